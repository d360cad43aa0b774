import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, makeUser, type Team, type TestUser } from "../helpers/fixtures";

let team: Team;
let systemAdmin: TestUser;

beforeAll(async () => {
  team = await makeTeam();
  systemAdmin = await makeUser({ label: "sysadmin", systemAdmin: true });
});

const org = () => `/api/v1/organization/${team.organizationId}`;

describe("POST /v1/organization", () => {
  it("creates a pending organization owned by the caller", async () => {
    const user = await makeUser();
    const created = await api.post("/api/v1/organization", { token: user.token, json: { name: "Beta Corp", billing_email: "Pay@Beta.test" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Beta Corp", status: "pending", billing_email: "pay@beta.test", role: "owner" });
    expect(created.body.organization_id).toEqual(expect.any(String));
    const list = await api.get("/api/v1/organization", { token: user.token });
    expect(list.body.map((o: { organization_id: string }) => o.organization_id)).toEqual([created.body.organization_id]);
  });

  it("gives distinct slugs to organizations with the same name", async () => {
    const user = await makeUser();
    const first = await api.post("/api/v1/organization", { token: user.token, json: { name: "Same Name", billing_email: "a@b.test" } });
    const second = await api.post("/api/v1/organization", { token: user.token, json: { name: "Same Name", billing_email: "a@b.test" } });
    expect(first.body.slug).not.toBe(second.body.slug);
  });

  it("rejects invalid fields with a problem document listing them", async () => {
    const response = await api.post("/api/v1/organization", { token: team.owner.token, json: { name: "", billing_email: "nope" } });
    expectProblem(response, 400);
    expect(response.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["body.billing_email", "body.name"]);
  });

  it("rejects unknown fields, malformed JSON and other content types", async () => {
    expectProblem(await api.post("/api/v1/organization", { token: team.owner.token, json: { name: "x", billing_email: "a@b.test", plan: "pro" } }), 400);
    expectProblem(
      await api.post("/api/v1/organization", { token: team.owner.token, body: "{not json", headers: { "content-type": "application/json" } }),
      400,
    );
    expectProblem(
      await api.post("/api/v1/organization", { token: team.owner.token, body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
    );
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const huge = JSON.stringify({ name: "x".repeat(1_100_000), billing_email: "a@b.test" });
    expectProblem(await api.post("/api/v1/organization", { token: team.owner.token, body: huge, headers: { "content-type": "application/json" } }), 413);
  });

  it("requires a token", async () => {
    const response = await api.post("/api/v1/organization", { json: { name: "x", billing_email: "a@b.test" } });
    expectProblem(response, 401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expectProblem(await api.get("/api/v1/organization", { token: "dp_pat_not-a-real-token" }), 401);
    expectProblem(await api.get("/api/v1/organization", { headers: { authorization: "Basic abc" } }), 401);
  });
});

describe("GET /v1/organization", () => {
  it("lists only the caller's organizations with their role", async () => {
    const response = await api.get("/api/v1/organization", { token: team.reader.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([expect.objectContaining({ organization_id: team.organizationId, role: "reader" })]);
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("GET/PUT/DELETE /v1/organization/{id}", () => {
  it("returns configuration and status to any member", async () => {
    const response = await api.get(org(), { token: team.reader.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ organization_id: team.organizationId, status: expect.any(String) });
  });

  it("hides the organization from non-members with 404", async () => {
    expectProblem(await api.get(org(), { token: team.outsider.token }), 404);
    expectProblem(await api.put(org(), { token: team.outsider.token, json: { name: "Mine" } }), 404);
    expectProblem(await api.get("/api/v1/organization/does-not-exist", { token: team.owner.token }), 404);
  });

  it("lets admins update the profile and refuses members", async () => {
    const updated = await api.put(org(), { token: team.admin.token, json: { name: "Acme Documentation", website: "https://acme.test" } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Acme Documentation", website: "https://acme.test" });
    expectProblem(await api.put(org(), { token: team.member.token, json: { name: "Nope" } }), 403);
    expectProblem(await api.put(org(), { token: team.admin.token, json: {} }), 400);
    expectProblem(await api.put(org(), { token: team.admin.token, json: { website: "not a url" } }), 400);
  });

  it("refuses a slug that another organization has", async () => {
    const other = await api.get(`/api/v1/organization/${team.outsiderOrganizationId}`, { token: team.outsider.token });
    expectProblem(await api.put(org(), { token: team.owner.token, json: { slug: other.body.slug } }), 409);
  });

  it("deletes permanently, owners only", async () => {
    const owner = await makeUser();
    const created = await api.post("/api/v1/organization", { token: owner.token, json: { name: "Doomed", billing_email: "a@b.test" } });
    const path = `/api/v1/organization/${created.body.organization_id}`;
    expectProblem(await api.delete(path, { token: team.outsider.token }), 404);
    const removed = await api.delete(path, { token: owner.token });
    expect(removed.status).toBe(204);
    expectProblem(await api.get(path, { token: owner.token }), 404);
  });

  it("lets only owners delete", async () => {
    expectProblem(await api.delete(org(), { token: team.admin.token }), 403);
  });
});

describe("POST complete-onboarding", () => {
  it("moves pending to active", async () => {
    const owner = await makeUser();
    const created = await api.post("/api/v1/organization", { token: owner.token, json: { name: "Onboard", billing_email: "a@b.test" } });
    const path = `/api/v1/organization/${created.body.organization_id}/complete-onboarding`;
    expectProblem(await api.post(path), 401);
    expectProblem(await api.post(path, { token: team.owner.token }), 404);
    const done = await api.post(path, { token: owner.token });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("active");
  });

  it("is refused to members", async () => {
    expectProblem(await api.post(`${org()}/complete-onboarding`, { token: team.member.token }), 403);
  });
});

const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

function logoForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe("POST upload-logo", () => {
  it("stores a PNG and serves it back", async () => {
    const uploaded = await api.post(`${org()}/upload-logo`, { token: team.admin.token, body: logoForm(png, "logo.png", "image/png") });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo_url).toBe(`/api/v1/organization/${team.organizationId}/logo`);
    const served = await api.get(uploaded.body.logo_url, { token: team.reader.token });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.raw.arrayBuffer()).equals(png)).toBe(true);
  });

  it("checks the content, not the name", async () => {
    const fake = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>");
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.admin.token, body: logoForm(fake, "logo.png", "image/png") }), 400);
  });

  it("refuses files over 2 MB, missing files and non-multipart bodies", async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.admin.token, body: logoForm(big, "big.png", "image/png") }), 413);
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.admin.token, body: new FormData() }), 400);
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.admin.token, json: { file: "x" } }), 415);
  });

  it("is refused without a token, to members and to other organizations", async () => {
    expectProblem(await api.post(`${org()}/upload-logo`, { body: logoForm(png, "l.png", "image/png") }), 401);
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.member.token, body: logoForm(png, "l.png", "image/png") }), 403);
    expectProblem(await api.post(`${org()}/upload-logo`, { token: team.outsider.token, body: logoForm(png, "l.png", "image/png") }), 404);
  });
});

describe("GET /v1/organization/all", () => {
  it("lists every organization for system administrators, paginated", async () => {
    const first = await api.get("/api/v1/organization/all?limit=1", { token: systemAdmin.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    expect(first.headers.get("link")).toContain('rel="next"');
    const second = await api.get(`/api/v1/organization/all?limit=1&cursor=${cursor}`, { token: systemAdmin.token });
    expect(second.body[0].organization_id).not.toBe(first.body[0].organization_id);
  });

  it("is forbidden to everyone else", async () => {
    expectProblem(await api.get("/api/v1/organization/all", { token: team.owner.token }), 403);
    expectProblem(await api.get("/api/v1/organization/all"), 401);
    expectProblem(await api.get("/api/v1/organization/all?limit=0", { token: systemAdmin.token }), 400);
    expectProblem(await api.get("/api/v1/organization/all?cursor=garbage", { token: systemAdmin.token }), 400);
  });
});
