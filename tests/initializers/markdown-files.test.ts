import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors";
import type { InitialEntry } from "@/lib/initializers/initial-content";
import { contentFromMarkdownFiles } from "@/lib/initializers/markdown-files";

const options = { versionName: "v2", source: "files" as const };
const titles = (entries: InitialEntry[]): unknown[] =>
  entries.map((entry) => (entry.kind === "folder" ? { [entry.title]: titles(entry.children ?? []) } : entry.title));

describe("contentFromMarkdownFiles", () => {
  it("maps top-level directories to sections and deeper ones to folders", () => {
    const content = contentFromMarkdownFiles(
      [
        { path: "README.md", content: "# Acme docs\n\nWelcome.\n" },
        { path: "quickstart.md", content: "Start here.\n" },
        { path: "guides/deploying.md", content: "# Deploying\n\nShip it.\n" },
        { path: "guides/advanced/caching.md", content: "# Caching\n" },
        { path: "guides/advanced/README.md", content: "# Advanced\n\nDeep dives.\n" },
        { path: "api-reference/index.mdx", content: "# Welcome to the API\n" },
      ],
      { ...options, sourceDetails: { upload: "docs.zip" } },
    );
    expect(content.versionName).toBe("v2");
    expect(content.sections.map((section) => section.title)).toEqual(["Documentation", "Api reference", "Guides"]);
    expect(content.sections[0]!.source).toEqual({ kind: "files", details: { upload: "docs.zip", path: "" } });
    expect(content.sections[2]!.source).toEqual({ kind: "files", details: { upload: "docs.zip", path: "guides" } });
    expect(titles(content.sections[0]!.entries)).toEqual(["Acme docs", "Quickstart"]);
    // An index whose heading repeats the folder's name is its "Overview"; another heading stays.
    expect(titles(content.sections[1]!.entries)).toEqual(["Welcome to the API"]);
    expect(titles(content.sections[2]!.entries)).toEqual([{ Advanced: ["Overview", "Caching"] }, "Deploying"]);

    const [readme, quickstart] = content.sections[0]!.entries;
    expect(readme!.content).toBe("Welcome.\n");
    expect(readme!.slug).toBeUndefined();
    expect(readme!.metadata).toEqual({ source: "files", source_path: "README.md" });
    expect(quickstart).toMatchObject({ slug: "quickstart", content: "Start here.\n" });
    const advanced = content.sections[2]!.entries[0]!;
    expect(advanced).toMatchObject({ kind: "folder", slug: "advanced", metadata: { source: "files", source_path: "guides/advanced" } });
    expect(advanced.children![0]).toMatchObject({ content: "Deep dives.\n", metadata: { source_path: "guides/advanced/README.md" } });
  });

  it("reads front matter for titles, slugs, order and metadata", () => {
    const content = contentFromMarkdownFiles(
      [
        {
          path: "docs/setup.md",
          content: [
            "---",
            "title: Set up your workspace",
            "sidebar_label: Setup",
            "description: Install the CLI and sign in.",
            "slug: /getting-started/setup-workspace",
            "sidebar_position: 2",
            "tags: [cli, onboarding]",
            "icon: rocket",
            "---",
            "",
            "# Set up your workspace",
            "",
            "Run the installer.",
          ].join("\n"),
        },
        { path: "docs/faq.md", content: "---\norder: 1\nhidden: true\ntags: billing, accounts\n---\nQuestions.\n" },
        { path: "docs/zebra.md", content: "# Zebra\n" },
        { path: "docs/alpha.md", content: "# Alpha\n" },
        { path: "docs/keep-heading.md", content: "---\ntitle: Other\n---\n# Kept heading\n\nBody.\n" },
      ],
      options,
    );
    const [section] = content.sections;
    expect(section!.title).toBe("Docs");
    expect(titles(section!.entries)).toEqual(["Faq", "Set up your workspace", "Alpha", "Other", "Zebra"]);
    expect(section!.entries[1]).toEqual({
      kind: "page",
      title: "Set up your workspace",
      slug: "setup-workspace",
      content: "Run the installer.\n",
      metadata: {
        source: "files",
        source_path: "docs/setup.md",
        description: "Install the CLI and sign in.",
        sidebar_title: "Setup",
        icon: "rocket",
        tags: ["cli", "onboarding"],
      },
    });
    expect(section!.entries[0]!.metadata).toMatchObject({ hidden: true, tags: ["billing", "accounts"] });
    expect(section!.entries[3]!.content).toBe("# Kept heading\n\nBody.\n");
  });

  it("orders by numeric prefixes, strips them from names and ignores headings in code blocks", () => {
    const content = contentFromMarkdownFiles(
      [
        { path: "02-usage/10-cli.md", content: "```sh\n# not a title\n```\n" },
        { path: "02-usage/2-web_app.md", content: "Text\n" },
        { path: "01-intro/index.md", content: "Hello\n" },
      ],
      options,
    );
    expect(content.sections.map((section) => section.title)).toEqual(["Intro", "Usage"]);
    expect(titles(content.sections[0]!.entries)).toEqual(["Overview"]);
    expect(titles(content.sections[1]!.entries)).toEqual(["Web app", "Cli"]);
    expect(content.sections[1]!.entries[1]).toMatchObject({ slug: "cli", content: "```sh\n# not a title\n```\n" });
  });

  it("keeps identical files independent and rejects paths leaving the folder or broken front matter", () => {
    const same = "---\ntags: [a]\n---\nSame\n";
    const content = contentFromMarkdownFiles([{ path: "a.md", content: same }, { path: "b.md", content: same }], options);
    expect(content.sections[0]!.entries[0]!.metadata).not.toBe(content.sections[0]!.entries[1]!.metadata);

    expect(() => contentFromMarkdownFiles([{ path: "../secret.md", content: "x" }], options)).toThrow(DomainError);
    expect(() => contentFromMarkdownFiles([{ path: "bad.md", content: "---\ntitle: [unclosed\n---\n" }], options)).toThrow(/bad\.md/);
  });
});
