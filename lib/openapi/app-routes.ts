import { apiPathOf, undocumentedRouteFiles, type RouteSource } from "./paths";

type ModuleContext = { keys(): string[]; (key: string): Record<string, unknown> };
type ContextRequire = { context(directory: string, recursive: boolean, filter: RegExp): ModuleContext };
type GlobMeta = { glob(pattern: string): Record<string, () => Promise<Record<string, unknown>>> };

/**
 * The route files under app/api as the running app has them. There is no file system to walk
 * in a build: Next's bundler expands `require.context` at build time, Vite (the tests) expands
 * `import.meta.glob`.
 */
export function appRouteSources(): RouteSource[] {
  if (process.env.VITEST) {
    const modules = (import.meta as unknown as GlobMeta).glob("/app/api/**/route.ts");
    return Object.entries(modules).map(([file, load]) => ({ file: file.slice(1), load }));
  }
  const context = (require as unknown as ContextRequire).context("../../app/api", true, /\/route\.ts$/);
  return context.keys().map((key) => ({ file: `app/api/${key.replace(/^\.\//, "")}`, load: async () => context(key) }));
}

let apiPaths: string[] | undefined;

/** Every documented endpoint's path template, from the route files' names (none is loaded). */
export function appApiPaths(): string[] {
  apiPaths ??= appRouteSources()
    .filter((source) => !undocumentedRouteFiles.has(source.file))
    .map((source) => apiPathOf(source.file));
  return apiPaths;
}
