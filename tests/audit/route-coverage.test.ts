import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { routeOptionsOf, type RouteOptions } from "@/lib/http/route";
import { api, routeFiles, type CallOptions } from "../helpers/api";
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

const stateChanging = ["POST", "PUT", "PATCH", "DELETE"] as const;

interface Target {
  method: (typeof stateChanging)[number];
  segments: string[];
  options: RouteOptions;
}

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const textByFormat: Record<string, () => string> = {
  email: () => `audit-${randomUUID().slice(0, 6)}@example.test`,
  uuid: () => randomUUID(),
  uri: () => "https://example.test/audit",
  url: () => "https://example.test/audit",
  "date-time": () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
};
const patternCandidates = ["audit", "audit-1", "v1", "1", "a", "#336699", "1.0.0", "en", "GET", "/audit"];

/** A value the schema accepts (as far as JSON Schema says): required properties only. */
function validSample(schema: JsonSchema, root: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.$ref) return validSample(root.$defs?.[schema.$ref.split("/").at(-1)!] ?? {}, root, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return validSample(branches.find((branch) => branch.type !== "null") ?? branches[0]!, root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format && textByFormat[schema.format]) return textByFormat[schema.format]!();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, "u");
        return patternCandidates.find((candidate) => pattern.test(candidate)) ?? "audit";
      }
      return `audit ${randomUUID().slice(0, 6)}`.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength);
    }
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items ?? {}, root, depth + 1));
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, validSample(schema.properties?.[key] ?? {}, root, depth + 1)]),
      );
    default:
      return {};
  }
}

function bodyOf(options: RouteOptions): string | undefined {
  if (!options.body) return undefined;
  const schema = z.toJSONSchema(options.body, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const value = validSample(schema, schema);
  return value === undefined ? undefined : JSON.stringify(value);
}

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

async function targets(): Promise<Target[]> {
  const found: Target[] = [];
  for (const entry of routeFiles) {
    const exports = await entry.load();
    for (const method of stateChanging) {
      const options = routeOptionsOf(exports[method]);
      if (options) found.push({ method, segments: entry.segments, options });
    }
  }
  return found;
}

const isAudited = (options: RouteOptions) => options.auth === undefined || options.auth === "user" || options.auth === "system-admin" || options.auth === "internal";

const pathOf = (target: Target) =>
  "/" +
  target.segments
    .map((segment) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(segment)?.[1];
      return name ? (ids[name] ?? randomUUID()) : segment;
    })
    .join("/");

/** Deletions last, the organization's own last of all, so that the other calls find their rows. */
const order = (target: Target) => (target.method !== "DELETE" ? 0 : target.segments.at(-1) === "[organization_id]" ? 2 : 1);

describe("every state-changing route", () => {
  it("leaves one audit entry when it succeeds and none when it is refused", { timeout: 300_000 }, async () => {
    const all = (await targets()).sort((a, b) => order(a) - order(b));
    const outcomes: { route: string; status: number; entries: number }[] = [];
    for (const target of all.filter((candidate) => isAudited(candidate.options))) {
      const path = pathOf(target);
      const body = bodyOf(target.options);
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
