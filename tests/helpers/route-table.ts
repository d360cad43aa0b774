/** Route modules as Next's router picks them, for serving route handlers without Next. */
export type RouteModule = Record<string, unknown>;

export interface RouteEntry {
  /** `/app/...` as Vite names it. */
  file: string;
  /** URL segments as the folders name them: `[id]`, `[...rest]`, `[[...rest]]`; groups `(x)` dropped. */
  segments: string[];
  load: () => Promise<RouteModule>;
}

/** The route files of `modules` (keyed `/app/.../route.ts`), the most specific first, as Next's router tries them. */
export function routeTable(modules: Record<string, () => Promise<RouteModule>>): RouteEntry[] {
  return (
    Object.entries(modules)
      .map(([file, load]) => ({
        file,
        segments: file
          .replace(/^\/app/, "")
          .replace(/\/route\.ts$/, "")
          .split("/")
          .filter((segment) => segment && !/^\(.*\)$/.test(segment))
          // A folder named `%5Fsite` serves `/_site`.
          .map((segment) => (segment.startsWith("[") ? segment : decodeURIComponent(segment))),
        load,
      }))
      // Static segments win over dynamic ones.
      .sort((a, b) => specificity(b.segments) - specificity(a.segments))
  );
}

function specificity(segments: string[]): number {
  return segments.reduce((score, segment, index) => score + (segment.startsWith("[") ? 0 : 2 ** (20 - index)), 0);
}

/** The route that serves `pathname`, with its parameters (catch-alls as arrays). */
export function matchRoute(routes: RouteEntry[], pathname: string): { entry: RouteEntry; params: Record<string, string | string[]> } | null {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  for (const entry of routes) {
    const params: Record<string, string | string[]> = {};
    const matched = entry.segments.every((segment, index) => {
      const catchAll = /^\[(\[)?\.\.\.(.+?)\]?\]$/.exec(segment);
      if (catchAll && index === entry.segments.length - 1) {
        const rest = parts.slice(index);
        if (rest.length === 0 && !catchAll[1]) return false;
        if (rest.length > 0) params[catchAll[2]!] = rest;
        return true;
      }
      if (index >= parts.length) return false;
      const dynamic = /^\[(.+)\]$/.exec(segment);
      if (dynamic) params[dynamic[1]!] = parts[index]!;
      return dynamic !== null || segment === parts[index];
    });
    const catchAllLast = /^\[\[?\.\.\./.test(entry.segments.at(-1) ?? "");
    if (matched && (catchAllLast || entry.segments.length === parts.length)) return { entry, params };
  }
  return null;
}
