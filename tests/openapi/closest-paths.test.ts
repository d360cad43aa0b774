import { describe, expect, it } from "vitest";
import { appApiPaths } from "@/lib/openapi/app-routes";
import { closestApiPaths } from "@/lib/openapi/closest-paths";

const templates = [
  "/api/health",
  "/api/v1/organization",
  "/api/v1/organization/{organization_id}",
  "/api/v1/organization/{organization_id}/users",
  "/api/v1/organization/{organization_id}/user",
  "/api/documentations/{documentation_id}/publish",
];

describe("closestApiPaths", () => {
  it("suggests the endpoints a typo or two away, with the caller's values in the parameters' places", () => {
    expect(closestApiPaths(templates, "/api/helth")).toEqual(["/api/health"]);
    expect(closestApiPaths(templates, "/api/v1/organizations")).toEqual(["/api/v1/organization"]);
    expect(closestApiPaths(templates, "/api/v1/organisation/acme")).toEqual(["/api/v1/organization/acme"]);
    expect(closestApiPaths(templates, "/api/documentation/abc/publish")).toEqual(["/api/documentations/abc/publish"]);
    expect(closestApiPaths(templates, "/api/v1/organization/acme/usrs")).toEqual(["/api/v1/organization/acme/users"]);
    // Both a typo away: in order.
    expect(closestApiPaths(templates, "/api/v1/organization/acme/uses")).toEqual(["/api/v1/organization/acme/user", "/api/v1/organization/acme/users"]);
  });

  it("suggests nothing for a path of another shape, or words too far apart", () => {
    expect(closestApiPaths(templates, "/api/v1/documentation/acme/handbook/publish")).toEqual([]);
    expect(closestApiPaths(templates, "/api/v1/projects")).toEqual([]);
    expect(closestApiPaths(templates, "/api/v1/organization")).toEqual([]);
  });

  it("knows every documented endpoint by its route file, and not the catch-all itself", () => {
    const paths = appApiPaths();
    expect(paths).toContain("/api/v1/organization/{organization_id}");
    expect(paths).toContain("/api/health");
    expect(paths).not.toContain("/api/{path}");
  });
});
