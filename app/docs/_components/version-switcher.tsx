"use client";

export function VersionSwitcher({ versions, current }: { versions: { slug: string; name: string; url: string }[]; current: string }) {
  return (
    <label className="text-sm">
      <span className="sr-only">Version</span>
      <select
        value={current}
        onChange={(event) => {
          const target = versions.find((version) => version.slug === event.target.value);
          if (target) window.location.href = target.url;
        }}
        className="rounded border border-zinc-200 bg-transparent px-2 py-1 dark:border-zinc-700"
      >
        {versions.map((version) => (
          <option key={version.slug} value={version.slug}>
            {version.name}
          </option>
        ))}
      </select>
    </label>
  );
}
