import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import type { RouteOptions } from "@/lib/http/route";
import { api, type CallOptions } from "../helpers/api";
import { pathFor, routeTargets, sampleBody, type RouteTarget } from "../helpers/route-targets";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken } from "../events/helpers";
import { makeProject } from "../publishing/fixtures";

/**
 * Generated from the route registry: every state-changing route (POST, PUT, PATCH, DELETE) is
 * called with a body its schema accepts and the ids of real rows in its path, then called
 * again (a second create often conflicts). Whatever each answers, a success left exactly one
 * audit entry under its request id and a refusal (4xx) or failure left none. Public routes and
 * routes with their own credentials (roadmap customers, signed upload URLs, Inngest, single
 * sign-on) have no member as actor and are not audited.
 */

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let team: Team;
let ids: Record<string, string>;
let internalOptions: CallOptions;

beforeAll(async () => {
  team = await makeTeam();
  const { documentation, versionIds, sectionIds, entryIds } = await makeProject(team.organizationId, {
    versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guide", slug: "guide", entries: [{ title: "Intro", slug: "intro", content: "# Hi" }] }] }],
  });
  await makeOrganizationToken(team.organizationId, team.owner, "member");
  const token = await db.apiToken.findFirstOrThrow({ where: { organizationId: team.organizationId } });
  ids = {
    organization_id: team.organizationId,
    documentation_id: documentation.id,
    project_id: documentation.id,
    version_id: versionIds.get("v1")!,
    section_id: sectionIds.get("v1/guide")!,
    entry_id: entryIds.get("v1/guide/intro")!,
    user_id: team.member.id,
    token_id: token.id,
  };
  // The owner also administers the platform, so system administration routes accept the calls.
  await db.user.update({ where: { id: team.owner.id }, data: { isSystemAdmin: true } });
  internalOptions = { headers: { authorization: `Bearer ${process.env.INTERNAL_API_TOKEN}` }, peer: "127.0.0.1" };
});

/** Reads under a `.read` permission (the editor's preview posts its markdown) change nothing and are not audited. */
const isAudited = (options: RouteOptions) =>
  (options.auth === undefined || options.auth === "user" || options.auth === "system-admin" || options.auth === "internal") && !options.permission?.endsWith(".read");

/** Deletions last, the organization's own last of all, so that the other calls find their rows. */
const order = (target: RouteTarget) => (target.method !== "DELETE" ? 0 : target.segments.at(-1) === "[organization_id]" ? 2 : 1);

describe("every state-changing route", () => {
  it("leaves one audit entry when it succeeds and none when it is refused", { timeout: 300_000 }, async () => {
    const all = (await routeTargets()).filter((target) => stateChanging.has(target.method)).sort((a, b) => order(a) - order(b));
    const outcomes: { route: string; status: number; entries: number }[] = [];
    for (const target of all.filter((candidate) => isAudited(candidate.options))) {
      const path = pathFor(target, (meaning) => ids[meaning]);
      const sample = sampleBody(target, (key) => ids[key]);
      const body = sample === undefined ? undefined : JSON.stringify(sample);
      for (const attempt of [1, 2]) {
        if (attempt === 2 && target.method === "DELETE") break;
        const requestId = `coverage-${randomUUID()}`;
        const credentials = target.options.auth === "internal" ? internalOptions : { token: team.owner.token };
        const response = await api[target.method.toLowerCase() as "post"](path, {
          ...credentials,
          headers: { ...credentials.headers, "x-request-id": requestId, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body,
        });
        // Jobs the call started run to their end first: their entries are theirs, not the request's.
        await inProcessJobsIdle();
        outcomes.push({
          route: `${target.method} /${target.segments.join("/")} #${attempt}`,
          status: response.status,
          entries: await db.auditEntry.count({ where: { requestId } }),
        });
      }
    }
    const wrong = outcomes.filter((outcome) => outcome.entries !== (outcome.status < 400 ? 1 : 0));
    expect(wrong, JSON.stringify(wrong, null, 1)).toEqual([]);
    // The calls reached the services: many succeeded, and refusals of both kinds were seen.
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status < 400).length, JSON.stringify(outcomes, null, 1)).toBeGreaterThan(25);
    expect(statuses).toContain(400);
    expect(statuses).toContain(409);
  });
});
