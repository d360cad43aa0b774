import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";

let team: Team;
let documentationId: string;

beforeAll(async () => {
  team = await makeTeam();
  documentationId = (await db.documentation.create({ data: { organizationId: team.organizationId, name: "Guides", slug: "guides" } })).id;
});

describe("personal tokens", () => {
  it("shows the secret once, stores only its hash, lists without it, revokes", async () => {
    const created = await api.post("/api/v1/tokens", { token: team.member.token, json: { name: "laptop", expires_in_days: 30 } });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^dp_pat_/);
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: created.body.token_id } });
    expect(stored.tokenHash).toBe(hashToken(created.body.token));
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    expect((await api.get("/api/v1/organization", { token: created.body.token })).status).toBe(200);
    const listed = await api.get("/api/v1/tokens", { token: team.member.token });
    const entry = listed.body.find((t: { token_id: string }) => t.token_id === created.body.token_id);
    expect(entry).toMatchObject({ name: "laptop", prefix: created.body.token.slice(0, 11) });
    expect(entry.token).toBeUndefined();
    // The last-used time is written after the answer, off the request's path.
    await expect
      .poll(async () => (await db.apiToken.findUniqueOrThrow({ where: { id: created.body.token_id } })).lastUsedAt)
      .not.toBeNull();

    expect((await api.delete(`/api/v1/tokens/${created.body.token_id}`, { token: team.member.token })).status).toBe(204);
    expectProblem(await api.get("/api/v1/organization", { token: created.body.token }), 401);
  });

  it("refuses expired tokens", async () => {
    const created = await api.post("/api/v1/tokens", { token: team.member.token, json: { name: "old" } });
    await db.apiToken.update({ where: { id: created.body.token_id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expectProblem(await api.get("/api/v1/organization", { token: created.body.token }), 401);
  });

  it("validates and authorizes", async () => {
    expectProblem(await api.post("/api/v1/tokens", { token: team.member.token, json: { name: "" } }), 400);
    expectProblem(await api.post("/api/v1/tokens", { json: { name: "x" } }), 401);
    const mine = await api.post("/api/v1/tokens", { token: team.member.token, json: { name: "mine" } });
    expectProblem(await api.delete(`/api/v1/tokens/${mine.body.token_id}`, { token: team.admin.token }), 404);
  });
});

describe("organization tokens", () => {
  const tokens = () => `/api/v1/organization/${team.organizationId}/tokens`;

  it("act in their organization only, with their role", async () => {
    const created = await api.post(tokens(), { token: team.admin.token, json: { name: "ci", role: "reader" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "organization", role: "reader", organization_id: team.organizationId });
    expect(created.body.token).toMatch(/^dp_org_/);
    const token = created.body.token;
    expect((await api.get("/api/v1/organization", { token })).body.map((o: { organization_id: string }) => o.organization_id)).toEqual([
      team.organizationId,
    ]);
    expect((await api.get(`/api/v1/organization/${team.organizationId}`, { token })).status).toBe(200);
    expectProblem(await api.put(`/api/v1/organization/${team.organizationId}`, { token, json: { name: "x" } }), 403);
    expectProblem(await api.get(`/api/v1/organization/${team.outsiderOrganizationId}`, { token }), 404);
    expectProblem(await api.post("/api/v1/organization", { token, json: { name: "x", billing_email: "a@b.test" } }), 403);
  });

  it("can be limited to one project", async () => {
    const created = await api.post(tokens(), { token: team.admin.token, json: { name: "docs-bot", documentation_id: documentationId } });
    expect(created.body.documentation_id).toBe(documentationId);
    const other = await db.documentation.create({ data: { organizationId: team.organizationId, name: "Other", slug: `other-${Date.now()}` } });
    const base = `/api/v1/organization/${team.organizationId}/wizard-progress`;
    expectProblem(await api.get(`${base}/${documentationId}`, { token: created.body.token }), 404); // in scope: no progress yet
    const outOfScope = await api.get(`${base}/${other.id}`, { token: created.body.token });
    expectProblem(outOfScope, 404);
    expect(outOfScope.body.detail).toContain("Documentation");
  });

  it("lists without secrets and revokes", async () => {
    const created = await api.post(tokens(), { token: team.owner.token, json: { name: "temp" } });
    const listed = await api.get(tokens(), { token: team.admin.token });
    expect(listed.body.some((t: { token_id: string; token?: string }) => t.token_id === created.body.token_id && !t.token)).toBe(true);
    expect((await api.delete(`${tokens()}/${created.body.token_id}`, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.get("/api/v1/organization", { token: created.body.token }), 401);
    expectProblem(await api.delete(`${tokens()}/${created.body.token_id}`, { token: team.admin.token }), 404);
  });

  it("validates and authorizes", async () => {
    expectProblem(await api.post(tokens(), { token: team.admin.token, json: { name: "x", role: "owner" } }), 400);
    expectProblem(await api.post(tokens(), { token: team.admin.token, json: { name: "x", documentation_id: "nope" } }), 400);
    expectProblem(await api.get(tokens()), 401);
    expectProblem(await api.get(tokens(), { token: team.member.token }), 403);
    expectProblem(await api.post(tokens(), { token: team.member.token, json: { name: "x" } }), 403);
    expectProblem(await api.get(tokens(), { token: team.outsider.token }), 404);
  });
});
