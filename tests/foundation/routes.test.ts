import { describe, expect, it } from "vitest";
import { isRouteHandler } from "@/lib/http/route";
import { routeFiles } from "../helpers/api";

const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

/** next-auth runs its own sign-in flow. */
const exempt = new Set(["/app/api/auth/[...nextauth]/route.ts"]);

describe("app/api route files", () => {
  const checked = routeFiles.filter((entry) => !exempt.has(entry.file));

  it("are found", () => {
    expect(checked.length).toBeGreaterThan(0);
  });

  it.each(checked.map((entry) => [entry.file, entry] as const))("%s exports only handlers built by route()", async (_file, entry) => {
    const exports = await entry.load();
    const methods = httpMethods.filter((method) => method in exports);
    expect(methods.length, "a route file exports at least one HTTP method").toBeGreaterThan(0);
    const unwrapped = methods.filter((method) => !isRouteHandler(exports[method]));
    expect(unwrapped, "exported methods not built by route()").toEqual([]);
  });
});
