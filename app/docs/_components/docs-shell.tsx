import type { NavNode } from "@/lib/publishing/structure";
import { pageUrl, type LiveSite, type SitePage } from "@/lib/publishing/site";
import { SearchBox } from "./search-box";
import { themeScript } from "@/components/reader-theme/script";
import { ThemeToggle } from "@/components/reader-theme/toggle";
import { VersionSwitcher } from "./version-switcher";

function NavTree({ nodes, site, page }: { nodes: NavNode[]; site: LiveSite; page: SitePage }) {
  return (
    <ul className="space-y-1">
      {nodes.map((node) =>
        node.kind === "page" ? (
          <li key={node.id}>
            <a
              href={pageUrl(site, page.version, node.path)}
              aria-current={node.path === page.path ? "page" : undefined}
              className="block rounded px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 aria-[current=page]:bg-zinc-100 aria-[current=page]:font-medium aria-[current=page]:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:aria-[current=page]:bg-zinc-800 dark:aria-[current=page]:text-zinc-100"
            >
              {node.title}
            </a>
          </li>
        ) : (
          <li key={node.id}>
            <p className={node.kind === "section" ? "mt-4 px-2 text-xs font-semibold uppercase tracking-wide text-zinc-500" : "px-2 pt-2 text-sm font-medium"}>
              {node.title}
            </p>
            <div className={node.kind === "folder" ? "ml-2 border-l border-zinc-200 pl-2 dark:border-zinc-800" : ""}>
              <NavTree nodes={node.children} site={site} page={page} />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

/** The published site's frame: header, sidebar, page, table of contents, previous/next. */
export function DocsShell({ site, page }: { site: LiveSite; page: SitePage }) {
  const versions = site.versions.map((version) => ({
    slug: version.slug,
    name: version.name + (version.isDeprecated ? " (deprecated)" : version.isLatest ? " (latest)" : ""),
    url: `${pageUrl(site, version, "")}`.replace(/\/$/, "") + "/",
  }));
  return (
    <div className="min-h-screen">
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <a href={`${site.base}/`} className="font-semibold">
            {site.name}
          </a>
          {versions.length > 1 && <VersionSwitcher versions={versions} current={page.version.slug} />}
          <div className="ml-auto flex items-center gap-2">
            <SearchBox endpoint={`${site.base}/-/search`} version={page.version.slug} />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-8 px-4">
        <nav aria-label="Documentation" className="hidden w-64 shrink-0 py-6 md:block">
          <NavTree nodes={page.version.nav} site={site} page={page} />
        </nav>
        <main className="min-w-0 flex-1 py-6">
          <details className="mb-4 rounded border border-zinc-200 p-2 md:hidden dark:border-zinc-800">
            <summary className="cursor-pointer text-sm font-medium">Menu</summary>
            <NavTree nodes={page.version.nav} site={site} page={page} />
          </details>
          {page.version.isDeprecated && (
            <div role="alert" className="mb-6 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
              Version {page.version.name} is deprecated.{" "}
              <a className="underline" href={`${site.base}/`}>
                Read the current version
              </a>
              .
            </div>
          )}
          <p className="text-sm text-zinc-500">{page.sectionTitle}</p>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">{page.title}</h1>
          <article className="docs-content" dangerouslySetInnerHTML={{ __html: page.html }} />
          <nav aria-label="Previous and next" className="mt-12 flex justify-between gap-4 border-t border-zinc-200 pt-6 text-sm dark:border-zinc-800">
            {page.previous ? (
              <a rel="prev" href={page.previous.url} className="hover:underline">
                ← {page.previous.title}
              </a>
            ) : (
              <span />
            )}
            {page.next && (
              <a rel="next" href={page.next.url} className="text-right hover:underline">
                {page.next.title} →
              </a>
            )}
          </nav>
        </main>
        {page.toc.length > 0 && (
          <aside className="hidden w-56 shrink-0 py-6 lg:block">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-zinc-500">On this page</p>
            <ul className="space-y-1 text-sm">
              {page.toc.map((item) => (
                <li key={item.id} className={item.depth === 3 ? "pl-3" : ""}>
                  <a href={`#${item.id}`} className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
                    {item.text}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
