import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
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
              { title: "Deployment", slug: "deployment", content: "Deploy to production servers (when a < b). Installation must be done first." },
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
    expect(deployment.snippet).toContain("<mark>Installation</mark>");
    expect(deployment.snippet).toContain("a &lt; b");
    const legacy = response.body.results.find((result: { title: string }) => result.title === "Legacy installation");
    expect(legacy.url).toMatch(/\/v1\/guides\/legacy$/);
  });

  it("matches prefixes and tolerates typos", async () => {
    const prefix = await api.post(searchPath(), { token: reader.token, json: { query: "deplo" } });
    expect(prefix.body.results.map((result: { title: string }) => result.title)).toEqual(["Deployment"]);
    const typo = await api.post(searchPath(), { token: reader.token, json: { query: "authentcation" } });
    expect(typo.body.results.map((result: { title: string }) => result.title)).toEqual(["Authentication tokens"]);
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

  it("searches the draft on request; the published snapshot only changes with a publish", async () => {
    await db.entry.update({ where: { id: project.entryIds.get("v2/guides/deployment")! }, data: { content: "Kubernetes clusters." } });
    const published = await api.post(searchPath(), { token: reader.token, json: { query: "kubernetes" } });
    expect(published.body.results).toEqual([]);
    const draft = await api.post(searchPath(), { token: reader.token, json: { query: "kubernetes", source: "draft" } });
    expect(draft.body.results).toEqual([expect.objectContaining({ title: "Deployment", path: "guides/deployment", url: null })]);
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
