import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sweepAuditLog } from "@/lib/audit/retention";
import { targetNames } from "@/lib/audit/target-names";
import { routeOptionsOf } from "@/lib/http/route";
import { POST as createOrganizationToken } from "@/app/api/v1/organization/[organization_id]/tokens/route";
import { db } from "@/lib/db";
import { api, type CallOptions } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken } from "../events/helpers";
import { makeProject, publishAndWait } from "../publishing/fixtures";

let team: Team;
const logPath = () => `/api/v1/organization/${team.organizationId}/audit-log`;

/** A request id of our own, so the test finds the entry its request made (or did not). */
const requestIdFor = (label: string) => `${label}-${randomUUID()}`;
const withRequestId = (requestId: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, "x-request-id": requestId },
});
const entriesOf = (requestId: string) => db.auditEntry.findMany({ where: { requestId } });

beforeAll(async () => {
  team = await makeTeam();
});

describe("recording", () => {
  it("records a successful change with its actor, organization, action, targets, request and hashed address", async () => {
    const requestId = requestIdFor("create-token");
    const created = await api.post(
      `/api/v1/organization/${team.organizationId}/tokens`,
      withRequestId(requestId, { token: team.admin.token, json: { name: "CI", role: "member" }, peer: "198.51.100.7" }),
    );
    expect(created.status).toBe(201);
    const [entry, ...others] = await entriesOf(requestId);
    expect(others).toEqual([]);
    const adminToken = await db.apiToken.findFirstOrThrow({ where: { userId: team.admin.id, kind: "personal" } });
    expect(entry).toMatchObject({
      organizationId: team.organizationId,
      actorType: "token",
      actorId: adminToken.id,
      actorUserId: team.admin.id,
      action: "tokens.manage:POST",
      route: "POST /api/v1/organization/{organization_id}/tokens",
      // The route's summary, as the API reference names the operation.
      summary: routeOptionsOf(createOrganizationToken)!.summary,
    });
    expect(entry!.summary).toMatch(/token/i);
    expect(entry!.targets).toEqual({ organization_id: team.organizationId, api_token_id: created.body.token_id });
    expect(entry!.targetIds).toEqual(expect.arrayContaining([team.organizationId, created.body.token_id]));
    // A keyed hash: the same address gives the same hash in this organization, another address another one.
    expect(entry!.clientHash).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(entry)).not.toContain("198.51.100.7");
    const again = requestIdFor("again");
    const other = requestIdFor("other");
    await api.put(`/api/v1/organization/${team.organizationId}`, withRequestId(again, { token: team.admin.token, json: { website: "https://example.test/a" }, peer: "198.51.100.7" }));
    await api.put(`/api/v1/organization/${team.organizationId}`, withRequestId(other, { token: team.admin.token, json: { website: "https://example.test/b" }, peer: "198.51.100.8" }));
    const [sameAddress] = await entriesOf(again);
    const [otherAddress] = await entriesOf(other);
    expect(sameAddress!.clientHash).toBe(entry!.clientHash);
    expect(otherAddress!.clientHash).not.toBe(entry!.clientHash);
  });

  it("names the organization a change created, though its path names none", async () => {
    const requestId = requestIdFor("create-organization");
    const created = await api.post("/api/v1/organization", withRequestId(requestId, { token: team.outsider.token, json: { name: "New Org", billing_email: "b@example.test" } }));
    expect(created.status).toBe(201);
    const [entry] = await entriesOf(requestId);
    expect(entry).toMatchObject({ organizationId: created.body.organization_id, actorUserId: team.outsider.id, action: "organization:POST" });
  });

  it("records no read, whatever its method: the editor's preview posts markdown and changes nothing", async () => {
    const { documentation } = await makeProject(team.organizationId, { versions: [] });
    const requestId = requestIdFor("preview");
    const preview = await api.post(`/api/v1/documentation/${team.organizationId}/${documentation.id}/preview`, withRequestId(requestId, { token: team.admin.token, json: { markdown: "# Hi" } }));
    expect(preview.status).toBe(200);
    expect(await entriesOf(requestId)).toEqual([]);
  });

  it("names the rows entries touched, of the organization only, and leaves the ids of rows it cannot name", async () => {
    const { documentation, versionIds, sectionIds, entryIds } = await makeProject(team.organizationId, {
      versions: [{ name: "Version two", slug: "v2", isDefault: true, sections: [{ title: "Guide", slug: "guide", entries: [{ title: "Intro", slug: "intro", content: "# Hi" }] }] }],
    });
    const outside = await makeProject(team.outsiderOrganizationId, { versions: [] });
    const [versionId, sectionId, entryId] = [versionIds.get("v2")!, sectionIds.get("v2/guide")!, entryIds.get("v2/guide/intro")!];
    const view = (targets: Record<string, string>) => ({ targets }) as Parameters<typeof targetNames>[1][number];
    const names = await targetNames(team.organizationId, [
      view({ organization_id: team.organizationId, documentation_id: documentation.id, version_id: versionId }),
      view({ section_id: sectionId, entry_id: entryId, user_id: team.member.id, job_id: "job-1" }),
      view({ project_id: outside.documentation.id, entry_id: randomUUID(), user_id: team.outsider.id }),
    ]);
    expect(names).toEqual({
      [team.organizationId]: expect.any(String),
      [documentation.id]: "Handbook",
      [versionId]: "Version two",
      [sectionId]: "Guide",
      [entryId]: "Intro",
      [team.member.id]: expect.any(String),
    });
  });

  it("records nothing for a refused or invalid request", async () => {
    const attempts = [
      // 400: invalid body
      api.post(`/api/v1/organization/${team.organizationId}/tokens`, withRequestId(requestIdFor("invalid"), { token: team.admin.token, json: { name: "" } })),
      // 409: the slug of another organization
      api.put(`/api/v1/organization/${team.organizationId}`, withRequestId(requestIdFor("conflict"), { token: team.owner.token, json: { slug: (await db.organization.findUniqueOrThrow({ where: { id: team.outsiderOrganizationId } })).slug } })),
      // 403: a member may not manage tokens
      api.post(`/api/v1/organization/${team.organizationId}/tokens`, withRequestId(requestIdFor("forbidden"), { token: team.member.token, json: { name: "x", role: "member" } })),
      // 404: another organization
      api.post(`/api/v1/organization/${team.organizationId}/tokens`, withRequestId(requestIdFor("outsider"), { token: team.outsider.token, json: { name: "x", role: "member" } })),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.status)).toEqual([400, 409, 403, 404]);
    const requestIds = answers.map((answer) => answer.headers.get("x-request-id")!);
    expect(await db.auditEntry.count({ where: { requestId: { in: requestIds } } })).toBe(0);
  });

  it("writes the entry in the transaction of the change: a commit that fails after it leaves neither", async () => {
    const failing = requestIdFor("forced-failure");
    // Fires at COMMIT, after both the change and its entry were written.
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION audit_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."requestId" LIKE 'forced-failure-%' THEN RAISE EXCEPTION 'forced failure after the audit write'; END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS audit_test_fail ON "AuditEntry"`);
    await db.$executeRawUnsafe(`
      CREATE CONSTRAINT TRIGGER audit_test_fail AFTER INSERT ON "AuditEntry"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_fail()`);
    try {
      // A single write (made in a transaction of its own for its entry) and a project (Prisma's own transaction).
      const token = await api.post(`/api/v1/organization/${team.organizationId}/tokens`, withRequestId(failing, { token: team.admin.token, json: { name: "never", role: "member" } }));
      const project = await api.post(`/api/v1/documentation/${team.organizationId}`, withRequestId(`${failing}-project`, { token: team.admin.token, json: { name: "Never" } }));
      expect([token.status, project.status]).toEqual([500, 500]);
      expect(await db.auditEntry.count({ where: { requestId: { startsWith: failing } } })).toBe(0);
      expect(await db.apiToken.count({ where: { organizationId: team.organizationId, name: "never" } })).toBe(0);
      expect(await db.documentation.count({ where: { organizationId: team.organizationId, name: "Never" } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS audit_test_fail ON "AuditEntry"`);
    }
    // The same requests succeed, each with one entry, once nothing forces a failure.
    const succeeding = requestIdFor("after-failure");
    const project = await api.post(`/api/v1/documentation/${team.organizationId}`, withRequestId(succeeding, { token: team.admin.token, json: { name: "Later" } }));
    expect(project.status).toBe(201);
    const [entry, ...others] = await entriesOf(succeeding);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: "documentation.create:POST", targets: expect.objectContaining({ documentation_id: project.body.documentation_id }) });
  });

  it("records a background job with the job as its actor, and the request that started it", async () => {
    const { documentation } = await makeProject(team.organizationId, {
      versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guide", slug: "guide", entries: [{ title: "Intro", slug: "intro", content: "# Hi" }] }] }],
    });
    const status = await publishAndWait(documentation.id, team.admin.token);
    expect(status.body.status).toBe("completed");
    const job = await db.job.findFirstOrThrow({ where: { documentationId: documentation.id, functionId: "publish-documentation" } });
    const [jobEntry, ...others] = await db.auditEntry.findMany({ where: { actorType: "job", actorId: job.id } });
    expect(others).toEqual([]);
    expect(jobEntry).toMatchObject({
      organizationId: team.organizationId,
      actorUserId: team.admin.id,
      action: "job:publish-documentation",
      route: null,
      summary: "Publish a project",
      requestId: job.id,
      targets: expect.objectContaining({ job_id: job.id, documentation_id: documentation.id }),
    });
    const [started, ...again] = await db.auditEntry.findMany({ where: { targetIds: { has: documentation.id }, action: "documentation.publish:POST" } });
    expect(again).toEqual([]);
    expect(started).toMatchObject({ actorType: "token", actorUserId: team.admin.id, route: "POST /api/documentations/{documentation_id}/publish" });
  });
});

describe("GET /v1/organization/{id}/audit-log", () => {
  let ownerRequest: string;
  let memberTokenRequest: string;
  let memberTokenId: string;

  beforeAll(async () => {
    ownerRequest = requestIdFor("owner-update");
    await api.put(`/api/v1/organization/${team.organizationId}`, withRequestId(ownerRequest, { token: team.owner.token, json: { website: "https://example.test/owner" } }));
    memberTokenRequest = requestIdFor("member-token");
    const created = await api.post(`/api/v1/organization/${team.organizationId}/tokens`, withRequestId(memberTokenRequest, { token: team.admin.token, json: { name: "Filter", role: "reader" } }));
    memberTokenId = created.body.token_id;
  });

  it("lists the organization's entries, newest first, for admins and owners", async () => {
    for (const caller of [team.owner, team.admin]) {
      const response = await api.get(logPath(), { token: caller.token });
      expect(response.status).toBe(200);
      const times = response.body.map((entry: { created_at: string }) => entry.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(response.body[0]).toEqual({
        entry_id: expect.any(String),
        created_at: expect.any(String),
        actor_type: expect.any(String),
        actor_id: expect.any(String),
        actor_user_id: expect.toBeOneOf([null, expect.any(String)]),
        action: expect.any(String),
        route: expect.toBeOneOf([null, expect.any(String)]),
        summary: expect.toBeOneOf([null, expect.any(String)]),
        targets: expect.any(Object),
        request_id: expect.any(String),
        client_hash: expect.toBeOneOf([null, expect.any(String)]),
      });
      expect(response.body.every((entry: { request_id: string }) => !entry.request_id.startsWith("forced-failure"))).toBe(true);
    }
    // Another organization's changes are not in it.
    const outsiderEntries = await api.get(logPath(), { token: team.owner.token, headers: {} });
    expect(outsiderEntries.body.some((entry: { actor_user_id: string }) => entry.actor_user_id === team.outsider.id)).toBe(false);
  });

  it("filters by actor, action, target and time range", async () => {
    const byActor = await api.get(`${logPath()}?actor=${team.owner.id}`, { token: team.admin.token });
    expect(byActor.body.length).toBeGreaterThan(0);
    expect(byActor.body.every((entry: { actor_id: string; actor_user_id: string }) => entry.actor_id === team.owner.id || entry.actor_user_id === team.owner.id)).toBe(true);
    expect(byActor.body.map((entry: { request_id: string }) => entry.request_id)).toContain(ownerRequest);

    const byPermission = await api.get(`${logPath()}?action=tokens.manage`, { token: team.admin.token });
    expect(byPermission.body.length).toBeGreaterThan(0);
    expect(byPermission.body.every((entry: { action: string }) => entry.action.startsWith("tokens.manage:"))).toBe(true);
    const byAction = await api.get(`${logPath()}?action=organization.update:PUT`, { token: team.admin.token });
    expect(byAction.body.map((entry: { request_id: string }) => entry.request_id)).toContain(ownerRequest);
    expect(byAction.body.every((entry: { action: string }) => entry.action === "organization.update:PUT")).toBe(true);

    const byTarget = await api.get(`${logPath()}?target=${memberTokenId}`, { token: team.admin.token });
    expect(byTarget.body.map((entry: { request_id: string }) => entry.request_id)).toEqual([memberTokenRequest]);

    const entry = await db.auditEntry.findFirstOrThrow({ where: { requestId: ownerRequest } });
    const at = entry.createdAt.getTime();
    const inRange = await api.get(`${logPath()}?from=${new Date(at).toISOString()}&to=${new Date(at + 1).toISOString()}`, { token: team.admin.token });
    expect(inRange.body.map((row: { request_id: string }) => row.request_id)).toContain(ownerRequest);
    const before = await api.get(`${logPath()}?to=${new Date(at).toISOString()}&action=organization.update:PUT`, { token: team.admin.token });
    expect(before.body.map((row: { request_id: string }) => row.request_id)).not.toContain(ownerRequest);
    const future = await api.get(`${logPath()}?from=2999-01-01`, { token: team.admin.token });
    expect(future.body).toEqual([]);
  });

  it("refuses invalid filters", async () => {
    expectProblem(await api.get(`${logPath()}?from=2026-02-01&to=2026-01-01`, { token: team.admin.token }), 400);
    expectProblem(await api.get(`${logPath()}?from=yesterday`, { token: team.admin.token }), 400);
    expectProblem(await api.get(`${logPath()}?limit=0`, { token: team.admin.token }), 400);
    expectProblem(await api.get(`${logPath()}?cursor=nonsense`, { token: team.admin.token }), 400);
  });

  it("pages with a cursor", async () => {
    const all = await api.get(`${logPath()}?limit=200`, { token: team.admin.token });
    expect(all.body.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let next: string | null = `${logPath()}?limit=2`;
    while (next) {
      const page = await api.get(next, { token: team.admin.token });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.map((entry: { entry_id: string }) => entry.entry_id));
      const link = page.headers.get("link");
      next = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
      if (next) expect(page.headers.get("x-next-cursor")).toBeTruthy();
    }
    expect(seen).toEqual(all.body.map((entry: { entry_id: string }) => entry.entry_id));
  });

  it("is for owners and admins of the organization only", async () => {
    expectProblem(await api.get(logPath()), 401);
    expectProblem(await api.get(logPath(), { token: team.member.token }), 403);
    expectProblem(await api.get(logPath(), { token: team.reader.token }), 403);
    expectProblem(await api.get(logPath(), { token: await makeOrganizationToken(team.organizationId, team.admin, "member") }), 403);
    expectProblem(await api.get(logPath(), { token: team.outsider.token }), 404);
    expectProblem(await api.get(`/api/v1/organization/${team.outsiderOrganizationId}/audit-log`, { token: await makeOrganizationToken(team.organizationId, team.admin, "admin") }), 404);
    expectProblem(await api.get(`${logPath()}/export`), 401);
    expectProblem(await api.get(`${logPath()}/export`, { token: team.member.token }), 403);
    expectProblem(await api.get(`${logPath()}/export`, { token: team.outsider.token }), 404);
  });
});

describe("GET /v1/organization/{id}/audit-log/export", () => {
  it("answers the filtered log as CSV with cells a spreadsheet will not run as formulas", async () => {
    // A request id is the caller's to choose: one that starts like a formula.
    const formula = "-1-cmd.calc";
    await api.put(`/api/v1/organization/${team.organizationId}`, withRequestId(formula, { token: team.admin.token, json: { website: "https://example.test/csv" } }));
    const response = await api.get(`${logPath()}/export?action=organization.update`, { token: team.admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"created_at","actor_type","actor_id","actor_user_id","action","summary","route","targets","request_id","client_hash","entry_id"');
    expect(lines.slice(1).every((line) => line.includes('"organization.update:PUT"'))).toBe(true);
    const row = lines.find((line) => line.includes("cmd.calc"))!;
    expect(row).toContain(`"'${formula}"`);
    expect(row).toContain(`"organization_id=${team.organizationId}"`);
    expect(response.text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("refuses invalid filters", async () => {
    expectProblem(await api.get(`${logPath()}/export?to=not-a-date`, { token: team.admin.token }), 400);
  });
});

describe("retention", () => {
  it("deletes entries older than the organization's plan keeps them", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.organization.update({ where: { id: team.outsiderOrganizationId }, data: { plan: "pro" } });
    const business = await db.organization.create({ data: { name: "Big", slug: `big-${randomUUID().slice(0, 8)}`, billingEmail: "b@example.test", plan: "business" } });
    const organizations = { free: team.organizationId, pro: team.outsiderOrganizationId, business: business.id };
    const label = `retention-${randomUUID()}`;
    const cases: Array<[organizationId: string | null, days: number, kept: boolean]> = [
      [organizations.free, 29, true],
      [organizations.free, 31, false],
      [organizations.pro, 89, true],
      [organizations.pro, 91, false],
      [organizations.business, 364, true],
      [organizations.business, 366, false],
      // No organization, or one deleted since: as long as the free plan keeps entries.
      [null, 29, true],
      [null, 31, false],
      [randomUUID(), 31, false],
    ];
    await db.auditEntry.createMany({
      data: cases.map(([organizationId, days], index) => ({
        organizationId,
        actorType: "user",
        actorId: team.owner.id,
        action: "organization.update:PUT",
        requestId: `${label}-${index}`,
        createdAt: daysAgo(days),
      })),
    });
    expect(await sweepAuditLog(now)).toBeGreaterThanOrEqual(5);
    const kept = await db.auditEntry.findMany({ where: { requestId: { startsWith: label } }, select: { requestId: true } });
    expect(kept.map((entry) => Number(entry.requestId.slice(label.length + 1))).sort()).toEqual(
      cases.flatMap(([, , keep], index) => (keep ? [index] : [])),
    );
  });
});
