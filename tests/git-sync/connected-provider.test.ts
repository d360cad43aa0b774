import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeProject } from "../publishing/fixtures";
import { git, startGitHttpServer, type GitHttpServer } from "../backups/git-server";
import { connectProvider } from "../git-provider/fixtures";
import { configureProvider, startFakeGitHub, type FakeGitHub } from "../git-provider/github-server";
import { WorkingCopy } from "./git-remote";

process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";

let team: Team;
let github: FakeGitHub;
let server: GitHttpServer;
let syncPath: string;

beforeAll(async () => {
  team = await makeTeam();
  await db.organization.update({ where: { id: team.organizationId }, data: { plan: "business" } });
  // The Git server takes the provider connection's token, as GitHub takes an OAuth token over HTTPS.
  server = await startGitHttpServer("gho_fake_secret_token_42");
  git(server.gitdir, "symbolic-ref", "HEAD", "refs/heads/trunk");
  github = await startFakeGitHub([{ id: 201, owner: "acme", name: "docs", private: true, defaultBranch: "trunk", refs: { trunk: {} }, htmlUrl: server.url.replace(/\.git$/, "") }]);
  configureProvider(github);
  const work = new WorkingCopy(server.gitdir, "trunk");
  work.write("handbook/start.md", "---\ntitle: Start here\n---\nWelcome.\n").commit("Handbook");
  work.push();
  const project = await makeProject(team.organizationId, { versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [] }] });
  syncPath = `/api/v1/documentation/${team.organizationId}/${project.documentation.id}/version/${project.versionIds.get("v1")}/git-sync`;
});

afterAll(async () => {
  await server?.close();
  await github?.close();
});

describe("a version linked through the Git provider connection", () => {
  it("needs the connection, takes no token of its own, and syncs with the connection's token", async () => {
    expectProblem(await api.put(syncPath, { token: team.admin.token, json: { repository_id: "201", path: "handbook" } }), 409);
    expect((await connectProvider(team.organizationId, team.admin)).status).toBe(200);
    expectProblem(await api.put(syncPath, { token: team.admin.token, json: { repository_id: "201", token: "ghp_other" } }), 400);

    const linked = await api.put(syncPath, { token: team.admin.token, json: { repository_id: "201", path: "handbook" } });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ repository_id: "201", repository_url: server.url, branch: "trunk", has_token: true });
    await inProcessJobsIdle();
    const status = (await api.get(syncPath, { token: team.admin.token })).body;
    expect(status).toMatchObject({ state: "idle", last_error: null });
    expect(await db.entry.findFirst({ where: { title: "Start here" } })).toMatchObject({ content: "Welcome.\n" });
    expect(server.authorizations.at(-1)).toBe(`Basic ${Buffer.from("x-access-token:gho_fake_secret_token_42").toString("base64")}`);
  });
});
