import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseMode, db } from "@/lib/db";
import { renderRow } from "@/lib/publishing/render-pages";
import { samplePage, sampleSurroundings, warmUpPublishing } from "@/lib/publishing/warm-up";

describe("publishing warm-up", () => {
  it("renders sample pages as a publish does and, with the embedded database, writes them in transactions rolled back", async () => {
    const done = await warmUpPublishing();
    expect(done).toEqual({ pagesRendered: 60, writes: databaseMode() === "postgres" ? 0 : 16 });
    expect(await db.organization.count({ where: { slug: { startsWith: "warm-up-" } } })).toBe(0);
    expect(await db.documentation.count({ where: { name: "Warm-up" } })).toBe(0);
  });

  it("renders a page with what documentation holds: links resolved, an asset, a callout, tabs, highlighted code, a table, tasks", async () => {
    const row = await renderRow({ title: "Sample", path: "reference/events", markdown: samplePage(7), contentHash: "sample" }, sampleSurroundings);
    expect(row.html).toContain('href="/docs/warm-up/sample/guides/install"');
    expect(row.html).toContain('href="/docs/warm-up/sample/reference/api#requests"');
    expect(row.html).toContain('src="/docs/warm-up/sample/-/assets/architecture/architecture.png"');
    for (const language of ["typescript", "bash", "json"]) expect(row.html).toContain(`data-language="${language}"`);
    expect(row.html).toContain("--shiki-light:");
    expect(row.html).toMatch(/class="[^"]*callout/);
    expect(row.html).toContain('role="tab"');
    expect(row.html).toContain("<table>");
    expect(row.html).toContain('type="checkbox"');
    expect(row.anchors).toEqual(expect.arrayContaining(["requests", "limits", "checklist"]));
    expect(row.links).toEqual(expect.arrayContaining([{ href: "#limits", path: "reference/events", anchor: "limits" }]));
    expect(row.passages.map((passage) => passage.anchor)).toEqual([null, "requests", "limits", "checklist"]);
  });
});

describe("the renderer", () => {
  const processWideKey = Symbol.for("docs-platform.renderMarkdown");
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (globalThis as { [key: symbol]: unknown })[processWideKey];
  });

  /** The module loaded afresh, as another route's bundle of Next has it. */
  const anotherCopy = async () => {
    vi.resetModules();
    return (await import("@/lib/rendering/markdown")).renderMarkdown;
  };

  it("is one per process in production: every copy of the module renders with the first one loaded, which the warm-up warmed", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const first = await anotherCopy();
    expect(await anotherCopy()).toBe(first);
  });

  it("is each copy's own in development, so that edits apply", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const first = await anotherCopy();
    expect(await anotherCopy()).not.toBe(first);
  });
});
