import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { api, call, type ApiResponse, type CallOptions } from "../helpers/api";
import { makeUser, type TestUser } from "../helpers/fixtures";
import { accessScope, pathFor, routeTargets, sampleBody, type RouteTarget } from "../helpers/route-targets";
import { docPath, makeContentTeam, type ContentTeam } from "../content/helpers";
import { makeOrganizationToken, makeProject } from "../events/helpers";

/**
 * Every method of every route under app/api (found from the files, so new routes are in it
 * at once) against every kind of caller. What each caller may do comes from the route's
 * declared auth and the permission table, never from a list kept by hand.
 *
 * Access is probed with a NUL in the query string: the route wrapper checks the query right
 * after authentication and access, so an allowed caller gets the query's 400 and the handler
 * never runs (nothing changes), while a refused one gets 401, 403 or 404.
 */

type Credential = "none" | "invalid" | "personal" | "organization" | "internal";

interface Caller {
  name: string;
  options: CallOptions;
  credential: Credential;
  /** The caller's role in the organization every path names (organization A). */
  roleInA: Role | null;
  /** A reader's grant to A's project. */
  granted?: boolean;
  systemAdministrator?: boolean;
  internalAddress?: boolean;
}

type Outcome = "allowed" | "refused";
/** What the declared auth and permission table say: allowed, refused with a status, or up to the route's own authenticator. */
type Expected = { outcome: "allowed" } | { outcome: "refused"; statuses: number[] } | { outcome: "either" };

const internalAddress = "127.0.0.1";
const externalAddress = "203.0.113.10";

let a: ContentTeam;
let ids: Record<string, string>;
let organizationB: { id: string; projectId: string };
let callers: Caller[];
/** Strings only organization A's data holds: none may reach another tenant's answer. */
let secretsOfA: string[];

beforeAll(async () => {
  a = await makeContentTeam();
  const name = `Tenant Alpha ${randomUUID().slice(0, 8)}`;
  await expectCreated(api.put(`/api/v1/organization/${a.organizationId}`, { token: a.owner.token, json: { name } }), 200);
  const created = async (path: string, json: unknown, token = a.owner.token) => (await expectCreated(api.post(path, { token, json }))).body;
  const redirect = await created(`${docPath(a)}/redirects`, { from: "/matrix-old", to: "/matrix-new" });
  const ticket = await created(`/api/organization/${a.organizationId}/support/tickets`, { subject: "Matrix ticket", body: "Tenant Alpha needs help." });
  const event = await created(`/api/v1/organizations/${a.organizationId}/projects/${a.documentationId}/events`, { type: "matrix.seeded", description: "Alpha" });
  const token = await created(`/api/v1/organization/${a.organizationId}/tokens`, { name: "Alpha automation" });
  const invitation = await created(`/api/v1/organization/${a.organizationId}/user/invite`, { email: `invitee-${randomUUID().slice(0, 8)}@example.test`, role: "member" });
  ids = {
    organization_id: a.organizationId,
    documentation_id: a.documentationId,
    project_id: a.documentationId,
    version_id: a.versionId,
    section_id: a.sectionId,
    entry_id: a.introductionId,
    parent_id: a.sectionId,
    redirect_id: redirect.redirect_id,
    ticket_id: ticket.ticket_id,
    event_id: event.event_id,
    token_id: token.token_id,
    user_id: a.member.id,
    invitation_id: invitation.invitation_id,
  };
  secretsOfA = [name, a.owner.email, a.member.email, ...new Set(Object.values(ids))];

  organizationB = { id: a.outsiderOrganizationId, projectId: await makeProject(a.outsiderOrganizationId, a.outsider, "Beta Guide") };
  const revoked = await makeUser({ label: "revoked" });
  const revokedToken = await created("/api/v1/tokens", { name: "soon revoked" }, revoked.token);
  await expectCreated(api.delete(`/api/v1/tokens/${revokedToken.token_id}`, { token: revoked.token }), 204);
  const systemAdministrator = await makeUser({ label: "staff", systemAdmin: true });
  const tokenOfB = await makeOrganizationToken(organizationB.id, a.outsider, "admin");
  const internalToken = { authorization: `Bearer ${process.env.INTERNAL_API_TOKEN}` };
  const personal = (user: TestUser) => ({ token: user.token });
  callers = [
    { name: "no token", options: {}, credential: "none", roleInA: null },
    { name: "malformed token", options: { headers: { authorization: "Bearer not a token" } }, credential: "invalid", roleInA: null },
    { name: "revoked token", options: { token: revokedToken.token }, credential: "invalid", roleInA: null },
    { name: "outsider", options: personal(a.outsider), credential: "personal", roleInA: null },
    { name: "reader without grant", options: personal(a.reader), credential: "personal", roleInA: "reader", granted: false },
    { name: "reader with grant", options: personal(a.grantedReader), credential: "personal", roleInA: "reader", granted: true },
    { name: "member", options: personal(a.member), credential: "personal", roleInA: "member" },
    { name: "admin", options: personal(a.admin), credential: "personal", roleInA: "admin" },
    { name: "owner", options: personal(a.owner), credential: "personal", roleInA: "owner" },
    { name: "system administrator", options: personal(systemAdministrator), credential: "personal", roleInA: null, systemAdministrator: true },
    { name: "other organization's token", options: { token: tokenOfB }, credential: "organization", roleInA: null },
    { name: "internal token, internal address", options: { headers: internalToken, peer: internalAddress }, credential: "internal", roleInA: null, internalAddress: true },
    { name: "internal token, external address", options: { headers: internalToken, peer: externalAddress }, credential: "internal", roleInA: null },
  ];
}, 180_000);

async function expectCreated(response: Promise<ApiResponse>, status = 201): Promise<ApiResponse> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`seeding failed (${answer.status}): ${answer.text}`);
  return answer;
}

const authenticated = (caller: Caller) => caller.credential === "personal" || caller.credential === "organization";

function expectedFor(target: RouteTarget, caller: Caller): Expected {
  const auth = target.options.auth ?? "user";
  const refused = (...statuses: number[]): Expected => ({ outcome: "refused", statuses });
  if (auth === "public") return { outcome: "allowed" };
  if (auth === "internal") return caller.credential === "internal" && caller.internalAddress ? { outcome: "allowed" } : refused(401, 403);
  if (!authenticated(caller)) return refused(401);
  // A domain's own authenticator (customer sessions) may also take an organization token for its own organization.
  if (typeof auth === "function") return caller.credential === "organization" ? { outcome: "either" } : refused(401, 403);
  if (auth === "system-admin") return caller.systemAdministrator ? { outcome: "allowed" } : refused(403);
  const permission = target.options.permission;
  if (!permission) return { outcome: "allowed" };
  // Another organization's resources do not exist for non-members: 404, never 403.
  if (!caller.roleInA) return refused(404);
  if (accessScope(target) === "documentation" && caller.roleInA === "reader" && !caller.granted) return refused(404);
  return can(caller.roleInA, permission) ? { outcome: "allowed" } : refused(403);
}

/** The probe's 400 names the query: anything else means the request got past the access check another way. */
function outcomeOf(response: ApiResponse): Outcome | "unexpected" {
  if ([401, 403, 404].includes(response.status)) return "refused";
  const namesQuery = response.status === 400 && response.body?.errors?.some((error: { path: string }) => error.path.startsWith("query"));
  return namesQuery ? "allowed" : "unexpected";
}

const label = (target: RouteTarget) => `${target.method} ${target.file.replace(/^\/app/, "").replace(/\/route\.ts$/, "")}`;

/** Organization A's strings in an answer to someone outside it, other than those the request itself named. */
function leakedSecrets(response: ApiResponse, request: string): string[] {
  return secretsOfA.filter((secret) => response.text.includes(secret) && !request.includes(secret));
}

const outsideA = (caller: Caller) => caller.roleInA === null && !(caller.credential === "internal" && caller.internalAddress);

describe("authorization matrix over every route", () => {
  it("allows exactly whom the declared auth and the permission table allow; non-members get 404, never 403", { timeout: 300_000 }, async () => {
    const targets = await routeTargets();
    const files = new Set(targets.map((target) => target.file));
    expect(targets.length).toBeGreaterThan(150);
    const cells = targets.length * callers.length;
    console.info(`authorization matrix: ${files.size} route files, ${targets.length} route methods × ${callers.length} callers = ${cells} cells`);

    const wrong: string[] = [];
    const leaks: string[] = [];
    let allowedCells = 0;
    for (const target of targets) {
      const path = `${pathFor(target, (meaning) => ids[meaning])}?matrix_probe=%00`;
      for (const caller of callers) {
        const response = await call(target.method, path, caller.options);
        const outcome = outcomeOf(response);
        const expected = expectedFor(target, caller);
        if (outcome === "allowed") allowedCells++;
        const fits =
          expected.outcome === "either"
            ? outcome !== "unexpected"
            : expected.outcome === "allowed"
              ? outcome === "allowed"
              : outcome === "refused" && expected.statuses.includes(response.status);
        if (!fits) wrong.push(`${label(target)} as ${caller.name}: expected ${JSON.stringify(expected)}, got ${response.status} ${response.text.slice(0, 200)}`);
        if (outsideA(caller)) leaks.push(...leakedSecrets(response, path).map((secret) => `${label(target)} as ${caller.name} shows ${secret}`));
      }
    }
    console.info(`authorization matrix: ${allowedCells} allowed cells, ${cells - allowedCells} refused`);
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it("answers a non-member naming another organization's data as if it did not exist, and shows none of it", { timeout: 300_000 }, async () => {
    const targets = await routeTargets();
    const strangers = callers.filter((caller) => ["outsider", "system administrator", "other organization's token", "no token"].includes(caller.name));
    const ownPathOf = (caller: Caller) => caller.credential === "organization" || caller.name === "outsider";
    const idsOfB: Record<string, string> = { organization_id: organizationB.id, documentation_id: organizationB.projectId, project_id: organizationB.projectId };
    const differing: string[] = [];
    const leaks: string[] = [];
    let requests = 0;

    const prepare = (target: RouteTarget, known: (meaning: string) => string | undefined) => {
      const path = pathFor(target, known);
      const body = sampleBody(target, known);
      return { path, body, text: `${path} ${JSON.stringify(body) ?? ""}` };
    };
    const send = async (target: RouteTarget, caller: Caller, request: ReturnType<typeof prepare>) => {
      const response = await call(target.method, request.path, { ...caller.options, ...(request.body === undefined ? {} : { json: request.body }) });
      requests++;
      if (response.status >= 500) differing.push(`${label(target)} as ${caller.name}: ${response.status} ${response.text.slice(0, 200)}`);
      leaks.push(...leakedSecrets(response, request.text).map((secret) => `${label(target)} as ${caller.name} shows ${secret}`));
      return response;
    };
    const namesA = (text: string) => Object.values(ids).some((id) => text.includes(id));

    for (const target of targets) {
      const auth = target.options.auth ?? "user";
      if (auth === "public") continue;
      for (const caller of strangers) {
        if (caller.systemAdministrator && auth === "system-admin") continue;
        // A's identifiers everywhere, against unknown ones: the answers must not tell them apart
        // (a list filtered by an identifier may answer 200, empty, to both).
        const foreign = prepare(target, (meaning) => ids[meaning]);
        if (namesA(foreign.text)) {
          const named = await send(target, caller, foreign);
          const unknown = await send(target, caller, prepare(target, () => undefined));
          if (named.status !== unknown.status) {
            differing.push(`${label(target)} as ${caller.name}: ${named.status} for A's data, ${unknown.status} for none: ${named.text.slice(0, 200)}`);
          }
        }
        // Inside the caller's own organization and project, with A's identifiers for everything else.
        if (!ownPathOf(caller) || !accessScope(target) || auth !== "user") continue;
        const crossing = prepare(target, (meaning) => idsOfB[meaning] ?? ids[meaning]);
        if (!namesA(crossing.text)) continue;
        const named = await send(target, caller, crossing);
        const own = await send(target, caller, prepare(target, (meaning) => idsOfB[meaning]));
        if (named.status !== own.status) {
          differing.push(`${label(target)} as ${caller.name} in its own organization: ${named.status} naming A's data, ${own.status} naming none: ${named.text.slice(0, 200)}`);
        }
      }
    }
    console.info(`tenant isolation: ${requests} requests naming another organization's data`);
    expect(differing).toEqual([]);
    expect(leaks).toEqual([]);
  });
});
