import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";

const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, index));

/** Token ids of every page of a list, following `X-Next-Cursor`. */
async function walk(path: string, token: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await api.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { token });
    expect(response.status).toBe(200);
    ids.push(...response.body.map((token: { token_id: string }) => token.token_id));
    cursor = response.headers.get("x-next-cursor");
    if (cursor) expect(response.headers.get("link")).toContain(`cursor=${cursor}`);
  } while (cursor);
  return ids;
}

describe("token lists, paginated", () => {
  let team: Team;
  const count = 70;
  let personalIds: string[];
  let organizationIds: string[];

  beforeAll(async () => {
    team = await makeTeam();
    const rows = (kind: "personal" | "organization") =>
      Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        kind,
        name: `${kind} ${index}`,
        tokenHash: randomUUID(),
        displayPrefix: "dd_test_xxx",
        userId: team.owner.id,
        organizationId: kind === "organization" ? team.organizationId : null,
        role: kind === "organization" ? ("member" as const) : null,
        // Two issued in the same instant: the id decides their order.
        createdAt: at(Math.min(index, count - 2)),
      }));
    const personal = rows("personal");
    const organization = rows("organization");
    await db.apiToken.createMany({ data: [...personal, ...organization] });
    personalIds = personal.map((token) => token.id);
    organizationIds = organization.map((token) => token.id);
  });

  const organizationPath = () => `/api/v1/organization/${team.organizationId}/tokens`;

  it("answers the newest 50 by default, with where the next page starts", async () => {
    for (const path of ["/api/v1/tokens", organizationPath()]) {
      const first = await api.get(path, { token: team.owner.token });
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(50);
      expect(first.body[0].created_at >= first.body[49].created_at).toBe(true);
      expect(first.headers.get("link")).toMatch(/^<\/api\/v1\/[\w/-]*tokens\?cursor=[\w-]+>; rel="next"$/);
    }
  });

  it("walks every token once, whatever the page size", async () => {
    for (const limit of [1, 13, 200]) {
      const personal = await walk("/api/v1/tokens", team.owner.token, limit);
      // The fixture's own personal token is in the list too.
      expect(personal).toHaveLength(new Set(personal).size);
      expect(personal).toEqual(expect.arrayContaining(personalIds));
      const organization = await walk(organizationPath(), team.owner.token, limit);
      expect(organization).toHaveLength(new Set(organization).size);
      expect([...organization].sort()).toEqual([...organizationIds].sort());
    }
  });

  it("keeps small lists as they were: one page, no next link", async () => {
    const small = await makeTeam();
    const response = await api.get(`/api/v1/organization/${small.organizationId}/tokens`, { token: small.admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers.get("link")).toBeNull();
  });

  it("refuses bad limits and cursors, and keeps its authorization", async () => {
    for (const path of ["/api/v1/tokens", organizationPath()]) {
      expectProblem(await api.get(`${path}?limit=0`, { token: team.owner.token }), 400);
      expectProblem(await api.get(`${path}?limit=201`, { token: team.owner.token }), 400);
      expectProblem(await api.get(`${path}?cursor=nonsense`, { token: team.owner.token }), 400);
      // Well-formed, but its time is no time.
      const timeless = Buffer.from(JSON.stringify({ createdAt: "yesterday", id: "x" })).toString("base64url");
      expectProblem(await api.get(`${path}?cursor=${timeless}`, { token: team.owner.token }), 400);
      expectProblem(await api.get(path), 401);
    }
    expectProblem(await api.get(organizationPath(), { token: team.member.token }), 403);
    expectProblem(await api.get(organizationPath(), { token: team.outsider.token }), 404);
  });
});
