import { beforeAll, describe, expect, it } from "vitest";
import { assertQuota, refundQuota } from "@/lib/billing/quota";
import { DomainError } from "@/lib/errors";
import { api, type Json } from "../helpers/api";
import { addMember, expectProblem, makeOrganization, makeTeam, makeUser, type Team } from "../helpers/fixtures";
import { makeProject } from "../events/helpers";

let team: Team;
beforeAll(async () => {
  team = await makeTeam();
});

const subscription = (check: string, organizationId = team.organizationId) => `/api/organization/${organizationId}/subscription/${check}`;

describe("subscription checks", () => {
  it("answers feature values and whether a feature is enabled", async () => {
    const value = await api.get(`${subscription("feature-value")}?feature=support_level`, { token: team.reader.token });
    expect(value.status).toBe(200);
    expect(value.body).toEqual({ feature: "support_level", value: "community", plan: "free" });
    const enabled = await api.get(`${subscription("validate-feature")}?feature=ai_assistant`, { token: team.member.token });
    expect(enabled.body).toMatchObject({ enabled: true });
    const disabled = await api.get(`${subscription("validate-feature")}?feature=custom_domain`, { token: team.member.token });
    expect(disabled.body).toMatchObject({ enabled: false });
  });

  it("reports use against a limit", async () => {
    const owner = await makeUser();
    const organizationId = await makeOrganization(owner, "Limits");
    await makeProject(organizationId, owner, "One");
    await makeProject(organizationId, owner, "Two");
    const check = await api.get(`${subscription("validate-limit", organizationId)}?limit=projects`, { token: owner.token });
    expect(check.body).toMatchObject({ allowed: true, used: 2, limit: 25, amount: 1 });
    const tooMany = await api.get(`${subscription("validate-limit", organizationId)}?limit=projects&amount=24`, { token: owner.token });
    expect(tooMany.body).toMatchObject({ allowed: false, used: 2, limit: 25 });
    const metered = await api.get(`${subscription("validate-limit", organizationId)}?limit=ai_credits&amount=10`, { token: owner.token });
    expect(metered.body).toMatchObject({ allowed: true, used: 0, limit: 500, cycle_start: expect.any(String) });
  });

  it("rejects unknown names and bad amounts with 400", async () => {
    const unknownFeature = await api.get(`${subscription("feature-value")}?feature=teleportation`, { token: team.owner.token });
    expectProblem(unknownFeature, 400);
    expect(unknownFeature.body.errors[0].path).toBe("query.feature");
    expectProblem(await api.get(`${subscription("validate-feature")}`, { token: team.owner.token }), 400);
    expectProblem(await api.get(`${subscription("validate-limit")}?limit=rockets`, { token: team.owner.token }), 400);
    expectProblem(await api.get(`${subscription("validate-limit")}?limit=projects&amount=-1`, { token: team.owner.token }), 400);
  });

  it("is for members of the organization", async () => {
    expectProblem(await api.get(`${subscription("feature-value")}?feature=sso`), 401);
    expectProblem(await api.get(`${subscription("feature-value")}?feature=sso`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${subscription("validate-limit")}?limit=members`, { token: team.outsider.token }), 404);
  });
});

describe("quota enforcement", () => {
  it("refuses invitations beyond the plan's seats with 402", async () => {
    const owner = await makeUser();
    const organizationId = await makeOrganization(owner, "Seats");
    for (let i = 0; i < 49; i++) {
      const invite = await api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: `seat${i}@example.test`, role: "member" } });
      expect(invite.status).toBe(201);
    }
    const over = await api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: "seat-over@example.test", role: "member" } });
    expectProblem(over, 402);
    expect(over.body).toMatchObject({ code: "quota_exceeded", limit: "members", allowed: 50, used: 50 });
    expect(over.body.type).toContain("quota-exceeded");
    // Re-inviting a pending address takes no extra seat.
    const again = await api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: "seat3@example.test", role: "admin" } });
    expect(again.status).toBe(201);
    const check = await api.get(`${subscription("validate-limit", organizationId)}?limit=members`, { token: owner.token });
    expect(check.body).toMatchObject({ allowed: false, used: 50, limit: 50 });
  });

  it("counts a deactivated member's seat as free until the member is brought back", async () => {
    const owner = await makeUser();
    const organizationId = await makeOrganization(owner, "Returning");
    const member = await addMember(organizationId, owner, "member");
    await api.patch(`/api/v1/organization/${organizationId}/user/${member.id}/status`, { token: owner.token, json: { status: "deactivated" } });
    // The owner and 49 invitations: every seat of 50 taken while the member is away.
    for (let i = 0; i < 49; i++) {
      const invite = await api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: `away${i}@example.test`, role: "member" } });
      expect(invite.status).toBe(201);
    }
    const back = await api.patch(`/api/v1/organization/${organizationId}/user/${member.id}/status`, { token: owner.token, json: { status: "active" } });
    expectProblem(back, 402);
    expect(back.body).toMatchObject({ limit: "members", allowed: 50, used: 50 });
  });

  it("holds projects and seats to the plan when creations race for the last one", async () => {
    const owner = await makeUser();
    const organizationId = await makeOrganization(owner, "Racing");
    for (let i = 0; i < 24; i++) await makeProject(organizationId, owner, `Project ${i}`);
    const projects = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post(`/api/v1/documentation/${organizationId}`, { token: owner.token, json: { name: `Racer ${i}` } })),
    );
    expect(projects.map((response) => response.status).sort()).toEqual([201, 402, 402, 402, 402, 402]);
    // The owner holds one seat of 50.
    for (let i = 0; i < 48; i++) {
      const invite = await api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: `race${i}@example.test`, role: "member" } });
      expect(invite.status).toBe(201);
    }
    const invites = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post(`/api/v1/organization/${organizationId}/user/invite`, { token: owner.token, json: { email: `racer${i}@example.test`, role: "member" } }),
      ),
    );
    expect(invites.map((response) => response.status).sort()).toEqual([201, 402, 402, 402, 402, 402]);
    const check = await api.get(`${subscription("validate-limit", organizationId)}?limit=members`, { token: owner.token });
    expect(check.body).toMatchObject({ used: 50, limit: 50 });
  });

  it("meters per-cycle limits atomically under concurrency and refunds", async () => {
    const owner = await makeUser();
    const organizationId = await makeOrganization(owner, "Credits");
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => assertQuota(organizationId, "ai_credits", 30)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(16);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(DomainError);
    expect((rejected.reason as DomainError).code).toBe("quota_exceeded");
    const used = await api.get(`${subscription("validate-limit", organizationId)}?limit=ai_credits`, { token: owner.token });
    expect(used.body.used).toBe(480);
    await refundQuota(organizationId, "ai_credits", 30);
    await expect(assertQuota(organizationId, "ai_credits", 50)).resolves.toBeUndefined();
    await expect(assertQuota(organizationId, "publishes", 201)).rejects.toThrow(/publishes per billing cycle/);
  });
});

describe("POST /internal/subscriptions/{organization_id}/toggle-active", () => {
  const internal = { headers: { authorization: "Bearer internal-test-token" }, peer: "127.0.0.1" };
  const path = () => `/api/internal/subscriptions/${team.organizationId}/toggle-active`;

  it("toggles, or sets when told", async () => {
    const first = await api.post(path(), internal);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ organization_id: team.organizationId, documentation_active: false });
    const second = await api.post(path(), internal);
    expect(second.body.documentation_active).toBe(true);
    const set = await api.post(path(), { ...internal, json: { active: true } });
    expect(set.body.documentation_active).toBe(true);
    const organization = await api.get(`/api/v1/organization/${team.organizationId}`, { token: team.owner.token });
    expect(organization.body.documentation_active).toBe(true);
    expectProblem(await api.post(path(), { ...internal, json: { active: "yes" } }), 400);
    expectProblem(await api.post("/api/internal/subscriptions/unknown-org/toggle-active", internal), 404);
  });

  it("only answers the internal token from an internal address", async () => {
    expectProblem(await api.post(path(), { ...internal, peer: "203.0.113.5" }), 403);
    expectProblem(await api.post(path(), { ...internal, headers: { authorization: "Bearer wrong" } }), 403);
    expectProblem(await api.post(path(), { peer: "127.0.0.1" }), 401);
    const admin = await makeUser({ systemAdmin: true });
    expectProblem(await api.post(path(), { token: admin.token, peer: "127.0.0.1" }), 403);
    const unchanged = await api.get(`/api/v1/organization/${team.organizationId}`, { token: team.owner.token });
    expect((unchanged.body as Json).documentation_active).toBe(true);
  });

  it("does not take a client's word that it is inside the network", async () => {
    for (const claimed of ["127.0.0.1", "::1", "203.0.113.5, 127.0.0.1"]) {
      expectProblem(await api.post(path(), { ...internal, peer: "203.0.113.5", headers: { ...internal.headers, "x-forwarded-for": claimed, "x-real-ip": "127.0.0.1" } }), 403);
    }
    // Through a trusted proxy, the hop it forwarded counts.
    process.env.TRUSTED_PROXIES = "203.0.113.0/24";
    try {
      expect((await api.post(path(), { ...internal, peer: "203.0.113.5", headers: { ...internal.headers, "x-forwarded-for": "127.0.0.1" }, json: { active: true } })).status).toBe(200);
      expectProblem(await api.post(path(), { ...internal, peer: "203.0.113.5", headers: { ...internal.headers, "x-forwarded-for": "127.0.0.1, 198.51.100.7" } }), 403);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
});
