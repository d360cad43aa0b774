import { describe, expect, it } from "vitest";
import { homePath, safeReturnPath } from "@/lib/auth/return-path";

describe("the address to return to after signing in", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/dashboard/demo/members?tab=invitations")).toBe("/dashboard/demo/members?tab=invitations");
    expect(safeReturnPath("/docs/demo/guide/#install")).toBe("/docs/demo/guide/#install");
  });

  it("goes home for anything that is not a path, or that the browser would read as another site", () => {
    for (const value of [undefined, "", ["/dashboard"], "dashboard", "https://example.com/", "//example.com", "/\\example.com", "/\t/example.com", "/\n/example.com", "\\\\example.com"]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe(homePath);
    }
  });

  it("resolves dot segments as the browser would, staying on this site", () => {
    expect(safeReturnPath("/dashboard/../sign-in")).toBe("/sign-in");
    expect(safeReturnPath("/../../example.com")).toBe("/example.com");
  });
});
