import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOf } from "@/lib/billing/plans";
import { usageOf } from "@/lib/billing/usage";
import { dataDir } from "@/lib/config";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { blobStore } from "@/lib/storage";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { makeProject } from "../publishing/fixtures";
import { git, makeBareRepository, startGitHttpServer, type GitHttpServer } from "./git-server";

process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";

let team: Team;
let granted: TestUser;
let project: Awaited<ReturnType<typeof makeProject>>;
let server: GitHttpServer;
const doc = (id = project.documentation.id, organizationId = team.organizationId) => `/api/v1/documentation/${organizationId}/${id}`;

async function putAsset(documentationId: string, filename: string, bytes: Buffer) {
  const blobKey = `backup-test/${documentationId}/${filename}`;
  await blobStore().put(blobKey, bytes, { contentType: "image/png" });
  return db.asset.create({
    data: { documentationId, filename, contentType: "image/png", size: bytes.length, blobKey, sha256: createHash("sha256").update(bytes).digest("hex"), altText: `${filename} alt` },
  });
}

/** Everything a restore must bring back: content, configuration, assets (with their bytes). */
async function projectState(documentationId: string) {
  const documentation = await db.documentation.findUniqueOrThrow({ where: { id: documentationId }, select: { name: true, description: true, config: true, isPublic: true, lockedAt: true } });
  const versions = await db.version.findMany({ where: { documentationId }, orderBy: { id: "asc" }, select: { id: true, name: true, slug: true, isDefault: true, isLatest: true, isDeprecated: true } });
  const sections = await db.section.findMany({ where: { version: { documentationId } }, orderBy: { id: "asc" }, select: { id: true, versionId: true, parentId: true, title: true, slug: true, description: true, icon: true, order: true, sourceKind: true, sourceDetails: true } });
  const entries = await db.entry.findMany({ where: { section: { version: { documentationId } } }, orderBy: { id: "asc" }, select: { id: true, sectionId: true, parentId: true, kind: true, title: true, slug: true, content: true, metadata: true, order: true } });
  const assets = await Promise.all(
    (await db.asset.findMany({ where: { documentationId }, orderBy: { id: "asc" } })).map(async (asset) => {
      const blob = (await blobStore().get(asset.blobKey))!;
      const bytes = await buffer(Readable.fromWeb(blob.body as import("node:stream/web").ReadableStream));
      return { id: asset.id, filename: asset.filename, contentType: asset.contentType, size: asset.size, altText: asset.altText, sha256: asset.sha256, bytes: createHash("sha256").update(bytes).digest("hex") };
    }),
  );
  return { documentation, versions, sections, entries, assets };
}

async function backupAndWait(token: string) {
  const started = await api.post(`${doc()}/backup`, { token });
  expect(started.status).toBe(202);
  await inProcessJobsIdle();
  const list = await api.get(`${doc()}/backup`, { token });
  return list.body.find((backup: { backup_id: string }) => backup.backup_id === started.body.backup_id);
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
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Start", slug: "start", content: "# Start\n\n---\nnot front matter\n\n" },
              { title: "Folder", slug: "folder", kind: "folder", children: [{ title: "Nested", slug: "nested", content: "Deep: 'quotes' and \"double\"" }] },
              { title: "Empty", slug: "empty", content: "" },
            ],
          },
        ],
      },
      { name: "v1", slug: "v1", isDeprecated: true, sections: [{ title: "Old", slug: "old", entries: [{ title: "Old page", slug: "old-page", content: "old" }] }] },
    ],
  });
  const child = await db.section.create({ data: { versionId: project.versionIds.get("v2")!, parentId: project.sectionIds.get("v2/guides"), title: "Child section", slug: "child", icon: "🧒", order: 0, sourceDetails: { from: "test" } } });
  await db.entry.create({ data: { sectionId: child.id, kind: "page", title: "In child", slug: "in-child", content: "child page", order: 0, metadata: { tags: ["a", "b"], date: "2026-01-01T00:00:00.000Z", n: 3 } } });
  await db.documentation.update({ where: { id: project.documentation.id }, data: { config: { theme: { primary_color: "#123456" }, navigation: { links: [] } }, description: "Original" } });
  await putAsset(project.documentation.id, "logo.png", Buffer.from("png-bytes-1"));
  await putAsset(project.documentation.id, "diagram.png", Buffer.from("png-bytes-2"));
  granted = await addMember(team.organizationId, team.owner, "reader", [project.documentation.id]);
  server = await startGitHttpServer("secret-token");
});

afterAll(async () => server?.close());

describe("PUT/GET DOC/backup/repository", () => {
  it("stores the repository with an encrypted token that is never returned", async () => {
    const saved = await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: server.url, token: "secret-token" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ repository_url: server.url, branch: `docs-platform/${project.documentation.id}`, has_token: true, username: "x-access-token" });
    expect(saved.text).not.toContain("secret-token");
    const row = await db.backupRepository.findUniqueOrThrow({ where: { documentationId: project.documentation.id } });
    expect(row.encryptedToken).not.toContain("secret-token");
    const read = await api.get(`${doc()}/backup/repository`, { token: team.owner.token });
    expect(read.body).toEqual(saved.body);
    expect(read.text).not.toContain("secret");
  });

  it("validates the URL", async () => {
    for (const url of ["ftp://example.com/x.git", "not a url", "https://user:pw@example.com/x.git", "https://example.com/x.git?a=1"]) {
      const response = await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: url } });
      expectProblem(response, 400);
      expect(response.body.errors[0].path).toBe("body.repository_url");
    }
    expectProblem(await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: "https://example.com/x.git", branch: "../x" } }), 400);
    process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "false";
    try {
      expectProblem(await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: "/tmp/repo.git" } }), 400);
      expectProblem(await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: "http://127.0.0.1:9/x.git" } }), 400);
      expectProblem(await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: "https://10.0.0.1/x.git" } }), 400);
    } finally {
      process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";
    }
  });

  it("checks authorization", async () => {
    const body = { repository_url: server.url };
    expectProblem(await api.put(`${doc()}/backup/repository`, { json: body }), 401);
    expectProblem(await api.put(`${doc()}/backup/repository`, { token: team.member.token, json: body }), 403);
    expectProblem(await api.get(`${doc()}/backup/repository`, { token: granted.token }), 403);
    expectProblem(await api.get(`${doc()}/backup/repository`, { token: team.reader.token }), 404);
    expectProblem(await api.get(`${doc()}/backup/repository`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(doc(project.documentation.id, team.outsiderOrganizationId) + "/backup/repository", { token: team.outsider.token }), 404);
  });
});

describe("POST/GET DOC/backup and restore", () => {
  it("backs up to an HTTP remote with the token, then restores exactly after changes (round trip)", async () => {
    const original = await projectState(project.documentation.id);
    const backup = await backupAndWait(team.admin.token);
    expect(backup).toMatchObject({ status: "completed", commit: expect.stringMatching(/^[0-9a-f]{40}$/), timestamp: expect.any(String) });
    // The client asks without credentials first, then answers the 401 with the token.
    const sent = server.authorizations.filter(Boolean);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([`Basic ${Buffer.from("x-access-token:secret-token").toString("base64")}`]));
    const branch = `docs-platform/${project.documentation.id}`;
    expect(git(server.gitdir, "rev-parse", branch).trim()).toBe(backup.commit);
    const tree = git(server.gitdir, "ls-tree", "-r", "--name-only", branch).split("\n");
    expect(tree).toEqual(expect.arrayContaining(["documentation.json", "versions/v2/sections/guides/pages/start.md", "versions/v2/sections/guides/pages/folder/nested.md", "versions/v2/sections/guides/sections/child/section.json", "assets/index.json"]));
    expect(git(server.gitdir, "show", `${branch}:versions/v2/sections/guides/pages/start.md`)).toContain("title: Start");

    // Change content, configuration and assets in every way.
    const start = project.entryIds.get("v2/guides/start")!;
    await db.entry.update({ where: { id: start }, data: { content: "changed", title: "Changed" } });
    await db.entry.delete({ where: { id: project.entryIds.get("v2/guides/folder")! } });
    await db.section.updateMany({ where: { versionId: project.versionIds.get("v2")!, slug: "child" }, data: { icon: null } });
    await db.entry.create({ data: { sectionId: project.sectionIds.get("v2/guides")!, kind: "page", title: "New", slug: "new", order: 9 } });
    await db.version.delete({ where: { id: project.versionIds.get("v1")! } });
    await db.version.create({ data: { documentationId: project.documentation.id, name: "v3", slug: "v3" } });
    await db.documentation.update({ where: { id: project.documentation.id }, data: { config: { theme: {} }, description: "Changed" } });
    await db.asset.delete({ where: { id: original.assets[0]!.id } });
    await putAsset(project.documentation.id, "extra.png", Buffer.from("extra"));
    expect(await projectState(project.documentation.id)).not.toEqual(original);

    // Hosting services make the first pushed branch the default (HEAD), as here; isomorphic-git
    // cannot fetch from a repository whose HEAD names no branch.
    git(server.gitdir, "symbolic-ref", "HEAD", `refs/heads/${branch}`);
    // A fresh cache makes the restore fetch from the remote, which is held so the lock can be seen.
    await rm(path.join(dataDir, "backup-repositories"), { recursive: true, force: true });
    server.hold();
    const restore = await api.post(`${doc()}/backup/restore`, { token: team.owner.token, json: { backup_id: backup.backup_id } });
    expect(restore.status).toBe(202);
    expect(restore.body).toMatchObject({ job_id: expect.any(String), backup_id: backup.backup_id });
    const entryPath = `${doc()}/version/${project.versionIds.get("v2")}/section/${project.sectionIds.get("v2/guides")}/entry/${start}`;
    const locked = await api.put(entryPath, { token: team.owner.token, json: { content: "during restore" } });
    expectProblem(locked, 423);
    expect((await api.get(entryPath, { token: team.owner.token })).status).toBe(200);
    expectProblem(await api.post(`${doc()}/backup/restore`, { token: team.owner.token, json: { backup_id: backup.backup_id } }), 409);
    server.release();
    await inProcessJobsIdle();

    const status = await api.get(`${doc()}/backup/restore`, { token: team.owner.token });
    expect(status.body).toMatchObject({ status: "completed", backup_id: backup.backup_id, error: null });
    expect(await projectState(project.documentation.id)).toEqual(original);
    expect((await api.put(entryPath, { token: team.owner.token, json: { content: "after restore" } })).status).toBe(200);
  });

  it("backs up to a bare repository on disk and restores through the alternative path", async () => {
    const bare = makeBareRepository();
    expect((await api.put(`${doc()}/backup/repository`, { token: team.admin.token, json: { repository_url: `file://${bare}` } })).status).toBe(200);
    const original = await projectState(project.documentation.id);
    const first = await backupAndWait(team.owner.token);
    await db.entry.updateMany({ where: { section: { version: { documentationId: project.documentation.id } } }, data: { content: "wiped" } });
    const second = await backupAndWait(team.owner.token);
    expect(git(bare, "rev-parse", `${second.commit}^`).trim()).toBe(first.commit);
    const restore = await api.post(`/api/v1/documentation/${team.organizationId}/documentation/${project.documentation.id}/backup/restore`, {
      token: team.admin.token,
      json: { backup_id: first.backup_id },
    });
    expect(restore.status).toBe(202);
    await inProcessJobsIdle();
    expect(await projectState(project.documentation.id)).toEqual(original);

    const list = await api.get(`${doc()}/backup?limit=1`, { token: team.admin.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].backup_id).toBe(second.backup_id);
    expect(list.headers.get("x-next-cursor")).toEqual(expect.any(String));
  });

  it("refuses a restore whose assets exceed the plan's storage, changing nothing", async () => {
    const backup = await backupAndWait(team.owner.token);
    await db.entry.updateMany({ where: { section: { version: { documentationId: project.documentation.id } } }, data: { content: "kept" } });
    const before = await projectState(project.documentation.id);
    const { plan } = await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } });
    // Another project fills the storage so that the backup's assets no longer fit.
    const other = await makeProject(team.organizationId, { versions: [] });
    const filler = await db.asset.create({
      data: { documentationId: other.documentation.id, filename: "big.bin", contentType: "application/octet-stream", size: planOf(plan).limits.storage_bytes! - (await usageOf(team.organizationId, "storage_bytes")) + 1, blobKey: `backup-test/${other.documentation.id}/big.bin`, sha256: "0".repeat(64) },
    });
    try {
      const restore = await api.post(`${doc()}/backup/restore`, { token: team.owner.token, json: { backup_id: backup.backup_id } });
      expect(restore.status).toBe(202);
      await inProcessJobsIdle();
      const status = await api.get(`${doc()}/backup/restore`, { token: team.owner.token });
      expect(status.body).toMatchObject({ status: "failed", backup_id: backup.backup_id });
      expect(status.body.error).toMatch(/plan allows .* storage bytes/);
      expect(await projectState(project.documentation.id)).toEqual(before);
    } finally {
      await db.asset.delete({ where: { id: filler.id } });
    }
  });

  it("refuses an uninitialized project, a missing repository and unknown backups", async () => {
    const fresh = await makeProject(team.organizationId, { versions: [], status: "uninitialized" });
    expectProblem(await api.post(`${doc(fresh.documentation.id)}/backup`, { token: team.owner.token }), 409);
    const initialized = await makeProject(team.organizationId, { versions: [] });
    expectProblem(await api.post(`${doc(initialized.documentation.id)}/backup`, { token: team.owner.token }), 409);
    expectProblem(await api.post(`${doc()}/backup/restore`, { token: team.owner.token, json: { backup_id: "00000000-0000-4000-8000-000000000000" } }), 404);
    const invalid = await api.post(`${doc()}/backup/restore`, { token: team.owner.token, json: { backup_id: "nope" } });
    expectProblem(invalid, 400);
    expect(invalid.body.errors[0].path).toBe("body.backup_id");
  });

  it("checks authorization", async () => {
    expectProblem(await api.post(`${doc()}/backup`), 401);
    expectProblem(await api.post(`${doc()}/backup`, { token: team.member.token }), 403);
    expectProblem(await api.get(`${doc()}/backup`, { token: granted.token }), 403);
    expectProblem(await api.get(`${doc()}/backup`, { token: team.reader.token }), 404);
    expectProblem(await api.post(`${doc()}/backup/restore`, { token: team.outsider.token, json: { backup_id: "00000000-0000-4000-8000-000000000000" } }), 404);
    expectProblem(await api.post(`${doc(project.documentation.id, team.outsiderOrganizationId)}/backup`, { token: team.outsider.token }), 404);
  });
});
