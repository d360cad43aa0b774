import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { png } from "../content/files";
import { createProject } from "../content/helpers";
import { expectInitializerGuards, expectUninitialized, makeInitializerTeam, projectPath, readEntry, readProject, titles, type InitializerTeam } from "./helpers";

let team: InitializerTeam;
beforeAll(async () => {
  team = await makeInitializerTeam();
});

type Part = [filename: string, content: string | Uint8Array];

function form(parts: Part[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [filename, content] of parts) body.append("file", new Blob([typeof content === "string" ? content : Buffer.from(content)]), filename);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const upload = (documentationId: string, token: string | undefined, body: BodyInit) =>
  api.post(`${projectPath(team, documentationId)}/initialize-from-file`, { token, body });

const docsZip = () =>
  zipSync({
    "my-docs/index.md": strToU8("---\ntitle: Welcome\n---\nStart here.\n"),
    "my-docs/guides/install.md": strToU8("---\nsidebar_position: 1\n---\n# Install\n\nRun the installer.\n"),
    "my-docs/guides/deploy.md": strToU8("# Deploy\n\nShip it.\n"),
    "my-docs/guides/advanced/README.md": strToU8("# Advanced\n\nDeep dives.\n"),
    "my-docs/guides/advanced/caching.mdx": strToU8("# Caching\n"),
    "my-docs/guides/logo.png": png(),
    "my-docs/.vitepress/config.md": strToU8("# hidden\n"),
    "__MACOSX/my-docs/._index.md": new Uint8Array([0, 5, 22, 7, 0xff]),
  });

describe("POST DOC/initialize-from-file", () => {
  it("imports a zipped docs folder: sections, folders, pages and skipped files", async () => {
    const documentationId = await createProject(team, "From zip");
    const response = await upload(documentationId, team.member.token, form([["docs.zip", docsZip()]], { version_name: "3.x" }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ documentation_id: documentationId, status: "pending", init_source: "files", imported_files: 5 });
    expect(response.body.skipped).toEqual(
      expect.arrayContaining([
        { path: "my-docs/guides/logo.png", reason: "not_markdown" },
        { path: "my-docs/.vitepress/config.md", reason: "hidden" },
        { path: "__MACOSX/my-docs/._index.md", reason: "hidden" },
      ]),
    );
    expect(response.body.skipped).toHaveLength(3);

    const { project, version, sections } = await readProject(team, documentationId);
    expect(project).toMatchObject({ status: "pending", init_source: "files" });
    expect(version.name).toBe("3.x");
    expect(sections.map((section) => [section.title, section.source_kind])).toEqual([
      ["Documentation", "files"],
      ["Guides", "files"],
    ]);
    expect(titles(sections[0]!.children)).toEqual(["Welcome"]);
    expect(titles(sections[1]!.children)).toEqual(["Install", { Advanced: ["Overview", "Caching"] }, "Deploy"]);
    const install = await readEntry(team, sections[1]!.path, sections[1]!.children[0]!.entry_id);
    expect(install).toMatchObject({ slug: "install", content: "Run the installer.\n", metadata: { source: "files", source_path: "guides/install.md" } });
    const overview = await readEntry(team, sections[1]!.path, sections[1]!.children[1]!.children[0]!.entry_id);
    expect(overview.content).toBe("Deep dives.\n");
  });

  it("imports markdown files sent directly, keeping the relative paths of a folder upload", async () => {
    const documentationId = await createProject(team, "From files");
    const response = await upload(
      documentationId,
      team.member.token,
      form([
        ["intro.md", "# Introduction\n\nHello.\n"],
        ["reference/cli.markdown", "---\ntitle: CLI\ntags: [cli]\n---\nCommands.\n"],
        ["legacy.md", new Uint8Array([0x63, 0x61, 0x66, 0xe9])],
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ imported_files: 2, skipped: [{ path: "legacy.md", reason: "not_utf8" }] });
    const { version, sections } = await readProject(team, documentationId);
    expect(version.name).toBe("v1");
    expect(sections.map((section) => section.title)).toEqual(["Documentation", "Reference"]);
    const cli = await readEntry(team, sections[1]!.path, sections[1]!.children[0]!.entry_id);
    expect(cli).toMatchObject({ title: "CLI", content: "Commands.\n", metadata: { tags: ["cli"], source_path: "reference/cli.markdown" } });
  });

  it("answers 400, 413 and 415 for bad uploads and changes nothing", async () => {
    const documentationId = await createProject(team, "Bad uploads");
    const token = team.member.token;

    const notMultipart = await api.post(`${projectPath(team, documentationId)}/initialize-from-file`, { token, json: { file: "x" } });
    expectProblem(notMultipart, 415);
    const wrongType = await upload(documentationId, token, form([["manual.pdf", "%PDF-1.4"]]));
    expectProblem(wrongType, 415);
    expect(wrongType.body.errors).toEqual([{ path: "body.file", message: "unsupported file type" }]);

    const noFile = await upload(documentationId, token, form([], { version_name: "v2" }));
    expectProblem(noFile, 400);
    expect(noFile.body.errors).toEqual([{ path: "body.file", message: expect.any(String) }]);
    const badFields = await upload(documentationId, token, form([["a.md", "A"]], { version_name: "", colour: "red" }));
    expectProblem(badFields, 400);
    expect(badFields.body.errors.map((error: Json) => error.path).sort()).toEqual(["body", "body.version_name"]);
    const noMarkdown = await upload(documentationId, token, form([["assets.zip", zipSync({ "logo.png": png() })]]));
    expectProblem(noMarkdown, 400);
    expect(noMarkdown.body.skipped).toEqual([{ path: "logo.png", reason: "not_markdown" }]);
    expectProblem(await upload(documentationId, token, form([["broken.zip", "not a zip at all"]])), 400);
    const badFrontMatter = await upload(documentationId, token, form([["bad.md", "---\ntitle: [unclosed\n---\nx"]]));
    expectProblem(badFrontMatter, 400);
    expect(badFrontMatter.body.detail).toContain("bad.md");
    expectProblem(await upload(documentationId, token, form([["../escape.md", "x"]])), 400);

    expectProblem(await upload(documentationId, token, form([["huge.md", "x".repeat(1024 * 1024 + 1)]])), 413);
    await expectUninitialized(team, documentationId);
  });

  it("bounds zips by entries, per-file and total uncompressed size, whatever the archive declares", async () => {
    const documentationId = await createProject(team, "Zip bombs");
    const token = team.member.token;
    // 60 MB of zeros compress to about 60 KB.
    const bomb = zipSync({ "docs/bomb.md": new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const perFile = await upload(documentationId, token, form([["bomb.zip", bomb]]));
    expectProblem(perFile, 413);
    expect(perFile.body.detail).toContain("docs/bomb.md");

    const wide = zipSync(Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`docs/page-${index}.md`, new Uint8Array(1000 * 1024).fill(0x61)])), { level: 9 });
    const total = await upload(documentationId, token, form([["wide.zip", wide]]));
    expectProblem(total, 413);
    expect(total.body.detail).toContain("50 MB");

    const crowded = zipSync(Object.fromEntries(Array.from({ length: 10_001 }, (_, index) => [`f/${index}.txt`, new Uint8Array(0)])));
    const entries = await upload(documentationId, token, form([["crowded.zip", crowded]]));
    expectProblem(entries, 413);
    expect(entries.body.detail).toContain("10000 entries");
    await expectUninitialized(team, documentationId);
  });

  it("refuses a zip or a file whose path leaves the folder, naming the paths", async () => {
    const documentationId = await createProject(team, "Traversal");
    const token = team.member.token;
    const unsafe = ["../evil.md", "docs/../../evil.md", "..\\..\\evil.md", "/etc/evil.md", "C:/evil.md", "c:\\evil.md", "\\\\server\\share\\evil.md", "docs/../up.png"];
    for (const name of unsafe) {
      const archive = zipSync({ "docs/index.md": strToU8("# Docs\n"), [name]: strToU8("# Evil\n") });
      const response = await upload(documentationId, token, form([["docs.zip", archive]]));
      expectProblem(response, 400);
      expect(response.body.detail).toContain(`"${name}"`);
      expect(response.body.errors).toEqual([{ path: "body.file", message: `unsafe path "${name}"` }]);
    }
    // Directories too; every unsafe entry is named.
    const several = await upload(documentationId, token, form([["docs.zip", zipSync({ "docs/index.md": strToU8("# Docs\n"), "docs/../x": {}, "../a.md": strToU8("# A\n") })]]));
    expectProblem(several, 400);
    expect(several.body.errors.map((error: Json) => error.message).sort()).toEqual(['unsafe path "../a.md"', 'unsafe path "docs/../x/"']);
    for (const name of ["../evil.md", "docs/../../evil.md", "/etc/evil.md", "C:/evil.md"]) {
      const response = await upload(documentationId, token, form([["index.md", "# Docs\n"], [name, "# Evil\n"]]));
      expectProblem(response, 400);
      expect(response.body.errors).toEqual([{ path: "body.file", message: `unsafe path "${name}"` }]);
    }
    await expectUninitialized(team, documentationId);

    // Dots inside names are no traversal.
    const dotted = await upload(documentationId, token, form([["docs.zip", zipSync({ "docs/v1..2.md": strToU8("# Range\n"), "docs/..md": strToU8("# Dots\n") })]]));
    expect(dotted.status).toBe(201);
  });

  it("skips markdown holding NUL bytes, which text cannot store", async () => {
    const documentationId = await createProject(team, "NUL bytes");
    const response = await upload(documentationId, team.member.token, form([["index.md", "# Docs\n"], ["binary.md", "# A\u0000B\n"]]));
    expect(response.status).toBe(201);
    expect(response.body.skipped).toEqual([{ path: "binary.md", reason: "not_utf8" }]);
  });

  it("authorizes and refuses an initialized project", async () => {
    await expectInitializerGuards(team, (documentationId, token) => upload(documentationId, token, form([["a.md", "# A\n"]])));
  });
});
