/** Shown while a dashboard page's server components load. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-56 rounded-md bg-line" />
      <div className="h-4 w-96 max-w-full rounded bg-line" />
      <div className="h-48 rounded-lg bg-line/70" />
    </div>
  );
}
