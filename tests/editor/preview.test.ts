import { beforeAll, describe, expect, it } from "vitest";
import { resolveAssetImage } from "@/lib/publishing/render-pages";
import { renderMarkdown } from "@/lib/rendering/markdown";
import { api } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { form, png } from "../content/files";
import { createEntries, createSection, docPath, makeContentTeam, type ContentTeam } from "../content/helpers";
import { countQueries } from "../content/query-counter";
import { branchEntryPath, openChangeRequest } from "../change-requests/helpers";

let team: ContentTeam;
let assetId: string;

const preview = (markdown: unknown, token: string | null = team.member.token, path = `${docPath(team)}/preview`) =>
  api.post(path, { token: token ?? undefined, json: { markdown } });

beforeAll(async () => {
  team = await makeContentTeam();
  const uploaded = await api.post(`${docPath(team)}/asset`, { token: team.member.token, body: form(png(), "diagram.png", { alt_text: "Diagram" }) });
  expect(uploaded.status).toBe(201);
  assetId = uploaded.body.asset_id;
});

describe("POST /documentation/{org}/{doc}/preview", () => {
  it("renders markdown with the publishing pipeline", async () => {
    const markdown = "# Title\n\n## Install\n\nSome *text*.\n\n```ts\nconst a = 1;\n```\n";
    // No warm-up: the first highlighted render must already match later ones.
    const response = await preview(markdown);
    expect(response.status).toBe(200);
    expect(response.body.html).toBe((await renderMarkdown(markdown)).html);
    expect(response.body.toc).toEqual([{ id: "install", text: "Install", depth: 2 }]);
  });

  it("shows the page's title as the only level-1 heading when given, as publishing does", async () => {
    const markdown = "# Getting started\n\nIntro.\n\n# Install\n\n> [!TIP]\n> Fast.";
    const response = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown, title: "Getting Started" } });
    expect(response.status).toBe(200);
    expect(response.body.html).toBe((await renderMarkdown(markdown, { pageTitle: "Getting Started" })).html);
    expect(response.body.html).not.toContain("<h1");
    expect(response.body.html).toContain('<h2 id="install">');
    expect(response.body.html).toContain('<div class="callout callout-tip" role="note">');
    expect(response.body.toc).toEqual([{ id: "install", text: "Install", depth: 2 }]);
  });

  it("points images naming an asset of the project at its API file", async () => {
    const file = `/api/v1/documentation/${team.organizationId}/${team.documentationId}/asset/${assetId}/file`;
    const response = await preview(`![Diagram](${file})\n\n![By id](asset:${assetId})\n\n![By name](diagram.png)\n\n![Elsewhere](https://example.com/x.png)`);
    expect(response.status).toBe(200);
    expect(response.body.html.match(new RegExp(`src="${file}"`, "g"))).toHaveLength(3);
    expect(response.body.html).toContain('src="https://example.com/x.png"');
  });

  it("uses references that publishing resolves to the published asset", () => {
    const file = `/api/v1/documentation/${team.organizationId}/${team.documentationId}/asset/${assetId}/file`;
    const assets = [{ id: assetId, filename: "diagram.png" }];
    expect(resolveAssetImage(file, "/docs/acme/guide", assets)).toBe(`/docs/acme/guide/-/assets/${assetId}/diagram.png`);
    expect(resolveAssetImage(file.replace(assetId, "unknown"), "/docs/acme/guide", assets)).toBeNull();
  });

  it("writes in the project's variables, as publishing does", async () => {
    const config = `${docPath(team)}/config`;
    expect((await api.put(config, { token: team.admin.token, json: { variables: { product: "Acme <One>" } } })).status).toBe(200);
    try {
      const response = await preview("Install {{ product }}: `npm i {{product}}`, not \\{{ product }} or {{ unknown }}.");
      expect(response.status).toBe(200);
      expect(response.body.html).toBe("<p>Install Acme : <code>npm i Acme &lt;One&gt;</code>, not {{ product }} or {{ unknown }}.</p>\n");
    } finally {
      await api.put(config, { token: team.admin.token, json: { variables: null } });
    }
  });

  it("writes in the pages the edited page includes, as the draft has them, and warns of includes naming nothing", async () => {
    const sectionId = await createSection(team, "Snippets");
    const { tip } = await createEntries(team, sectionId, [{ ref: "tip", title: "Tip", content: "Save **often**.\n\n## Later\n\nMore." }]);
    const { page } = await createEntries(team, sectionId, [{ ref: "page", title: "Page", content: "" }]);
    const markdown = "<!--@include: tip#later-->\n\n<!--@include: entry:" + tip + "-->\n\n<!--@include: missing-->";
    const response = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown, entry_id: page } });
    expect(response.status).toBe(200);
    expect(response.body.html).toContain('<h2 id="later">Later');
    expect(response.body.html).toContain("<p>Save <strong>often</strong>.</p>");
    expect(response.body.html).toContain('<p class="callout-title">Nothing to include</p>\n<p><code>missing</code> names no page or heading of this version');
    // Without the page, an include has nowhere to be read from.
    const unplaced = await preview("<!--@include: tip-->");
    expect(unplaced.body.html).toContain("Nothing to include");
  });

  it("leads links to pages of the version to them in the editor, and reports links naming no page", async () => {
    const sectionId = await createSection(team, "Linking");
    const { target } = await createEntries(team, sectionId, [{ ref: "target", title: "Target", content: "Here." }]);
    const { page } = await createEntries(team, sectionId, [{ ref: "page", title: "Page", content: "" }]);
    const markdown = [`[by id](entry:${target}#usage)`, "[relative](target.md)", "[absolute](/linking/target)", "[gone](nowhere.md)", "[gone by id](entry:nope)", "[file](diagram.png)", "[web](https://example.com)"].join(" ");
    const response = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown, entry_id: page } });
    expect(response.status).toBe(200);
    const editorAddress = `?version=${team.versionId}&amp;section=${sectionId}&amp;entry=${target}`;
    expect(response.body.html).toContain(`<a href="${editorAddress}#usage">by id</a>`);
    expect(response.body.html).toContain(`<a href="${editorAddress}">relative</a>`);
    expect(response.body.html).toContain(`<a href="${editorAddress}">absolute</a>`);
    expect(response.body.html).toContain(`<a href="https://example.com">web</a>`);
    // An asset's file is no broken link; pages the version lacks are.
    expect(response.body.broken_links).toEqual(["nowhere.md", "entry:nope"]);
    // The version's pages are read only for markdown that may name one.
    const queriesFor = (text: string) => countQueries(() => api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: text, entry_id: page } }));
    expect(await queriesFor("Just words.")).toBeLessThan(await queriesFor("[relative](target.md)"));
    // Without the page, links stay as written and nothing is reported.
    const unplaced = await preview("[gone](nowhere.md)");
    expect(unplaced.body.html).toContain(`<a href="nowhere.md">gone</a>`);
    expect(unplaced.body.broken_links).toEqual([]);
  });

  it("reads relative .md links of a page imported from a file from that file's place", async () => {
    const sectionId = await createSection(team, "Imported");
    const files = (path: string) => ({ source: "files", source_path: path });
    const { first, second } = await createEntries(team, sectionId, [
      { ref: "first", title: "First", content: "", metadata: files("docs/a/01-first.md") },
      { ref: "second", title: "Second", content: "", metadata: files("docs/b/second.md") },
    ]);
    const response = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: "[next](../b/second.md#more) [self](01-first.md)", entry_id: first } });
    expect(response.status).toBe(200);
    expect(response.body.html).toContain(`<a href="?version=${team.versionId}&amp;section=${sectionId}&amp;entry=${second}#more">next</a>`);
    expect(response.body.html).toContain(`<a href="?version=${team.versionId}&amp;section=${sectionId}&amp;entry=${first}">self</a>`);
    expect(response.body.broken_links).toEqual([]);
  });

  it("resolves links and includes in a change request's branch when given one", async () => {
    const changeRequestId = await openChangeRequest(team, "Airships");
    const created = await api.post(branchEntryPath(team, changeRequestId), { token: team.member.token, json: { title: "Airships", content: "Branch-only **zeppelins**." } });
    expect(created.status).toBe(201);
    const markdown = "[air](airships)\n\n<!--@include: airships-->";
    const json = { markdown, entry_id: team.introductionId, change_request_id: changeRequestId };
    const response = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json });
    expect(response.status).toBe(200);
    const editorAddress = `?change_request=${changeRequestId}&amp;version=${team.versionId}&amp;section=${team.sectionId}&amp;entry=${created.body.entry_id}`;
    expect(response.body.html).toContain(`<a href="${editorAddress}">air</a>`);
    expect(response.body.html).toContain("<p>Branch-only <strong>zeppelins</strong>.</p>");
    expect(response.body.broken_links).toEqual([]);
    // The draft has no such page.
    const draft = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown, entry_id: team.introductionId } });
    expect(draft.body.broken_links).toEqual(["airships"]);
    expect(draft.body.html).toContain("Nothing to include");
    // A change request of no project of the caller's is not found, whatever the markdown.
    const unknown = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: "Hi", change_request_id: "no-such-change-request" } });
    expectProblem(unknown, 404);
  });

  it("drops raw HTML and scripts", async () => {
    const response = await preview('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))');
    expect(response.status).toBe(200);
    expect(response.body.html).not.toMatch(/<script|onerror|javascript:/);
  });

  it("lets readers granted the project preview", async () => {
    expect((await preview("# Hi", team.grantedReader.token)).status).toBe(200);
  });

  it("validates the body", async () => {
    const missing = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: {} });
    expectProblem(missing, 400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: "body.markdown" })]));
    expectProblem(await preview(42), 400);
    expectProblem(await preview("x".repeat(1_000_001)), 400);
    const badTitle = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: "# Hi", title: 42 } });
    expectProblem(badTitle, 400);
    expect(badTitle.body.errors).toEqual([expect.objectContaining({ path: "body.title" })]);
    const badEntry = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: "# Hi", entry_id: "" } });
    expectProblem(badEntry, 400);
    expect(badEntry.body.errors).toEqual([expect.objectContaining({ path: "body.entry_id" })]);
    const badChangeRequest = await api.post(`${docPath(team)}/preview`, { token: team.member.token, json: { markdown: "# Hi", change_request_id: 7 } });
    expectProblem(badChangeRequest, 400);
    expect(badChangeRequest.body.errors).toEqual([expect.objectContaining({ path: "body.change_request_id" })]);
  });

  it("refuses callers without access", async () => {
    expectProblem(await preview("# Hi", null), 401);
    expectProblem(await preview("# Hi", team.reader.token), 404);
    expectProblem(await preview("# Hi", team.outsider.token), 404);
    expectProblem(await preview("# Hi", team.outsider.token, `/api/v1/documentation/${team.outsiderOrganizationId}/${team.documentationId}/preview`), 404);
  });
});
