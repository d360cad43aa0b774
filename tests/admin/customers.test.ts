import { beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeOrganization, makeTeam, makeUser, type Team, type TestUser } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "../events/helpers";

let admin: TestUser;
let team: Team;
const marker = `Zyx${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await makeUser({ label: "sysadmin", systemAdmin: true });
  team = await makeTeam();
  const owner = await makeUser();
  await makeOrganization(owner, `${marker} Alpha`);
  await makeOrganization(owner, `${marker} Beta`);
  await makeOrganization(owner, `=HYPERLINK("http://evil.test") ${marker}`);
});

describe("GET /v1/admin/customers", () => {
  it("lists organizations page by page and searches by name", async () => {
    const found = await api.get(`/api/v1/admin/customers?search=${marker.toLowerCase()}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(3);
    expect(found.body[0]).toMatchObject({ organization_id: expect.any(String), name: expect.stringContaining(marker), subscription_status: "active", created_at: expect.any(String) });
    const first = await api.get(`/api/v1/admin/customers?search=${marker}&limit=2`, { token: admin.token });
    expect(first.body).toHaveLength(2);
    const second = await api.get(`/api/v1/admin/customers?search=${marker}&limit=2&cursor=${first.headers.get("x-next-cursor")}`, { token: admin.token });
    expect(second.body).toHaveLength(1);
    expectProblem(await api.get("/api/v1/admin/customers?limit=1000", { token: admin.token }), 400);
  });

  it("is for system administrators' personal credentials only", async () => {
    expectProblem(await api.get("/api/v1/admin/customers"), 401);
    expectProblem(await api.get("/api/v1/admin/customers", { token: team.owner.token }), 403);
    const adminOrganization = await makeOrganization(admin, "Admin's own");
    const orgToken = await makeOrganizationToken(adminOrganization, admin, "admin");
    expectProblem(await api.get("/api/v1/admin/customers", { token: orgToken }), 403);
    expectProblem(await api.get("/api/v1/admin/customers/export", { token: team.owner.token }), 403);
    expectProblem(await api.get(`/api/v1/admin/customers/${team.organizationId}`, { token: team.owner.token }), 403);
  });
});

describe("GET /v1/admin/customers/export", () => {
  it("streams CSV with neutralized formula cells", async () => {
    const response = await api.get(`/api/v1/admin/customers/export?search=${marker}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="customers-/);
    const lines = response.text.trim().split("\r\n");
    expect(lines[0]).toBe('"organization_id","name","subscription_status","created_at"');
    expect(lines).toHaveLength(4);
    const evil = lines.find((line: string) => line.includes("HYPERLINK"))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.test"") ${marker}"`);
  });

  it("exports every organization across pages", async () => {
    const response = await api.get("/api/v1/admin/customers/export", { token: admin.token });
    const ids = response.text.trim().split("\r\n").slice(1).map((line: string) => JSON.parse(line.split(",")[0]!));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(team.organizationId);
  });
});

describe("GET /v1/admin/customers/{organization_id}", () => {
  it("returns overview metrics", async () => {
    const project = await makeProject(team.organizationId, team.owner, "Metrics guide");
    await api.post(`/api/v1/organizations/${team.organizationId}/projects/${project}/events`, { token: team.owner.token, json: { type: "x", description: "y" } });
    const overview = await api.get(`/api/v1/admin/customers/${team.organizationId}`, { token: admin.token });
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      organization_id: team.organizationId,
      plan: "free",
      metrics: {
        members: 4,
        projects: expect.any(Number),
        pages: expect.any(Number),
        storage_bytes: 0,
        publishes_this_cycle: 0,
        ai_credits_this_cycle: 0,
        last_activity_at: expect.any(String),
      },
      limits: { projects: 25 },
    });
    expect((overview.body as Json).metrics.projects).toBeGreaterThanOrEqual(1);
    expect(Date.now() - Date.parse(overview.body.metrics.last_activity_at)).toBeLessThan(60_000);
    expectProblem(await api.get("/api/v1/admin/customers/unknown-org", { token: admin.token }), 404);
  });
});

describe("PATCH /v1/admin/customers/{organization_id}", () => {
  it("changes the plan and the subscription's state, which apply at once and are audited", async () => {
    const owner = await makeUser();
    const customer = await makeOrganization(owner, `${marker} Upgraded`);
    const path = `/api/v1/admin/customers/${customer}`;
    const updated = await api.patch(path, { token: admin.token, json: { plan: "pro", subscription_status: "trialing" } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ organization_id: customer, plan: "pro", subscription_status: "trialing", limits: { projects: 100 } });
    const check = await api.get(`/api/organization/${customer}/subscription/validate-feature?feature=custom_domain`, { token: owner.token });
    expect(check.body).toMatchObject({ enabled: true, plan: "pro" });
    // One field alone leaves the other as it is.
    expect((await api.patch(path, { token: admin.token, json: { subscription_status: "past_due" } })).body).toMatchObject({ plan: "pro", subscription_status: "past_due" });
    const log = await api.get(`/api/v1/organization/${customer}/audit-log`, { token: owner.token });
    expect(log.body.filter((entry: Json) => entry.route === "PATCH /api/v1/admin/customers/{organization_id}")).toHaveLength(2);
    expect(log.body[0]).toMatchObject({ actor_type: "token", actor_user_id: admin.id, targets: { organization_id: customer } });
  });

  it("refuses what is not a plan or state, or nothing to change, and changes nothing", async () => {
    const owner = await makeUser();
    const customer = await makeOrganization(owner, `${marker} Unchanged`);
    const path = `/api/v1/admin/customers/${customer}`;
    for (const json of [{}, { plan: "enterprise" }, { subscription_status: "gone" }, { plan: "pro", seats: 3 }, { plan: null }]) {
      expectProblem(await api.patch(path, { token: admin.token, json }), 400);
    }
    expect((await api.get(path, { token: admin.token })).body).toMatchObject({ plan: "free", subscription_status: "active" });
    expectProblem(await api.patch("/api/v1/admin/customers/unknown-org", { token: admin.token, json: { plan: "pro" } }), 404);
  });

  it("is for system administrators' personal credentials only", async () => {
    const path = `/api/v1/admin/customers/${team.organizationId}`;
    expectProblem(await api.patch(path, { json: { plan: "business" } }), 401);
    expectProblem(await api.patch(path, { token: team.owner.token, json: { plan: "business" } }), 403);
    const adminOrganization = await makeOrganization(admin, "Admin's second");
    expectProblem(await api.patch(`/api/v1/admin/customers/${adminOrganization}`, { token: await makeOrganizationToken(adminOrganization, admin, "admin"), json: { plan: "business" } }), 403);
    expect((await api.get(path, { token: admin.token })).body.plan).toBe("free");
  });
});
