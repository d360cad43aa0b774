import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sitePath } from "@/lib/publishing/structure";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
/** A reader granted this project. */
let reader: TestUser;
const redirectsPath = (documentationId = project.documentation.id, organizationId = team.organizationId) =>
  `/api/v1/documentation/${organizationId}/${documentationId}/redirects`;

/** The project's redirects as `from → to`, sorted. */
async function redirects(): Promise<string[]> {
  const rows = await db.siteRedirect.findMany({ where: { documentationId: project.documentation.id } });
  return rows.map((row) => `${row.fromPath} → ${row.toPath}`).sort();
}

async function publish() {
  const status = await publishAndWait(project.documentation.id, team.owner.token);
  expect(status.body.status).toBe("completed");
}

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v2",
        slug: "v2",
        isDefault: true,
        sections: [
          { title: "Guides", slug: "guides", entries: [{ title: "Install", slug: "install" }, { title: "Usage", slug: "usage" }, { title: "Gone", slug: "gone" }] },
          { title: "Reference", slug: "reference", entries: [{ title: "Auth", slug: "auth" }] },
        ],
      },
      { name: "v1", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old", slug: "old" }] }] },
    ],
  });
  reader = await addMember(team.organizationId, team.owner, "reader", [project.documentation.id]);
  await publish();
});

describe("sitePath", () => {
  it("puts pages of the default version at the root and the others under their slug", () => {
    expect(sitePath({ slug: "v2", isDefault: true }, "guides/install")).toBe("guides/install");
    expect(sitePath({ slug: "v1", isDefault: false }, "guides/old")).toBe("v1/guides/old");
    expect(sitePath({ slug: "v1", isDefault: false }, "")).toBe("v1");
    expect(sitePath({ slug: "v2", isDefault: true }, "")).toBe("");
  });
});

describe("automatic redirects", () => {
  it("records none for a first publish or one that moves nothing", async () => {
    await publish();
    expect(await redirects()).toEqual([]);
  });

  it("redirects an entry moved to another section once the next publish takes it live", async () => {
    await db.entry.update({ where: { id: project.entryIds.get("v2/guides/usage")! }, data: { sectionId: project.sectionIds.get("v2/reference")! } });
    expect(await redirects()).toEqual([]);
    await publish();
    expect(await redirects()).toEqual(["guides/usage → reference/usage"]);
    const listed = await api.get(redirectsPath(), { token: reader.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { redirect_id: expect.any(String), from: "/guides/usage", to: "/reference/usage", source: "automatic", created_at: expect.any(String), created_by: null },
    ]);
  });

  it("redirects a renamed slug, and points earlier redirects at the newest path (no chains)", async () => {
    const install = project.entryIds.get("v2/guides/install")!;
    await db.entry.update({ where: { id: install }, data: { slug: "setup" } });
    await publish();
    expect(await redirects()).toContain("guides/install → guides/setup");
    await db.entry.update({ where: { id: install }, data: { slug: "installation" } });
    await publish();
    expect(await redirects()).toEqual(["guides/install → guides/installation", "guides/setup → guides/installation", "guides/usage → reference/usage"]);
  });

  it("redirects every page of a renamed section, and a deleted entry gets none", async () => {
    await db.section.update({ where: { id: project.sectionIds.get("v2/reference")! }, data: { slug: "api" } });
    await db.entry.delete({ where: { id: project.entryIds.get("v2/guides/gone")! } });
    await publish();
    expect(await redirects()).toEqual([
      "guides/install → guides/installation",
      "guides/setup → guides/installation",
      "guides/usage → api/usage",
      "reference/auth → api/auth",
      "reference/usage → api/usage",
    ]);
  });

  it("redirects the pages of a version whose slug changed, under the new slug", async () => {
    await db.version.update({ where: { id: project.versionIds.get("v1")! }, data: { slug: "legacy" } });
    await publish();
    expect(await redirects()).toContain("v1/guides/old → legacy/guides/old");
  });

  it("lets a page win over a redirect from its path, automatic or manual", async () => {
    const manual = await api.post(redirectsPath(), { token: team.admin.token, json: { from: "/api/auth", to: "/guides/installation" } });
    expect(manual.status).toBe(201);
    // A new page takes the old path of the renamed one.
    await db.entry.create({ data: { sectionId: project.sectionIds.get("v2/guides")!, kind: "page", title: "Setup", slug: "setup", content: "", order: 9 } });
    await publish();
    const after = await redirects();
    expect(after).not.toContain("guides/setup → guides/installation");
    expect(after).not.toContain("api/auth → guides/installation");
    expect(after).toContain("guides/install → guides/installation");
  });

  it("redirects both versions' pages when another version becomes the default", async () => {
    await db.version.update({ where: { id: project.versionIds.get("v2")! }, data: { isDefault: false } });
    await db.version.update({ where: { id: project.versionIds.get("v1")! }, data: { isDefault: true } });
    await publish();
    const after = await redirects();
    expect(after).toContain("legacy/guides/old → guides/old");
    expect(after).toContain("guides/installation → v2/guides/installation");
    expect(after).toContain("guides/install → v2/guides/installation");
    expect(after).toContain("api/auth → v2/api/auth");
    // The chain from before the switch ends at the new path of its page.
    expect(after).toContain("v1/guides/old → guides/old");
  });
});

describe("manual redirects: GET, POST, DELETE DOC/redirects", () => {
  it("adds a redirect (201), lists it newest first and paginated, and deletes it (204)", async () => {
    const created = await api.post(redirectsPath(), { token: team.admin.token, json: { from: "/v9/moved/", to: "/guides/old#top" } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      redirect_id: expect.any(String),
      from: "/v9/moved",
      to: "/guides/old#top",
      source: "manual",
      created_at: expect.any(String),
      created_by: { user_id: team.admin.id, email: team.admin.email },
    });
    const row = await db.siteRedirect.findUniqueOrThrow({ where: { id: created.body.redirect_id } });
    expect(row).toMatchObject({ fromPath: "v9/moved", toPath: "guides/old#top", source: "manual", createdById: team.admin.id });

    const first = await api.get(`${redirectsPath()}?limit=1`, { token: reader.token });
    expect(first.body.map((item: { redirect_id: string }) => item.redirect_id)).toEqual([created.body.redirect_id]);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const second = await api.get(`${redirectsPath()}?limit=1&cursor=${cursor}`, { token: reader.token });
    expect(second.body).toHaveLength(1);
    expect(second.body[0].redirect_id).not.toBe(created.body.redirect_id);

    const root = await api.post(redirectsPath(), { token: team.owner.token, json: { from: "/", to: "/guides/old" } });
    expect(root.body.from).toBe("/");
    expect((await db.siteRedirect.findUniqueOrThrow({ where: { id: root.body.redirect_id } })).fromPath).toBe("");

    const deleted = await api.delete(`${redirectsPath()}/${created.body.redirect_id}`, { token: team.admin.token });
    expect(deleted.status).toBe(204);
    expect(await db.siteRedirect.findUnique({ where: { id: created.body.redirect_id } })).toBeNull();
    expectProblem(await api.delete(`${redirectsPath()}/${created.body.redirect_id}`, { token: team.admin.token }), 404);
  });

  it("refuses a second redirect from the same path with 409", async () => {
    const first = await api.post(redirectsPath(), { token: team.admin.token, json: { from: "/twice", to: "/a" } });
    expect(first.status).toBe(201);
    const second = await api.post(redirectsPath(), { token: team.admin.token, json: { from: "/twice/", to: "/b" } });
    expectProblem(second, 409);
    expect(second.body.redirect_id).toBe(first.body.redirect_id);
  });

  it("validates the paths", async () => {
    const invalid: unknown[] = [
      { from: "guides/old", to: "/a" },
      { from: "/a", to: "https://evil.example/a" },
      { from: "/a", to: "//evil.example/a" },
      { from: "/a", to: "/\\evil.example" },
      { from: "/a/../b", to: "/c" },
      { from: "/a", to: "/b/../../c" },
      { from: `/${"a".repeat(500)}`, to: "/b" },
      { from: "/same", to: "/same/" },
      { from: "/a\u0000b", to: "/c" },
      { from: "/a?x=1", to: "/c" },
      { from: "/a" },
      { from: "/a", to: "/b", source: "automatic" },
    ];
    for (const json of invalid) {
      const response = await api.post(redirectsPath(), { token: team.admin.token, json });
      expectProblem(response, 400);
    }
    expectProblem(await api.get(`${redirectsPath()}?limit=0`, { token: team.admin.token }), 400);
  });

  it("checks authorization: reading for every role of the project, changes for admins", async () => {
    const any = (await db.siteRedirect.findFirstOrThrow({ where: { documentationId: project.documentation.id } })).id;
    expectProblem(await api.get(redirectsPath()), 401);
    expectProblem(await api.post(redirectsPath(), { json: { from: "/x", to: "/y" } }), 401);
    expectProblem(await api.delete(`${redirectsPath()}/${any}`), 401);

    expect((await api.get(redirectsPath(), { token: team.member.token })).status).toBe(200);
    expectProblem(await api.post(redirectsPath(), { token: team.member.token, json: { from: "/x", to: "/y" } }), 403);
    expectProblem(await api.post(redirectsPath(), { token: reader.token, json: { from: "/x", to: "/y" } }), 403);
    expectProblem(await api.delete(`${redirectsPath()}/${any}`, { token: team.member.token }), 403);
    expectProblem(await api.delete(`${redirectsPath()}/${any}`, { token: reader.token }), 403);
    // A reader not granted this project sees nothing of it.
    expectProblem(await api.get(redirectsPath(), { token: team.reader.token }), 404);

    for (const path of [redirectsPath(), redirectsPath(project.documentation.id, team.outsiderOrganizationId)]) {
      expectProblem(await api.get(path, { token: team.outsider.token }), 404);
      expectProblem(await api.post(path, { token: team.outsider.token, json: { from: "/x", to: "/y" } }), 404);
      expectProblem(await api.delete(`${path}/${any}`, { token: team.outsider.token }), 404);
    }
    expect(await db.siteRedirect.findUnique({ where: { id: any } })).not.toBeNull();
  });

  it("answers 404 for a redirect of another project", async () => {
    const other = await makeProject(team.organizationId, { versions: [] });
    const foreign = await api.post(redirectsPath(other.documentation.id), { token: team.admin.token, json: { from: "/x", to: "/y" } });
    expect(foreign.status).toBe(201);
    expectProblem(await api.delete(`${redirectsPath()}/${foreign.body.redirect_id}`, { token: team.admin.token }), 404);
    expect(await db.siteRedirect.findUnique({ where: { id: foreign.body.redirect_id } })).not.toBeNull();
  });
});
