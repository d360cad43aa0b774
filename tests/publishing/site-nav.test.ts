import { describe, expect, it } from "vitest";
import type { NavNode, NavVersion } from "@/lib/publishing/structure";
import { listWindow, navFragmentHtml, sidebarHtml } from "@/lib/site/nav";
import { indexVersion } from "@/lib/site/live-site";

const pages = (prefix: string, count: number): NavNode[] =>
  Array.from({ length: count }, (_, index) => ({ kind: "page", id: `${prefix}-${index}`, title: `Page ${index} of ${prefix}`, path: `${prefix}/page-${index}` }));

function version(nav: NavNode[]): NavVersion {
  return { id: "v", name: "1", slug: "v1", isDefault: true, isLatest: true, isDeprecated: false, nav };
}

const context = { versionBase: "/docs/acme/handbook", fragmentBase: "/docs/acme/handbook/-/nav/v1", collapseFolders: false };

describe("the sidebar", () => {
  it("stays small for 10,000 pages: other sections closed, long lists windowed around the page", () => {
    const large = version(["a", "b", "c", "d"].map((section) => ({ kind: "section", id: section, title: `Section ${section}`, children: pages(section, 2_500) })));
    const place = indexVersion(large).byPath.get("b/page-1200")!;
    expect(place.trail).toEqual([{ id: "b", title: "Section b" }]);
    const html = sidebarHtml(large, place, context);
    expect(Buffer.byteLength(html)).toBeLessThan(20_000);
    expect(html.match(/<a href=/g)).toHaveLength(listWindow + 3);
    expect(html).toContain(`<a href="/docs/acme/handbook/b/page-1200" aria-current="page">`);
    expect(html).toContain(`<button type="button" data-nav-all="/docs/acme/handbook/-/nav/v1/b">Show all 2500</button>`);
    expect(html).toContain(`<details data-nav="/docs/acme/handbook/-/nav/v1/c"><summary>Section c</summary><ul><li><a href="/docs/acme/handbook/c/page-0">`);
    expect(navFragmentHtml(large, "c", context)!.match(/<a href=/g)).toHaveLength(2_500);
    expect(navFragmentHtml(large, "c-1", context)).toBeNull();
  });

  it("opens the folders above the page, and the others unless folders are collapsed", () => {
    const nav = version([
      {
        kind: "section",
        id: "s",
        title: "Guides",
        children: [
          { kind: "folder", id: "f1", title: "Install", children: pages("install", 2) },
          { kind: "folder", id: "f2", title: "Deploy", children: pages("deploy", 2) },
        ],
      },
    ]);
    const place = indexVersion(nav).byPath.get("deploy/page-1")!;
    expect(place.trail.map((step) => step.title)).toEqual(["Guides", "Deploy"]);
    expect(sidebarHtml(nav, place, context)).toContain(`<details open><summary>Install</summary>`);
    const collapsed = sidebarHtml(nav, place, { ...context, collapseFolders: true });
    expect(collapsed).toContain(`<details data-nav="/docs/acme/handbook/-/nav/v1/f1"><summary>Install</summary>`);
    expect(collapsed).toContain(`<details open><summary>Deploy</summary>`);
  });
});
