import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, type ApiResponse } from "../helpers/api";
import { expectProblem, makeTeam, makeUser, type Team, type TestUser } from "../helpers/fixtures";

/** Every page of a list, following `X-Next-Cursor`. */
async function allPages(path: string, token: string, limit: number): Promise<{ pages: ApiResponse[]; items: Record<string, unknown>[] }> {
  const pages: ApiResponse[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const response = await api.get(`${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { token });
    expect(response.status).toBe(200);
    pages.push(response);
    cursor = response.headers.get("x-next-cursor");
    if (cursor) expect(response.headers.get("link")).toContain(`cursor=${cursor}`);
  } while (cursor);
  return { pages, items: pages.flatMap((page) => page.body as Record<string, unknown>[]) };
}

const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, index));

describe("GET /v1/organization, paginated", () => {
  let busy: TestUser;
  const count = 130;

  beforeAll(async () => {
    busy = await makeUser({ label: "busy" });
    const ids = Array.from({ length: count }, () => randomUUID());
    await db.organization.createMany({
      data: ids.map((id, index) => ({ id, name: `Org ${index}`, slug: `busy-${id.slice(0, 13)}`, billingEmail: "b@example.test", createdAt: at(index) })),
    });
    // Two joined in the same instant: the id decides their order.
    await db.membership.createMany({
      data: ids.map((organizationId, index) => ({ organizationId, userId: busy.id, role: "member" as const, createdAt: at(Math.min(index, count - 2)) })),
    });
  });

  it("answers the first 50 by default, oldest membership first, with where the next page starts", async () => {
    const first = await api.get("/api/v1/organization", { token: busy.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]).toMatchObject({ name: "Org 0", role: "member" });
    expect(first.headers.get("link")).toMatch(/^<\/api\/v1\/organization\?cursor=[\w-]+>; rel="next"$/);
  });

  it("walks every organization once, whatever the page size", async () => {
    for (const limit of [1, 7, 200]) {
      const { items } = await allPages("/api/v1/organization", busy.token, limit);
      expect(items).toHaveLength(count);
      expect(new Set(items.map((item) => item.organization_id)).size).toBe(count);
    }
  });

  it("keeps small lists as they were: one page, no next link", async () => {
    const team = await makeTeam();
    const response = await api.get("/api/v1/organization", { token: team.owner.token });
    expect(response.body).toHaveLength(1);
    expect(response.headers.get("link")).toBeNull();
  });

  it("refuses bad limits and cursors", async () => {
    expectProblem(await api.get("/api/v1/organization?limit=0", { token: busy.token }), 400);
    expectProblem(await api.get("/api/v1/organization?limit=201", { token: busy.token }), 400);
    expectProblem(await api.get("/api/v1/organization?cursor=nonsense", { token: busy.token }), 400);
    expectProblem(await api.get("/api/v1/organization"), 401);
  });
});

describe("members and invitations, paginated", () => {
  let team: Team;
  const extraMembers = 40;
  const invitations = 30;

  beforeAll(async () => {
    team = await makeTeam();
    const users = await Promise.all(Array.from({ length: extraMembers }, (_, index) => makeUser({ label: `m${index}` })));
    await db.membership.createMany({ data: users.map((user, index) => ({ organizationId: team.organizationId, userId: user.id, role: "member" as const, status: index % 4 === 0 ? ("suspended" as const) : ("active" as const), createdAt: at(index) })) });
    await db.invitation.createMany({
      data: Array.from({ length: invitations }, (_, index) => ({
        organizationId: team.organizationId,
        email: `pending-${index}@example.test`,
        role: "member" as const,
        invitedById: team.owner.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: at(index),
      })),
    });
  });

  const org = () => `/api/v1/organization/${team.organizationId}`;
  const members = 4 + extraMembers;

  it("lists members then invitations across pages, each once", async () => {
    for (const limit of [1, 13, 44, 50, 200]) {
      const { items } = await allPages(`${org()}/user`, team.admin.token, limit);
      expect(items).toHaveLength(members + invitations);
      expect(items.slice(0, members).every((item) => item.status !== "pending")).toBe(true);
      expect(items.slice(members).every((item) => item.status === "pending")).toBe(true);
      expect(new Set(items.map((item) => item.email)).size).toBe(members + invitations);
    }
  });

  it("pages the active members and the pending invitations alone", async () => {
    const active = await allPages(`${org()}/user/active`, team.admin.token, 9);
    expect(active.items).toHaveLength(members - extraMembers / 4);
    expect(active.items.every((item) => item.status === "active")).toBe(true);
    const pending = await allPages(`${org()}/user/pending`, team.admin.token, 9);
    expect(pending.items).toHaveLength(invitations);
    expect((await api.get(`${org()}/user`, { token: team.admin.token })).body).toHaveLength(50);
  });

  it("keeps its authorization and checks its cursor", async () => {
    expectProblem(await api.get(`${org()}/user`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${org()}/user?cursor=e30`, { token: team.admin.token }), 400);
  });

  it("pages the caller's own invitations, newest first", async () => {
    const invitee = await makeUser({ label: "invitee" });
    const organizations = await Promise.all(Array.from({ length: 3 }, () => makeTeam()));
    for (const other of organizations) {
      const invited = await api.post(`/api/v1/organization/${other.organizationId}/user/invite`, { token: other.owner.token, json: { email: invitee.email, role: "reader" } });
      expect(invited.status).toBe(201);
    }
    const { pages, items } = await allPages("/api/v1/invitations", invitee.token, 2);
    expect(pages).toHaveLength(2);
    expect(items.map((item) => item.organization_id)).toEqual(organizations.map((other) => other.organizationId).reverse());
  });
});
