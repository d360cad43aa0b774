import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentationAccess } from "@/lib/auth/access";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { findEditorPage, normalizePagePath } from "@/lib/publishing/page-entry";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
let access: DocumentationAccess;

const entry = (key: string) => project.entryIds.get(key)!;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v2",
        slug: "v2",
        isDefault: true,
        sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Install", slug: "install" }, { title: "Usage", slug: "usage" }, { title: "Gone", slug: "gone" }] }],
      },
      { name: "v1", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Install", slug: "install" }] }] },
    ],
  });
  access = { organizationId: team.organizationId, role: "owner", grantedDocumentationIds: null, documentationScope: null, documentationId: project.documentation.id };
  expect((await publishAndWait(project.documentation.id, team.owner.token)).body.status).toBe("completed");
  // After the publish: a page renamed, a page deleted and a page written, none published yet.
  await db.entry.update({ where: { id: entry("v2/guides/usage") }, data: { slug: "using" } });
  await db.entry.delete({ where: { id: entry("v2/guides/gone") } });
  await db.entry.create({ data: { sectionId: project.sectionIds.get("v2/guides")!, kind: "page", title: "Draft", slug: "draft", order: 9 } });
});

/** Where the editor shows the page `version/section/page`. */
function where(key: string) {
  const [version, section] = key.split("/");
  return { versionId: project.versionIds.get(version!)!, sectionId: project.sectionIds.get(`${version}/${section}`)!, entryId: entry(key) };
}

describe("findEditorPage", () => {
  it("opens the entry a published path showed, with or without slashes around the path", async () => {
    const v2 = project.versionIds.get("v2")!;
    expect(await findEditorPage(access, { versionId: v2, path: "guides/install" })).toEqual(where("v2/guides/install"));
    expect(await findEditorPage(access, { versionId: v2, path: "/guides/install/" })).toEqual(where("v2/guides/install"));
  });

  it("keeps each version's page apart, and searches every version without one", async () => {
    expect(await findEditorPage(access, { versionId: project.versionIds.get("v1")!, path: "guides/install" })).toEqual(where("v1/guides/install"));
    const any = await findEditorPage(access, { versionId: null, path: "guides/install" });
    expect([entry("v1/guides/install"), entry("v2/guides/install")]).toContain(any.entryId);
  });

  it("opens a page renamed since the publish at its old path, and a draft page never published at its path", async () => {
    const v2 = project.versionIds.get("v2")!;
    expect((await findEditorPage(access, { versionId: v2, path: "guides/usage" })).entryId).toBe(entry("v2/guides/usage"));
    expect((await findEditorPage(access, { versionId: v2, path: "guides/using" })).entryId).toBe(entry("v2/guides/usage"));
    const draft = await db.entry.findFirstOrThrow({ where: { sectionId: project.sectionIds.get("v2/guides")!, slug: "draft" } });
    expect((await findEditorPage(access, { versionId: v2, path: "guides/draft" })).entryId).toBe(draft.id);
  });

  it("refuses a deleted page, an unknown path and another project's pages as not found", async () => {
    const v2 = project.versionIds.get("v2")!;
    for (const path of ["guides/gone", "guides/nowhere"]) {
      await expect(findEditorPage(access, { versionId: v2, path })).rejects.toSatisfy((error) => error instanceof DomainError && error.code === "not_found");
    }
    const other = await makeProject(team.organizationId, { versions: [{ name: "v2", slug: "v2", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [] }] }] });
    await expect(findEditorPage({ ...access, documentationId: other.documentation.id }, { versionId: null, path: "guides/install" })).rejects.toSatisfy(
      (error) => error instanceof DomainError && error.code === "not_found",
    );
  });

  it("normalizes page paths", () => {
    expect(normalizePagePath(" /a/b/ ")).toBe("a/b");
    expect(normalizePagePath("")).toBe("");
  });
});
