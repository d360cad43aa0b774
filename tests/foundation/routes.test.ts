import { describe, expect, it } from "vitest";
import { isRouteHandler } from "@/lib/http/route";
import { routeFiles } from "../helpers/api";

/** The route files outside app/api: the published sites, their shared files, robots.txt. */
const otherRouteFiles = Object.entries(import.meta.glob<Record<string, unknown>>(["/app/**/route.ts", "!/app/api/**"])).map(([file, load]) => ({
  file,
  load,
}));

const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

/** next-auth runs its own sign-in flow. */
const exempt = new Set(["/app/api/auth/[...nextauth]/route.ts"]);

describe("route files", () => {
  const checked = [...routeFiles, ...otherRouteFiles].filter((entry) => !exempt.has(entry.file));

  it("are found, in app/api and outside it", () => {
    expect(routeFiles.length).toBeGreaterThan(0);
    expect(otherRouteFiles.map((entry) => entry.file)).toContain("/app/docs/[organization]/[documentation]/[[...path]]/route.ts");
  });

  it.each(checked.map((entry) => [entry.file, entry] as const))("%s exports only handlers built by route()", async (_file, entry) => {
    const exports = await entry.load();
    const methods = httpMethods.filter((method) => method in exports);
    expect(methods.length, "a route file exports at least one HTTP method").toBeGreaterThan(0);
    const unwrapped = methods.filter((method) => !isRouteHandler(exports[method]));
    expect(unwrapped, "exported methods not built by route()").toEqual([]);
  });
});
