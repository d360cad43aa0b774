import { beforeAll, describe, expect, it } from "vitest";
import { resolveDocumentationAccess } from "@/lib/auth/access";
import type { Principal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { countQueries } from "../content/query-counter";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, makeUser, type Team } from "../helpers/fixtures";

let team: Team;
let documentationId: string;
let otherDocumentationId: string;

beforeAll(async () => {
  team = await makeTeam();
  const [first, second] = await Promise.all(
    ["Guides", "Reference"].map((name) =>
      db.documentation.create({ data: { organizationId: team.organizationId, name, slug: name.toLowerCase() } }),
    ),
  );
  documentationId = first!.id;
  otherDocumentationId = second!.id;
});

const org = () => `/api/v1/organization/${team.organizationId}`;

describe("POST user/invite", () => {
  it("creates a pending invitation that expires in 7 days and mails it", async () => {
    const email = `invitee-${Date.now()}@example.test`;
    const response = await api.post(`${org()}/user/invite`, { token: team.admin.token, json: { email, role: "member" } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, role: "member", status: "pending", user_id: null });
    const days = (new Date(response.body.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await db.outboxEmail.findFirst({ where: { to: email } });
    expect(mail?.subject).toContain("invited");
    const pending = await api.get(`${org()}/user/pending`, { token: team.member.token });
    expect(pending.body.map((p: { email: string }) => p.email)).toContain(email);
  });

  it("replaces a pending invitation for the same email", async () => {
    const email = `again-${Date.now()}@example.test`;
    const first = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email, role: "member" } });
    const second = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: email.toUpperCase(), role: "reader" } });
    expect(second.status).toBe(201);
    const pending = await api.get(`${org()}/user/pending`, { token: team.owner.token });
    const mine = pending.body.filter((p: { email: string }) => p.email === email);
    expect(mine).toEqual([expect.objectContaining({ invitation_id: second.body.invitation_id, role: "reader" })]);
    expect(mine[0].invitation_id).not.toBe(first.body.invitation_id);
  });

  it("refuses existing members, bad roles, bad emails and foreign projects", async () => {
    expectProblem(await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: team.member.email, role: "member" } }), 409);
    const bad = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: "nope", role: "king" } });
    expectProblem(bad, 400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["body.email", "body.role"]);
    expectProblem(
      await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: "r@example.test", role: "reader", documentation_ids: ["missing"] } }),
      400,
    );
  });

  it("lets only owners invite owners", async () => {
    expectProblem(await api.post(`${org()}/user/invite`, { token: team.admin.token, json: { email: "o@example.test", role: "owner" } }), 403);
    expect((await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: "o@example.test", role: "owner" } })).status).toBe(201);
  });

  it("is refused to members, readers, outsiders and anonymous callers", async () => {
    const json = { email: "x@example.test", role: "member" };
    expectProblem(await api.post(`${org()}/user/invite`, { json }), 401);
    expectProblem(await api.post(`${org()}/user/invite`, { token: team.member.token, json }), 403);
    expectProblem(await api.post(`${org()}/user/invite`, { token: team.reader.token, json }), 403);
    expectProblem(await api.post(`${org()}/user/invite`, { token: team.outsider.token, json }), 404);
  });
});

describe("member lists", () => {
  it("GET user lists every state, active only active, pending only invitations", async () => {
    const suspended = await addMember(team.organizationId, team.owner, "member");
    await api.patch(`${org()}/user/${suspended.id}/status`, { token: team.admin.token, json: { status: "suspended" } });
    await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: `p-${Date.now()}@example.test`, role: "member" } });

    const all = await api.get(`${org()}/user`, { token: team.reader.token });
    const statuses = new Set(all.body.map((m: { status: string }) => m.status));
    expect(statuses).toEqual(new Set(["active", "suspended", "pending"]));

    const active = await api.get(`${org()}/user/active`, { token: team.reader.token });
    expect(active.body.every((m: { status: string }) => m.status === "active")).toBe(true);
    expect(active.body.map((m: { user_id: string }) => m.user_id)).not.toContain(suspended.id);

    const pending = await api.get(`${org()}/user/pending`, { token: team.reader.token });
    expect(pending.body.every((m: { status: string; invitation_id: string }) => m.status === "pending" && m.invitation_id)).toBe(true);
  });

  it("drops expired invitations from the pending list", async () => {
    const email = `expired-${Date.now()}@example.test`;
    const invite = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email, role: "member" } });
    await db.invitation.update({ where: { id: invite.body.invitation_id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const pending = await api.get(`${org()}/user/pending`, { token: team.owner.token });
    expect(pending.body.map((p: { email: string }) => p.email)).not.toContain(email);
  });

  it("suspended members lose access", async () => {
    const member = await addMember(team.organizationId, team.owner, "member");
    expect((await api.get(org(), { token: member.token })).status).toBe(200);
    await api.patch(`${org()}/user/${member.id}/status`, { token: team.owner.token, json: { status: "deactivated" } });
    expectProblem(await api.get(org(), { token: member.token }), 404);
    await api.patch(`${org()}/user/${member.id}/status`, { token: team.owner.token, json: { status: "active" } });
    expect((await api.get(org(), { token: member.token })).status).toBe(200);
  });

  it("hides members from outsiders and anonymous callers", async () => {
    for (const path of ["user", "user/active", "user/pending"]) {
      expectProblem(await api.get(`${org()}/${path}`), 401);
      expectProblem(await api.get(`${org()}/${path}`, { token: team.outsider.token }), 404);
    }
  });

  it("validates status changes", async () => {
    expectProblem(await api.patch(`${org()}/user/${team.member.id}/status`, { token: team.owner.token, json: { status: "banned" } }), 400);
    expectProblem(await api.patch(`${org()}/user/${team.member.id}/status`, { token: team.member.token, json: { status: "suspended" } }), 403);
  });
});

describe("PATCH user/{user_id}/role", () => {
  it("changes the role with immediate effect", async () => {
    const member = await addMember(team.organizationId, team.owner, "member");
    expectProblem(await api.put(org(), { token: member.token, json: { name: "Renamed" } }), 403);
    const response = await api.patch(`${org()}/user/${member.id}/role`, { token: team.admin.token, json: { role: "admin" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user_id: member.id, role: "admin" });
    expect((await api.put(org(), { token: member.token, json: { name: "Acme Docs" } })).status).toBe(200);
  });

  it("keeps at least one owner", async () => {
    const owner = await makeUser();
    const created = await api.post("/api/v1/organization", { token: owner.token, json: { name: "Solo", billing_email: "a@b.test" } });
    const path = `/api/v1/organization/${created.body.organization_id}/user/${owner.id}/role`;
    expectProblem(await api.patch(path, { token: owner.token, json: { role: "admin" } }), 409);
  });

  it("stops admins from changing owners or granting ownership", async () => {
    expectProblem(await api.patch(`${org()}/user/${team.owner.id}/role`, { token: team.admin.token, json: { role: "member" } }), 403);
    expectProblem(await api.patch(`${org()}/user/${team.member.id}/role`, { token: team.admin.token, json: { role: "owner" } }), 403);
  });

  it("validates and authorizes", async () => {
    expectProblem(await api.patch(`${org()}/user/${team.member.id}/role`, { token: team.admin.token, json: { role: "boss" } }), 400);
    expectProblem(await api.patch(`${org()}/user/${team.member.id}/role`, { token: team.admin.token, json: {} }), 400);
    expectProblem(await api.patch(`${org()}/user/unknown/role`, { token: team.admin.token, json: { role: "member" } }), 404);
    expectProblem(await api.patch(`${org()}/user/${team.reader.id}/role`, { json: { role: "member" } }), 401);
    expectProblem(await api.patch(`${org()}/user/${team.reader.id}/role`, { token: team.member.token, json: { role: "member" } }), 403);
    expectProblem(await api.patch(`${org()}/user/${team.reader.id}/role`, { token: team.outsider.token, json: { role: "member" } }), 404);
  });
});

describe("PATCH users/{user_id}/documentations and /grants", () => {
  it("sets a reader's grants, which decide the projects they see", async () => {
    const reader = await addMember(team.organizationId, team.owner, "reader");
    const response = await api.patch(`${org()}/users/${reader.id}/documentations`, {
      token: team.admin.token,
      json: { documentation_ids: [documentationId] },
    });
    expect(response.status).toBe(200);
    expect(response.body.documentation_ids).toEqual([documentationId]);
    const alternative = await api.patch(`${org()}/users/${reader.id}/grants`, {
      token: team.admin.token,
      json: { documentation_ids: [otherDocumentationId, documentationId] },
    });
    expect(alternative.status).toBe(200);
    expect(alternative.body.documentation_ids.sort()).toEqual([documentationId, otherDocumentationId].sort());
    const wizard = `${org()}/wizard-progress/${documentationId}`;
    expect((await api.get(wizard, { token: reader.token })).status).toBe(404); // granted: no progress saved yet
    await api.patch(`${org()}/users/${reader.id}/grants`, { token: team.admin.token, json: { documentation_ids: [] } });
    expect((await api.get(wizard, { token: reader.token })).body.detail).toContain("Documentation");
  });

  it("applies to readers only", async () => {
    expectProblem(
      await api.patch(`${org()}/users/${team.member.id}/documentations`, { token: team.admin.token, json: { documentation_ids: [documentationId] } }),
      409,
    );
  });

  it("validates and authorizes", async () => {
    const path = `${org()}/users/${team.reader.id}/grants`;
    expectProblem(await api.patch(path, { token: team.admin.token, json: { documentation_ids: "all" } }), 400);
    expectProblem(await api.patch(path, { token: team.admin.token, json: { documentation_ids: ["nope"] } }), 400);
    expectProblem(await api.patch(path, { json: { documentation_ids: [] } }), 401);
    expectProblem(await api.patch(path, { token: team.member.token, json: { documentation_ids: [] } }), 403);
    expectProblem(await api.patch(path, { token: team.outsider.token, json: { documentation_ids: [] } }), 404);
  });
});

describe("DELETE user/{user_id}", () => {
  it("removes a member: access ends at once, the account stays", async () => {
    const member = await addMember(team.organizationId, team.owner, "member");
    expect((await api.delete(`${org()}/user/${member.id}`, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.get(org(), { token: member.token }), 404);
    expect(await db.user.findUnique({ where: { id: member.id } })).not.toBeNull();
    expect((await api.get("/api/v1/organization", { token: member.token })).body).toEqual([]);
  });

  it("revokes a pending invitation, which can then not be accepted", async () => {
    const invitee = await makeUser();
    const invite = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: invitee.email, role: "member" } });
    expect((await api.delete(`${org()}/user/${invite.body.invitation_id}`, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: invitee.token }), 404);
  });

  it("keeps the last owner and protects owners from admins", async () => {
    expectProblem(await api.delete(`${org()}/user/${team.owner.id}`, { token: team.admin.token }), 403);
    expectProblem(await api.delete(`${org()}/user/${team.owner.id}`, { token: team.owner.token }), 409);
  });

  it("authorizes", async () => {
    expectProblem(await api.delete(`${org()}/user/${team.reader.id}`), 401);
    expectProblem(await api.delete(`${org()}/user/${team.reader.id}`, { token: team.member.token }), 403);
    expectProblem(await api.delete(`${org()}/user/${team.reader.id}`, { token: team.outsider.token }), 404);
    expectProblem(await api.delete(`${org()}/user/nobody`, { token: team.owner.token }), 404);
  });
});

describe("invitations of the signed-in user", () => {
  it("lists them across organizations and accepts with the invited user's token", async () => {
    const invitee = await makeUser();
    const invite = await api.post(`${org()}/user/invite`, {
      token: team.owner.token,
      json: { email: invitee.email, role: "reader", documentation_ids: [documentationId] },
    });
    const mine = await api.get("/api/v1/invitations", { token: invitee.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ invitation_id: invite.body.invitation_id, organization_id: team.organizationId })]);

    expectProblem(await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: team.outsider.token }), 404);
    const accepted = await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: invitee.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ organization_id: team.organizationId, role: "reader", status: "active", documentation_ids: [documentationId] });
    expect((await api.get("/api/v1/invitations", { token: invitee.token })).body).toEqual([]);
    expectProblem(await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: invitee.token }), 404);
  });

  it("refuses expired invitations with 410", async () => {
    const invitee = await makeUser();
    const invite = await api.post(`${org()}/user/invite`, { token: team.owner.token, json: { email: invitee.email, role: "member" } });
    await db.invitation.update({ where: { id: invite.body.invitation_id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await api.get("/api/v1/invitations", { token: invitee.token })).body).toEqual([]);
    expectProblem(await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: invitee.token }), 410);
  });

  it("needs a personal token", async () => {
    expectProblem(await api.get("/api/v1/invitations"), 401);
    expectProblem(await api.post("/api/v1/invitations/x/accept"), 401);
    const orgToken = await api.post(`${org()}/tokens`, { token: team.admin.token, json: { name: "ci" } });
    expectProblem(await api.get("/api/v1/invitations", { token: orgToken.body.token }), 403);
  });
});

describe("remembered project access", () => {
  it("costs no statement when asked again, and follows grants, roles, status and removal at once", async () => {
    const reader = await addMember(team.organizationId, team.owner, "reader", [documentationId]);
    const principal: Principal = { user: { id: reader.id, email: reader.email, name: null, isSystemAdmin: false }, via: "session", token: null };
    const access = () => resolveDocumentationAccess(principal, documentationId, team.organizationId);
    expect(await countQueries(access)).toBe(1);
    expect(await countQueries(access)).toBe(0);
    expect((await access()).role).toBe("reader");

    const member = (change: string, json: object) => api.patch(`${org()}/${change}`, { token: team.owner.token, json });
    expect((await member(`users/${reader.id}/documentations`, { documentation_ids: [otherDocumentationId] })).status).toBe(200);
    await expect(access()).rejects.toMatchObject({ code: "not_found" });
    expect((await member(`user/${reader.id}/role`, { role: "member" })).status).toBe(200);
    expect((await access()).role).toBe("member");
    expect((await member(`user/${reader.id}/status`, { status: "suspended" })).status).toBe(200);
    await expect(access()).rejects.toMatchObject({ code: "not_found" });
    expect((await member(`user/${reader.id}/status`, { status: "active" })).status).toBe(200);
    expect((await access()).role).toBe("member");
    expect((await api.delete(`${org()}/user/${reader.id}`, { token: team.owner.token })).status).toBe(204);
    await expect(access()).rejects.toMatchObject({ code: "not_found" });
  });
});
