import { describe, expect, it } from "vitest";
import { expandIncludes, maxIncludeDepth, missingIncludeNotice, type IncludeLoader } from "@/lib/rendering/includes";
import { includeLoader } from "@/lib/publishing/render-pages";

/** Pages of one version by path (each its own entry id), found as a publish finds them; `sourceFiles` gives some a markdown file. */
function pagesLoader(pages: Record<string, string>, sourceFiles: Record<string, string> = {}): IncludeLoader {
  const paths = Object.keys(pages);
  const targets = {
    paths: new Set(paths),
    byEntry: new Map([["entry-setup", "guides/setup"]]),
    byPath: new Map(paths.map((path) => [path, path])),
    sourceFileOf: new Map(Object.entries(sourceFiles)),
    bySourceFile: new Map(Object.entries(sourceFiles).map(([path, file]) => [file, path])),
  };
  return includeLoader(targets, async (entryId) => pages[entryId]!);
}

const pages = {
  "shared/prerequisites": "You need Node 20.\n\nSee [setup](../guides/setup.md), [the API](/reference/api) and ![diagram](diagram.png).\n\n```md\n[kept](relative.md)\n```\n\n`[kept](too.md)`\n\n[ref]: notes.md\n",
  "guides/setup": "# Setup\n\nIntro.\n\n## Install\n\nRun `npm install`.\n\n### Offline\n\nUse a mirror.\n\n## Configure\n\nEdit the file.\n",
  "guides/nested": "Before.\n\n<!--@include: setup.md#configure-->\n\nAfter.",
  "guides/loop": "<!--@include: loop-->",
};

describe("expandIncludes", () => {
  it("writes in a whole page, rebasing its relative links to the including page and leaving code alone", async () => {
    const { markdown, missing } = await expandIncludes("Intro.\n\n<!--@include: ../shared/prerequisites.md-->\n\nDone.", "guides/install", pagesLoader(pages));
    expect(missing).toEqual([]);
    expect(markdown).toBe(
      "Intro.\n\nYou need Node 20.\n\nSee [setup](/guides/setup.md), [the API](/reference/api) and ![diagram](/shared/diagram.png).\n\n```md\n[kept](relative.md)\n```\n\n`[kept](too.md)`\n\n[ref]: /shared/notes.md\n\nDone.",
    );
  });

  it("reads an included page's links to pages as that page does, from its source file's place", async () => {
    const files = { "guides/install": "docs/02-guides/install.md", "guides/setup": "docs/02-guides/setup.md", "shared/prerequisites": "docs/_shared/prerequisites.md", "shared/faq": "docs/_shared/faq.md" };
    const loader = pagesLoader(
      {
        "guides/install": "",
        "guides/setup": "Set up.",
        "shared/prerequisites": "See [setup](../02-guides/setup.md#steps), [the FAQ](faq.md) and ![diagram](diagram.png).",
        "shared/faq": "Questions.",
      },
      files,
    );
    const { markdown, missing } = await expandIncludes("<!--@include: ../_shared/prerequisites.md-->", "guides/install", loader);
    expect(missing).toEqual([]);
    expect(markdown).toBe("See [setup](/guides/setup.md#steps), [the FAQ](/shared/faq.md) and ![diagram](/shared/diagram.png).");
  });

  it("writes in one section by its heading's id, nested headings included, and follows nested includes", async () => {
    const loader = pagesLoader(pages);
    expect((await expandIncludes("<!--@include: setup#install-->", "guides/other", loader)).markdown).toBe("## Install\n\nRun `npm install`.\n\n### Offline\n\nUse a mirror.");
    expect((await expandIncludes("<!-- @include: entry:entry-setup#configure -->", "reference/x", loader)).markdown).toBe("## Configure\n\nEdit the file.");
    expect((await expandIncludes("<!--@include: /guides/nested-->", "intro", loader)).markdown).toBe("Before.\n\n## Configure\n\nEdit the file.\n\nAfter.");
  });

  it("finds a section by the heading's id readers see, its variables' values written in", async () => {
    const loader = pagesLoader({ "guides/setup": "## Install {{ product }}\n\nRun `npm i {{ product }}`.\n\n## Next\n" });
    const variables = { product: "Acme CLI" };
    // The markdown still names the variable: the caller writes the values in, once.
    expect((await expandIncludes("<!--@include: setup#install-acme-cli-->", "guides/a", loader, { variables })).markdown).toBe("## Install {{ product }}\n\nRun `npm i {{ product }}`.");
    expect((await expandIncludes("<!--@include: setup#install-product-->", "guides/a", loader, { variables })).missing).toEqual(["setup#install-product"]);
  });

  it("indents included lines as the directive is, in a list item or a blockquote", async () => {
    const loader = pagesLoader({ "guides/tip": "Line one.\n\nLine two." });
    expect((await expandIncludes("1. Step\n\n   <!--@include: tip-->\n", "guides/a", loader)).markdown).toBe("1. Step\n\n   Line one.\n\n   Line two.\n");
    expect((await expandIncludes("> [!NOTE]\n> <!--@include: tip-->", "guides/a", loader)).markdown).toBe("> [!NOTE]\n> Line one.\n>\n> Line two.");
  });

  it("reports includes naming no page or heading, itself, or too deep, and writes the caller's text for them", async () => {
    const deep = Object.fromEntries(Array.from({ length: maxIncludeDepth + 1 }, (_, index) => [`d${index}`, `<!--@include: d${index + 1}-->`]));
    const loader = pagesLoader({ ...pages, ...deep });
    const { markdown, missing } = await expandIncludes(
      "<!--@include: nowhere.md-->\n\n<!--@include: guides/setup#nothing-->\n\n<!--@include: guides/loop-->",
      "intro",
      loader,
      { missingText: missingIncludeNotice },
    );
    // A loop is reported where it closes: the page including itself names it.
    expect(missing.sort()).toEqual(["guides/setup#nothing", "loop", "nowhere.md"]);
    expect(markdown).toContain("> [!WARNING] Nothing to include\n> `nowhere.md` names no page");
    expect((await expandIncludes("<!--@include: d0-->", "top", loader)).missing).toEqual([`d${maxIncludeDepth}`]);
  });

  it("leaves directives in code, inline or among other HTML as written", async () => {
    const source = "```md\n<!--@include: guides/setup-->\n```\n\nText <!--@include: guides/setup--> inline.\n\n<!--@include: guides/setup--> and more";
    expect(await expandIncludes(source, "intro", pagesLoader(pages))).toEqual({ markdown: source, missing: [] });
  });
});
