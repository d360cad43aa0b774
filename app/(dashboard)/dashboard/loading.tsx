/** Shown while a dashboard page's server components load. */
export default function DashboardLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-56 rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-4 w-96 max-w-full rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-48 rounded-lg bg-zinc-200/70 dark:bg-zinc-800/70" />
    </div>
  );
}
