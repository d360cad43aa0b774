import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
import { searchDocumentation } from "@/lib/search/search";
import { countQueries } from "../content/query-counter";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "../publishing/fixtures";

let team: Team;
let reader: TestUser;
let project: Awaited<ReturnType<typeof makeProject>>;
const searchPath = (organizationId = team.organizationId, documentationId = project.documentation.id) =>
  `/api/documentations/${organizationId}/${documentationId}/search`;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v2",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Installation", slug: "installation", content: "Install the **configuration** tool with npm. Then <configure> it." },
              { title: "Deployment", slug: "deployment", content: "Deploy to production servers. Installation (when a < b) must be done first." },
            ],
          },
          { title: "Reference", slug: "reference", entries: [{ title: "Authentication tokens", slug: "tokens", content: "Tokens authenticate requests." }] },
        ],
      },
      { name: "v1", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Legacy installation", slug: "legacy", content: "Old install." }] }] },
    ],
  });
  reader = await addMember(team.organizationId, team.owner, "reader", [project.documentation.id]);
  await publishAndWait(project.documentation.id, team.owner.token);
});

describe("POST /documentations/{organization_id}/{documentation_id}/search", () => {
  it("ranks published pages, title matches first, with URL, section and a highlighted, escaped snippet", async () => {
    const response = await api.post(searchPath(), { token: reader.token, json: { query: "installation" } });
    expect(response.status).toBe(200);
    const titles = response.body.results.map((result: { title: string }) => result.title);
    // Title matches rank above a mention in the text.
    expect(titles.slice(0, 2).sort()).toEqual(["Installation", "Legacy installation"]);
    expect(titles[2]).toBe("Deployment");
    const first = response.body.results.find((result: { title: string }) => result.title === "Installation");
    expect(first).toMatchObject({
      entry_id: project.entryIds.get("v2/guides/installation"),
      path: "guides/installation",
      url: expect.stringMatching(/^\/docs\/.+\/guides\/installation$/),
      version_id: project.versionIds.get("v2"),
      section: { section_id: project.sectionIds.get("v2/guides"), title: "Guides" },
    });
    // Only <mark> tags: the text is escaped.
    expect(first.snippet).not.toMatch(/<(?!\/?mark>)/);
    const deployment = response.body.results.find((result: { title: string }) => result.title === "Deployment");
    // The snippet starts at the sentence of the match, not inside the one before it.
    expect(deployment.snippet).toBe("<mark>Installation</mark> (when a &lt; b) must be done first.");
    const legacy = response.body.results.find((result: { title: string }) => result.title === "Legacy installation");
    expect(legacy.url).toMatch(/\/v1\/guides\/legacy$/);
  });

  it("matches prefixes and tolerates typos", async () => {
    const prefix = await api.post(searchPath(), { token: reader.token, json: { query: "deplo" } });
    expect(prefix.body.results.map((result: { title: string }) => result.title)).toEqual(["Deployment"]);
    const typo = await api.post(searchPath(), { token: reader.token, json: { query: "authentcation" } });
    expect(typo.body.results.map((result: { title: string }) => result.title)).toEqual(["Authentication tokens"]);
  });

  it("ranks a prefix as the words it completes to", async () => {
    const response = await api.post(searchPath(), { token: reader.token, json: { query: "instal" } });
    const results: { entry_id: string; rank: number }[] = response.body.results;
    expect(results).toHaveLength(3);
    // Each page's rank for the query spelled out as the published words starting with "instal".
    const expected = await db.$queryRaw<{ entryId: string; rank: number }[]>`
      SELECT pp."entryId", ts_rank_cd(rp."searchVector", to_tsquery('simple', 'install | installation')) AS rank
      FROM "PublishedSite" ps JOIN "PublishedPage" pp ON pp."snapshotId" = ps."snapshotId" JOIN "RenderedPage" rp ON rp."id" = pp."renderedPageId"
      WHERE ps."documentationId" = ${project.documentation.id}`;
    const rankOf = new Map(expected.map((row) => [row.entryId, row.rank]));
    for (const result of results) expect(result.rank).toBeCloseTo(rankOf.get(result.entry_id)!, 6);
  });

  it("completes prefixes through every published word: identifiers, versions, broad prefixes, split words", async () => {
    // More words starting with "zz" than a prefix is completed to: it scans the index instead.
    const manyWords = Array.from({ length: 40 }, (_, index) => `zz${index.toString(36)}word`).join(" ");
    const words = await makeProject(team.organizationId, {
      versions: [
        {
          name: "v1",
          slug: "v1",
          isDefault: true,
          sections: [
            {
              title: "Reference",
              slug: "reference",
              entries: [
                { title: "Handlers", slug: "handlers", content: "Call handler12 or handler120 from config.json, release v1.2.3." },
                { title: "Many", slug: "many", content: manyWords },
                { title: "Snake", slug: "snake", content: "Set max_retries to five." },
                { title: "Configuration", slug: "configuration", content: "Configuration options." },
              ],
            },
          ],
        },
      ],
    });
    await publishAndWait(words.documentation.id, team.owner.token);
    const titles = async (query: string) => {
      const response = await api.post(searchPath(team.organizationId, words.documentation.id), { token: team.owner.token, json: { query } });
      expect(response.status).toBe(200);
      return response.body.results.map((result: { title: string }) => result.title);
    };
    expect(await titles("handler")).toEqual(["Handlers"]);
    expect(await titles("handler12")).toEqual(["Handlers"]);
    expect(await titles("config")).toEqual(["Configuration", "Handlers"]);
    expect(await titles("v1")).toEqual(["Handlers"]);
    expect(await titles("zz")).toEqual(["Many"]);
    expect(await titles("zz1w")).toEqual(["Many"]);
    // Split as the text is: `max_retries` is two words.
    expect(await titles("max_retr")).toEqual(["Snake"]);
    // A typo, not on the first letter, is corrected to a word of the project.
    expect(await titles("confguration")).toEqual(["Configuration"]);
    expect(await titles("xonfiguration")).toEqual([]);
    expect(await titles("handler12 nothingsuch")).toEqual([]);
  });

  it("filters by version and section, and pages with a cursor", async () => {
    const version = await api.post(searchPath(), { token: reader.token, json: { query: "install", version_id: project.versionIds.get("v1") } });
    expect(version.body.results.map((result: { title: string }) => result.title)).toEqual(["Legacy installation"]);
    const section = await api.post(searchPath(), { token: reader.token, json: { query: "tokens", section_id: project.sectionIds.get("v2/reference") } });
    expect(section.body.results).toHaveLength(1);
    const first = await api.post(searchPath(), { token: reader.token, json: { query: "install", limit: 1 } });
    expect(first.body.results).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api.post(searchPath(), { token: reader.token, json: { query: "install", limit: 1, cursor: first.body.next_cursor } });
    expect(second.body.results[0].entry_id).not.toBe(first.body.results[0].entry_id);
  });

  it("pages through results of equal rank in reading order, each once", async () => {
    const tied = await makeProject(team.organizationId, {
      versions: [
        {
          name: "v1",
          slug: "v1",
          isDefault: true,
          sections: [
            {
              title: "Guides",
              slug: "guides",
              // Reading order differs from path order: paging must follow one order throughout.
              entries: [
                { title: "Zeta", slug: "zeta", content: "Shared words one." },
                { title: "Alpha", slug: "alpha", content: "Shared words two." },
                { title: "Mid", slug: "mid", content: "Shared words three." },
              ],
            },
          ],
        },
      ],
    });
    await publishAndWait(tied.documentation.id, team.owner.token);
    const titles: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await api.post(searchPath(team.organizationId, tied.documentation.id), { token: team.owner.token, json: { query: "shared", limit: 1, cursor } });
      expect(response.body.results).toHaveLength(1);
      expect(response.body.results[0].snippet).toContain("<mark>Shared</mark>");
      titles.push(response.body.results[0].title);
      cursor = response.body.next_cursor ?? undefined;
    } while (cursor);
    expect(titles).toEqual(["Zeta", "Alpha", "Mid"]);
  });

  it("finds the pages of words common in a large project, at most 100 of them, and all pages of less common words", async () => {
    // Every page has "everywhere", every other one "alternate", three "seldom": a sample of the
    // project's pages tells common words apart, whose candidates are read page by page.
    const pages = Array.from({ length: 150 }, (_, index) => ({
      title: `Page ${index}`,
      slug: `page-${index}`,
      content: `Everywhere ${index % 2 === 0 ? "alternate" : "other"} ${index % 50 === 0 ? "seldom" : ""} text ${index}.`,
    }));
    const large = await makeProject(team.organizationId, {
      versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Pages", slug: "pages", entries: pages }] }],
    });
    await publishAndWait(large.documentation.id, team.owner.token);
    const everyResult = async (query: string) => {
      const titles: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await api.post(searchPath(team.organizationId, large.documentation.id), { token: team.owner.token, json: { query, limit: 40, cursor } });
        expect(response.status).toBe(200);
        titles.push(...response.body.results.map((result: { title: string }) => result.title));
        cursor = response.body.next_cursor ?? undefined;
      } while (cursor);
      return titles;
    };
    const titlesOf = (indexes: number[]) => indexes.map((index) => `Page ${index}`).sort();
    const everywhere = await everyResult("everywhere");
    expect(everywhere).toHaveLength(100);
    expect(new Set(everywhere).size).toBe(100);
    const everyOther = await everyResult("everywhere alternate");
    expect(everyOther.sort()).toEqual(titlesOf(Array.from({ length: 75 }, (_, index) => index * 2)));
    expect((await everyResult("seldom")).sort()).toEqual(titlesOf([0, 50, 100]));
  });

  it("costs the database one statement per search", async () => {
    const documentationId = project.documentation.id;
    const search = (query: string) => searchDocumentation(documentationId, { query, limit: 10, source: "published" });
    let page: Awaited<ReturnType<typeof searchDocumentation>> | undefined;
    // The live snapshot, typo corrections, ranking and snippets in one statement.
    expect(await countQueries(async () => (page = await search("authentcation tok")))).toBe(1);
    expect(page!.results.map((result) => result.title)).toEqual(["Authentication tokens"]);
    expect(page!.results[0]!.url).toMatch(/\/reference\/tokens$/);
    // A cached answer: the live snapshot's lookup only.
    expect(await countQueries(async () => (page = await search("authentcation tok")))).toBe(1);
    expect(page!.results.map((result) => result.title)).toEqual(["Authentication tokens"]);
  });

  it("leaves no search index entries pending after a publish", async () => {
    // Entries in a GIN index's pending list are read by every search until merged.
    const [pending] = await db.$queryRaw<{ pages: bigint }[]>`
      SELECT gin_clean_pending_list('"RenderedPage_searchVector_idx"'::regclass) AS pages`;
    expect(Number(pending!.pages)).toBe(0);
  });

  it("searches the draft on request; the published snapshot only changes with a publish", async () => {
    await db.entry.update({ where: { id: project.entryIds.get("v2/guides/deployment")! }, data: { content: "Kubernetes clusters." } });
    const published = await api.post(searchPath(), { token: reader.token, json: { query: "kubernetes" } });
    expect(published.body.results).toEqual([]);
    const draft = await api.post(searchPath(), { token: reader.token, json: { query: "kubernetes", source: "draft" } });
    expect(draft.body.results).toEqual([expect.objectContaining({ title: "Deployment", path: "guides/deployment", url: null })]);
    // Draft words are matched by prefix, and typos corrected to published words.
    const draftPrefix = await api.post(searchPath(), { token: reader.token, json: { query: "kuber", source: "draft" } });
    expect(draftPrefix.body.results.map((result: { title: string }) => result.title)).toEqual(["Deployment"]);
    const draftCorrected = await api.post(searchPath(), { token: reader.token, json: { query: "authentcation", source: "draft" } });
    expect(draftCorrected.body.results.map((result: { title: string }) => result.title)).toEqual(["Authentication tokens"]);
    // The answer cached for the old snapshot is not served once another one is live.
    await publishAndWait(project.documentation.id, team.owner.token);
    const republished = await api.post(searchPath(), { token: reader.token, json: { query: "kubernetes" } });
    expect(republished.body.results).toEqual([expect.objectContaining({ title: "Deployment", url: expect.stringMatching(/\/guides\/deployment$/) })]);
  });

  it("searches a change request's branch on request: its changes, its new pages, not its deletions", async () => {
    const versionId = project.versionIds.get("v2")!;
    const sectionId = project.sectionIds.get("v2/guides")!;
    const changeRequests = `/api/v1/documentation/${team.organizationId}/${project.documentation.id}/version/${versionId}/change-requests`;
    const opened = await api.post(changeRequests, { token: team.owner.token, json: { title: "Zeppelins" } });
    expect(opened.status).toBe(201);
    const branchEntries = `${changeRequests}/${opened.body.change_request_id}/section/${sectionId}/entry`;
    const installation = project.entryIds.get("v2/guides/installation")!;
    expect((await api.put(`${branchEntries}/${installation}`, { token: team.owner.token, json: { content: "Install the zeppelin hangar." } })).status).toBe(200);
    expect((await api.post(branchEntries, { token: team.owner.token, json: { title: "Zeppelin fleet", content: "Airships." } })).status).toBe(201);
    expect((await api.delete(`${branchEntries}/${project.entryIds.get("v2/guides/deployment")!}`, { token: team.owner.token })).status).toBe(204);
    const search = (query: string, extra: object = {}) =>
      api.post(searchPath(), { token: reader.token, json: { query, source: "draft", change_request_id: opened.body.change_request_id, ...extra } });
    const titles = (response: { body: { results: { title: string }[] } }) => response.body.results.map((result) => result.title).sort();

    const zeppelin = await search("zeppelin");
    expect(titles(zeppelin)).toEqual(["Installation", "Zeppelin fleet"]);
    expect(zeppelin.body.results).toContainEqual(expect.objectContaining({ title: "Zeppelin fleet", path: "guides/zeppelin-fleet", section: expect.objectContaining({ title: "Guides" }) }));
    expect(titles(await search("zeppelin", { section_id: sectionId }))).toEqual(["Installation", "Zeppelin fleet"]);
    expect(titles(await search("zeppelin", { version_id: project.versionIds.get("v1")! }))).toEqual([]);
    // The branch deleted Deployment, and its Installation no longer says "configuration"; the draft is untouched.
    expect(titles(await search("kubernetes"))).toEqual([]);
    expect(titles(await search("configuration"))).toEqual([]);
    expect(titles(await api.post(searchPath(), { token: reader.token, json: { query: "zeppelin", source: "draft" } }))).toEqual([]);
    // Pages of other versions are searched as the draft has them.
    expect(titles(await search("legacy"))).toEqual(["Legacy installation"]);

    expectProblem(await api.post(searchPath(), { token: reader.token, json: { query: "zeppelin", change_request_id: opened.body.change_request_id } }), 400);
    expectProblem(await api.post(searchPath(), { token: reader.token, json: { query: "zeppelin", source: "draft", change_request_id: "no-such-change-request" } }), 404);
  });

  it("validates the body", async () => {
    const response = await api.post(searchPath(), { token: reader.token, json: { query: "", limit: 500, source: "both" } });
    expectProblem(response, 400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["body.limit", "body.query", "body.source"]);
    expectProblem(await api.post(searchPath(), { token: reader.token, json: { query: "x", cursor: "bad" } }), 400);
  });

  it("checks authorization", async () => {
    expectProblem(await api.post(searchPath(), { json: { query: "install" } }), 401);
    expectProblem(await api.post(searchPath(), { token: team.reader.token, json: { query: "install" } }), 404);
    expectProblem(await api.post(searchPath(), { token: team.outsider.token, json: { query: "install" } }), 404);
    expectProblem(await api.post(searchPath(team.outsiderOrganizationId), { token: team.outsider.token, json: { query: "install" } }), 404);
  });
});
