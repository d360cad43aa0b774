import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDocumentation } from "@/inngest/functions/initializers/import-documentation";
import { db } from "@/lib/db";
import { createJob } from "@/lib/jobs/dispatch";
import { api, type ApiResponse } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { makeBareRepository, startGitHttpServer, type GitHttpServer } from "../backups/git-server";
import { createProject, docPath } from "../content/helpers";
import { configureProvider, startFakeGitHub, type FakeGitHub } from "./github-server";
import { connectProvider, docsRepository, otherRepositories, pushFiles } from "./fixtures";
import { expectImportStarted, finishedImport } from "../initializers/helpers";

process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";

const gitToken = "git-http-secret";
const repositoryFiles = {
  "README.md": "# Project\n",
  "handbook/index.md": "# Handbook\n\nWelcome aboard.\n",
  "handbook/tools/editor.md": "---\ntitle: The editor\n---\nUse it.\n",
  "handbook/logo.svg": "<svg/>",
};

let fake: FakeGitHub;
let gitServer: GitHttpServer;
let localRepository: string;
let team: Team;

const initialize = async (user: TestUser | null, body: unknown, documentationId?: string) => {
  const id = documentationId ?? (await createProject(team));
  const response = await api.post(`${docPath({ organizationId: team.organizationId, documentationId: id })}/initialize-from-repository`, {
    token: user?.token,
    json: body,
  });
  return Object.assign(response, { documentationId: id });
};

/** Starts an import (202), waits for its job and answers the project's latest import. */
async function importRepository(user: TestUser, body: unknown, documentationId?: string) {
  const started = await initialize(user, body, documentationId);
  expectImportStarted(started, "repository");
  const job = await finishedImport(docPath({ organizationId: team.organizationId, documentationId: started.documentationId }), user.token);
  expect(job.job_id).toBe(started.body.job_id);
  return Object.assign(job, { documentationId: started.documentationId });
}

/** An import whose job fails with `message`, changing nothing. */
async function expectImportFailure(body: unknown, message: RegExp) {
  const job = await importRepository(team.member, body);
  expect(job).toMatchObject({ source: "repository", status: "failed", result: null });
  expect(job.error).toMatch(message);
  await expectUnchanged(job);
  return job;
}

/** A failed initialization changes nothing: the project stays uninitialized, with no version. */
async function expectUnchanged(response: { documentationId: string }) {
  const documentation = await db.documentation.findUniqueOrThrow({ where: { id: response.documentationId }, select: { status: true, initSource: true } });
  expect(documentation).toEqual({ status: "uninitialized", initSource: null });
  expect(await db.version.count({ where: { documentationId: response.documentationId } })).toBe(0);
}

async function contentOf(documentationId: string) {
  const sections = await db.section.findMany({
    where: { version: { documentationId } },
    orderBy: { order: "asc" },
    select: { title: true, sourceKind: true, sourceDetails: true, entries: { orderBy: { order: "asc" }, select: { title: true, kind: true, content: true } } },
  });
  return sections;
}

beforeAll(async () => {
  fake = await startFakeGitHub([
    {
      ...docsRepository,
      refs: { ...docsRepository.refs, huge: { "docs/huge.md": { content: "# Huge\n", size: 5 * 1024 * 1024 } } },
    },
    ...otherRepositories,
  ]);
  configureProvider(fake);
  gitServer = await startGitHttpServer(gitToken);
  pushFiles(gitServer.gitdir, repositoryFiles);
  localRepository = makeBareRepository();
  pushFiles(localRepository, { "guide.md": "# Guide\n\nOn disk.\n" });
  team = await makeTeam();
  expect((await connectProvider(team.organizationId, team.admin)).status).toBe(200);
});

afterAll(async () => {
  await fake?.close();
  await gitServer?.close();
});

describe("POST DOC/initialize-from-repository with repository_id", () => {
  it("imports the markdown under path through the organization's connection", async () => {
    fake.requests.length = 0;
    const response = await importRepository(team.member, { repository_id: "101", path: "docs" });
    expect(response).toMatchObject({ status: "completed", progress: { done: 3, total: 3 }, error: null });
    expect(response.result).toMatchObject({ documentation_id: response.documentationId, status: "pending", init_source: "repository", entry_count: 3 });
    expect(JSON.stringify(response)).not.toContain(fake.accessToken);
    const sections = await contentOf(response.documentationId);
    expect(sections.map((section) => section.title)).toEqual(["Documentation", "Advanced"]);
    expect(sections[0]!.entries.map((entry) => entry.title)).toEqual(["Guides home", "Installing"]);
    expect(sections[0]!.entries[1]!.content).toBe("Run the installer.\n");
    expect(sections[1]!.entries.map((entry) => entry.title)).toEqual(["Tuning"]);
    expect(sections[0]!.sourceKind).toBe("repository");
    expect(sections[1]!.sourceDetails).toMatchObject({ provider: "github", repository_id: "101", full_name: "octo/docs", ref: "main", root: "docs", path: "advanced" });
    // Only the selected markdown files' contents were read, each with the organization's token.
    const blobs = fake.requests.filter((request) => request.path.includes("/git/blobs/"));
    expect(blobs).toHaveLength(3);
    expect(fake.requests.every((request) => request.authorization === `Bearer ${fake.accessToken}`)).toBe(true);
  });

  it("reads another ref, and the whole repository without a path", async () => {
    const release = await importRepository(team.member, { repository_id: "101", ref: "release/v2", version_name: "v2" });
    expect(release.status).toBe("completed");
    const sections = await contentOf(release.documentationId);
    expect(sections.map((section) => section.title)).toEqual(["Docs"]);
    expect(sections[0]!.entries.map((entry) => entry.title)).toEqual(["Version two"]);
    expect(await db.version.findFirst({ where: { documentationId: release.documentationId }, select: { name: true } })).toEqual({ name: "v2" });
  });

  it("answers 409 for an initialized project and leaves it as it was", async () => {
    const first = await importRepository(team.member, { repository_id: "101", path: "docs" });
    expect(first.status).toBe("completed");
    const before = await contentOf(first.documentationId);
    expectProblem(await initialize(team.member, { repository_id: "102" }, first.documentationId), 409);
    expect(await contentOf(first.documentationId)).toEqual(before);
  });

  it("answers 409 while an import is queued, creating no second job", async () => {
    const documentationId = await createProject(team);
    const input = { documentationId, organizationId: team.organizationId, userId: team.member.id, source: "repository" as const, request: { repository_id: "101" } };
    const queued = await createJob(db, importDocumentation, input, { organizationId: team.organizationId, documentationId });
    const refused = await initialize(team.member, { repository_id: "101" }, documentationId);
    expectProblem(refused, 409);
    expect(refused.body.job_id).toBe(queued.id);
    expect(await db.job.count({ where: { documentationId } })).toBe(1);
    await db.job.update({ where: { id: queued.id }, data: { status: "failed" } });
    expect((await importRepository(team.member, { repository_id: "101", path: "docs" }, documentationId)).status).toBe("completed");
  });

  it("fails without change on provider errors, limits, a missing connection or configuration", async () => {
    fake.failures.set("/api/repos/octo/docs/git/blobs", 500);
    await expectImportFailure({ repository_id: "101", path: "docs" }, /The Git provider answered 500\./);
    fake.failures.clear();

    await expectImportFailure({ repository_id: "101", ref: "huge" }, /docs\/huge\.md is larger than 1 MB/);

    fake.truncateTrees = true;
    await expectImportFailure({ repository_id: "101" }, /lists this repository's tree only in part; import it with repository_url instead/);
    fake.truncateTrees = false;

    await expectImportFailure({ repository_id: "999" }, /was not found\./);
    await expectImportFailure({ repository_id: "101", path: "src" }, /No markdown files \(.*\) under src\./);

    const secret = process.env.GIT_PROVIDER_CLIENT_SECRET;
    delete process.env.GIT_PROVIDER_CLIENT_SECRET;
    try {
      await expectUnchanged(expectStatus(await initialize(team.member, { repository_id: "101" }), 503));
    } finally {
      process.env.GIT_PROVIDER_CLIENT_SECRET = secret;
    }

    const unconnected = await makeTeam();
    const project = await createProject(unconnected);
    const response = await api.post(`${docPath({ organizationId: unconnected.organizationId, documentationId: project })}/initialize-from-repository`, {
      token: unconnected.owner.token,
      json: { repository_id: "101" },
    });
    expectProblem(response, 409);
  });
});

function expectStatus<T extends ApiResponse>(response: T, status: number): T {
  expectProblem(response, status);
  return response;
}

describe("POST DOC/initialize-from-repository with repository_url", () => {
  it("clones an HTTP repository with the token and imports its markdown", async () => {
    gitServer.authorizations.length = 0;
    const started = await initialize(team.member, { repository_url: gitServer.url, token: gitToken, path: "handbook" });
    expectImportStarted(started, "repository");
    // Kept sealed while the job waits, and removed from it once it ends.
    expect(JSON.stringify(await db.job.findUniqueOrThrow({ where: { id: started.body.job_id } }))).not.toContain(gitToken);
    const response = Object.assign(await finishedImport(docPath({ organizationId: team.organizationId, documentationId: started.documentationId }), team.member.token), {
      documentationId: started.documentationId,
    });
    expect(response).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(JSON.stringify(response)).not.toContain(gitToken);
    expect((await db.job.findUniqueOrThrow({ where: { id: started.body.job_id } })).input).toMatchObject({ request: expect.not.objectContaining({ sealed_token: expect.anything() }) });
    expect(gitServer.authorizations).toContain(`Basic ${Buffer.from(`x-access-token:${gitToken}`).toString("base64")}`);
    const sections = await contentOf(response.documentationId);
    expect(sections.map((section) => section.title)).toEqual(["Documentation", "Tools"]);
    expect(sections[0]!.entries.map((entry) => entry.title)).toEqual(["Handbook"]);
    expect(sections[1]!.entries).toEqual([{ title: "The editor", kind: "page", content: "Use it.\n" }]);
    expect(JSON.stringify(sections)).not.toContain(gitToken);
    expect(sections[0]!.sourceDetails).toMatchObject({ repository_url: gitServer.url, commit: expect.stringMatching(/^[0-9a-f]{40}$/), root: "handbook" });
  });

  it("reads a repository on disk where configuration allows it", async () => {
    const response = await importRepository(team.member, { repository_url: localRepository, ref: "main" });
    expect(response.status).toBe("completed");
    const sections = await contentOf(response.documentationId);
    expect(sections[0]!.entries).toEqual([{ title: "Guide", kind: "page", content: "On disk.\n" }]);
  });

  it("fails the job on a bad token or a missing ref, refuses local paths when not allowed, and changes nothing", async () => {
    const wrongToken = await expectImportFailure({ repository_url: gitServer.url, token: "wrong" }, /The repository refused access; send a token that can read it\./);
    expect(await db.job.findUniqueOrThrow({ where: { id: wrongToken.job_id } })).toMatchObject({ input: { request: expect.not.objectContaining({ sealed_token: expect.anything() }) } });

    await expectImportFailure({ repository_url: localRepository, ref: "no-such-branch" }, /The repository has no branch or tag named no-such-branch\./);

    process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "false";
    try {
      for (const url of [localRepository, gitServer.url]) {
        const refused = await initialize(team.member, { repository_url: url, token: gitToken });
        expectProblem(refused, 400);
        expect(refused.body.errors[0].path).toBe("body.repository_url");
        await expectUnchanged(refused);
      }
    } finally {
      process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";
    }
  });
});

describe("POST DOC/initialize-from-repository: validation and authorization", () => {
  it("validates the body with field errors and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{}, "body.repository_id"],
      [{ repository_id: "101", repository_url: gitServer.url }, "body.repository_id"],
      [{ repository_id: "101", token: "x" }, "body.token"],
      [{ repository_id: "octo/docs" }, "body.repository_id"],
      [{ repository_id: "101", path: "../etc" }, "body.path"],
      [{ repository_id: "101", ref: "a..b" }, "body.ref"],
      [{ repository_id: "101", extra: true }, "body"],
      [{ repository_url: "ftp://example.com/x.git" }, "body.repository_url"],
    ];
    const documentationId = await createProject(team);
    for (const [body, path] of cases) {
      const response = await initialize(team.member, body, documentationId);
      expectProblem(response, 400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
      await expectUnchanged(response);
    }
  });

  it("checks authorization", async () => {
    const body = { repository_id: "101" };
    await expectUnchanged(expectStatus(await initialize(null, body), 401));
    const project = await createProject(team);
    const grantedReader = await addMember(team.organizationId, team.owner, "reader", [project]);
    await expectUnchanged(expectStatus(await initialize(grantedReader, body, project), 403));
    await expectUnchanged(expectStatus(await initialize(team.outsider, body, project), 404));
  });
});
