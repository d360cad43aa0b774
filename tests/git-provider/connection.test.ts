import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { issueState, stateLifetimeMs } from "@/lib/git-provider/state";
import { api, type ApiResponse } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { configureProvider, startFakeGitHub, type FakeGitHub } from "./github-server";
import { connectProvider, docsRepository, otherRepositories, providerPath } from "./fixtures";

let fake: FakeGitHub;
let team: Team;
const path = () => providerPath(team.organizationId);
const storedConnection = () => db.gitProviderConnection.findUnique({ where: { organizationId: team.organizationId } });

/** The organization's token never travels back to a caller. */
function expectNoToken(response: ApiResponse) {
  expect(response.text).not.toContain(fake.accessToken);
}

async function withoutConfiguration(run: () => Promise<void>) {
  const saved = process.env.GIT_PROVIDER_CLIENT_SECRET;
  delete process.env.GIT_PROVIDER_CLIENT_SECRET;
  try {
    await run();
  } finally {
    process.env.GIT_PROVIDER_CLIENT_SECRET = saved;
  }
}

beforeAll(async () => {
  fake = await startFakeGitHub([docsRepository, ...otherRepositories]);
  configureProvider(fake);
  team = await makeTeam();
});

afterAll(async () => fake?.close());

describe("POST ORG/git-provider/authorize", () => {
  it("answers the provider's authorize URL with a signed, expiring state", async () => {
    const response = await api.post(`${path()}/authorize`, { token: team.admin.token });
    expect(response.status).toBe(200);
    const url = new URL(response.body.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.oauthUrl}/authorize`);
    expect(url.searchParams.get("client_id")).toBe(fake.clientId);
    expect(url.searchParams.get("scope")).toBe("repo");
    expect(url.searchParams.get("state")).toBe(response.body.state);
    expect(response.text).not.toContain(fake.clientSecret);
    const expiresIn = Date.parse(response.body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(stateLifetimeMs - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(stateLifetimeMs);
  });

  it("checks authorization and configuration", async () => {
    expectProblem(await api.post(`${path()}/authorize`), 401);
    expectProblem(await api.post(`${path()}/authorize`, { token: team.member.token }), 403);
    expectProblem(await api.post(`${path()}/authorize`, { token: team.outsider.token }), 404);
    await withoutConfiguration(async () => expectProblem(await api.post(`${path()}/authorize`, { token: team.admin.token }), 503));
  });
});

describe("POST ORG/git-provider/callback", () => {
  it("validates the body and stores nothing", async () => {
    const state = issueState(team.organizationId, team.admin.id).state;
    const missing = await api.post(`${path()}/callback`, { token: team.admin.token, json: { state } });
    expectProblem(missing, 400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: "body.code" })]);
    const unknown = await api.post(`${path()}/callback`, { token: team.admin.token, json: { code: "good-code", state, extra: 1 } });
    expectProblem(unknown, 400);
    expectProblem(await api.post(`${path()}/callback`, { token: team.admin.token }), 400);
    expect(await storedConnection()).toBeNull();
  });

  it("refuses a forged, expired or borrowed state before calling the provider", async () => {
    const before = fake.requests.length;
    const { state } = issueState(team.organizationId, team.admin.id);
    const cases = [
      `${state.split(".")[0]}.forged-signature`,
      "not-a-state",
      issueState(team.organizationId, team.admin.id, Date.now() - stateLifetimeMs - 1_000).state,
      issueState(team.organizationId, team.owner.id).state,
      issueState(team.outsiderOrganizationId, team.admin.id).state,
    ];
    for (const candidate of cases) {
      const response = await api.post(`${path()}/callback`, { token: team.admin.token, json: { code: "good-code", state: candidate } });
      expectProblem(response, 400);
      expect(response.body.errors[0].path).toBe("body.state");
    }
    expect(fake.requests.length).toBe(before);
    expect(await storedConnection()).toBeNull();
  });

  it("answers 400 for a code the provider no longer accepts, 502 when the provider fails, 503 unconfigured", async () => {
    const badCode = await connectProvider(team.organizationId, team.admin, "expired-code");
    expectProblem(badCode, 400);
    expect(badCode.body.errors[0].path).toBe("body.code");
    fake.failures.set("/login/oauth/access_token", 500);
    expectProblem(await connectProvider(team.organizationId, team.admin), 502);
    fake.failures.clear();
    fake.failures.set("/api/user", 500);
    expectProblem(await connectProvider(team.organizationId, team.admin), 502);
    fake.failures.clear();
    const state = issueState(team.organizationId, team.admin.id).state;
    await withoutConfiguration(async () =>
      expectProblem(await api.post(`${path()}/callback`, { token: team.admin.token, json: { code: "good-code", state } }), 503),
    );
    expect(await storedConnection()).toBeNull();
  });

  it("checks authorization", async () => {
    const json = { code: "good-code", state: issueState(team.organizationId, team.member.id).state };
    expectProblem(await api.post(`${path()}/callback`, { json }), 401);
    expectProblem(await api.post(`${path()}/callback`, { token: team.member.token, json }), 403);
    expectProblem(await api.post(`${path()}/callback`, { token: team.outsider.token, json }), 404);
    expect(await storedConnection()).toBeNull();
  });

  it("exchanges the code, reads the account and stores the token sealed", async () => {
    fake.requests.length = 0;
    const response = await connectProvider(team.organizationId, team.admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      provider: "github",
      account: { id: "4242", login: "octo", name: "Octo Cat", avatar_url: fake.account.avatar_url },
      scopes: ["repo", "read:user"],
      connected_by: team.admin.id,
      connected_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expectNoToken(response);
    const exchange = fake.requests.find((request) => request.path === "/login/oauth/access_token")!;
    expect(new URLSearchParams(exchange.body).get("code")).toBe("good-code");
    expect(fake.requests.find((request) => request.path === "/api/user")!.authorization).toBe(`Bearer ${fake.accessToken}`);
    const row = (await storedConnection())!;
    expect(row.encryptedToken).not.toContain(fake.accessToken);
    expect(JSON.stringify(row)).not.toContain(fake.accessToken);
  });
});

describe("GET and DELETE ORG/git-provider", () => {
  it("shows the connection to editors, without the token", async () => {
    const response = await api.get(path(), { token: team.member.token });
    expect(response.status).toBe(200);
    expect(response.body.account.login).toBe("octo");
    expectNoToken(response);
  });

  it("checks authorization", async () => {
    expectProblem(await api.get(path()), 401);
    expectProblem(await api.get(path(), { token: team.reader.token }), 403);
    expectProblem(await api.get(path(), { token: team.outsider.token }), 404);
    expectProblem(await api.delete(path()), 401);
    expectProblem(await api.delete(path(), { token: team.member.token }), 403);
    expectProblem(await api.delete(path(), { token: team.outsider.token }), 404);
    expect(await storedConnection()).not.toBeNull();
  });

  it("disconnects for admins; a second disconnect and a read find nothing", async () => {
    const other = await makeTeam();
    expect((await connectProvider(other.organizationId, other.owner)).status).toBe(200);
    expect((await api.delete(providerPath(other.organizationId), { token: other.admin.token })).status).toBe(204);
    expect(await db.gitProviderConnection.findUnique({ where: { organizationId: other.organizationId } })).toBeNull();
    expectProblem(await api.get(providerPath(other.organizationId), { token: other.admin.token }), 404);
    expectProblem(await api.delete(providerPath(other.organizationId), { token: other.admin.token }), 404);
    expectProblem(await api.get(`${providerPath(other.organizationId)}/repositories`, { token: other.admin.token }), 409);
  });
});

describe("GET ORG/git-provider/repositories", () => {
  it("lists the account's repositories page by page with the organization's token", async () => {
    fake.requests.length = 0;
    const first = await api.get(`${path()}/repositories?limit=2`, { token: team.member.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        repository_id: "101",
        name: "docs",
        full_name: "octo/docs",
        owner: "octo",
        private: true,
        default_branch: "main",
        description: "The docs repository",
        html_url: "https://github.example.test/octo/docs",
        updated_at: "2026-11-01T00:00:00Z",
      },
      expect.objectContaining({ repository_id: "102", full_name: "octo/site" }),
    ]);
    expectNoToken(first);
    const cursor = first.headers.get("x-next-cursor")!;
    expect(first.headers.get("link")).toContain("rel=\"next\"");
    const second = await api.get(`${path()}/repositories?limit=2&cursor=${cursor}`, { token: team.member.token });
    expect(second.body.map((repository: { repository_id: string }) => repository.repository_id)).toEqual(["103"]);
    expect(second.headers.get("x-next-cursor")).toBeNull();
    const listed = fake.requests.filter((request) => request.path.startsWith("/api/user/repos"));
    expect(listed.map((request) => new URL(request.path, "http://x").searchParams.get("page"))).toEqual(["1", "2"]);
    expect(listed.every((request) => request.authorization === `Bearer ${fake.accessToken}`)).toBe(true);
  });

  it("validates the query", async () => {
    const response = await api.get(`${path()}/repositories?limit=0`, { token: team.member.token });
    expectProblem(response, 400);
    expect(response.body.errors[0].path).toBe("query.limit");
    expectProblem(await api.get(`${path()}/repositories?cursor=nonsense`, { token: team.member.token }), 400);
  });

  it("checks authorization, the provider and the configuration", async () => {
    expectProblem(await api.get(`${path()}/repositories`), 401);
    expectProblem(await api.get(`${path()}/repositories`, { token: team.reader.token }), 403);
    expectProblem(await api.get(`${path()}/repositories`, { token: team.outsider.token }), 404);
    fake.failures.set("/api/user/repos", 500);
    expectProblem(await api.get(`${path()}/repositories`, { token: team.member.token }), 502);
    fake.failures.clear();
    await withoutConfiguration(async () => expectProblem(await api.get(`${path()}/repositories`, { token: team.member.token }), 503));
  });
});

describe("GET ORG/git-provider/repositories/{repository_id}/tree", () => {
  const treePath = (repositoryId = "101") => `${path()}/repositories/${repositoryId}/tree`;
  const sizeOf = (filePath: string) => Buffer.from(docsRepository.refs.main![filePath]!.content).length;

  it("answers the default branch's tree, nested, directories first", async () => {
    fake.requests.length = 0;
    const response = await api.get(treePath(), { token: team.member.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ repository_id: "101", full_name: "octo/docs", ref: "main", path: "", truncated: false, sha: expect.any(String) });
    expect(response.body.tree.map((node: { path: string }) => node.path)).toEqual(["docs", "src", "README.md"]);
    const docs = response.body.tree[0];
    expect(docs).toEqual({
      path: "docs",
      name: "docs",
      type: "directory",
      children: [
        { path: "docs/advanced", name: "advanced", type: "directory", children: [{ path: "docs/advanced/tuning.mdx", name: "tuning.mdx", type: "file", size: sizeOf("docs/advanced/tuning.mdx") }] },
        { path: "docs/01-install.md", name: "01-install.md", type: "file", size: sizeOf("docs/01-install.md") },
        { path: "docs/diagram.png", name: "diagram.png", type: "file", size: sizeOf("docs/diagram.png") },
        { path: "docs/index.md", name: "index.md", type: "file", size: sizeOf("docs/index.md") },
      ],
    });
    expect(fake.requests.map((request) => request.path)).toEqual(["/api/repositories/101", "/api/repos/octo/docs/git/trees/main?recursive=1"]);
    expect(fake.requests.every((request) => request.authorization === `Bearer ${fake.accessToken}`)).toBe(true);
    expectNoToken(response);
  });

  it("takes a ref and a directory, and says when the provider truncated the listing", async () => {
    const release = await api.get(`${treePath()}?ref=release/v2&path=docs/`, { token: team.member.token });
    expect(release.status).toBe(200);
    expect(release.body).toMatchObject({ ref: "release/v2", path: "docs", tree: [{ path: "docs/index.md", type: "file" }] });
    fake.truncateTrees = true;
    try {
      expect((await api.get(treePath(), { token: team.member.token })).body.truncated).toBe(true);
    } finally {
      fake.truncateTrees = false;
    }
    expectProblem(await api.get(`${treePath()}?path=missing`, { token: team.member.token }), 404);
    expectProblem(await api.get(`${treePath()}?path=README.md`, { token: team.member.token }), 404);
    expectProblem(await api.get(`${treePath()}?ref=no-such-branch`, { token: team.member.token }), 404);
    expectProblem(await api.get(treePath("999"), { token: team.member.token }), 404);
    expectProblem(await api.get(treePath("not-a-number"), { token: team.member.token }), 404);
  });

  it("validates the query", async () => {
    const badPath = await api.get(`${treePath()}?path=docs/../secrets`, { token: team.member.token });
    expectProblem(badPath, 400);
    expect(badPath.body.errors[0].path).toBe("query.path");
    const badRef = await api.get(`${treePath()}?ref=a..b`, { token: team.member.token });
    expectProblem(badRef, 400);
    expect(badRef.body.errors[0].path).toBe("query.ref");
  });

  it("checks authorization, the provider and the configuration", async () => {
    expectProblem(await api.get(treePath()), 401);
    expectProblem(await api.get(treePath(), { token: team.reader.token }), 403);
    expectProblem(await api.get(treePath(), { token: team.outsider.token }), 404);
    fake.failures.set("/api/repos/octo/docs/git/trees", 500);
    expectProblem(await api.get(treePath(), { token: team.member.token }), 502);
    fake.failures.clear();
    await withoutConfiguration(async () => expectProblem(await api.get(treePath(), { token: team.member.token }), 503));
  });
});
