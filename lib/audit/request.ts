import type { OrganizationAccess } from "../auth/access";
import type { Permission } from "../auth/permissions";
import type { Principal } from "../auth/principal";
import { clientAddress } from "../http/client-address";
import { runRecorded } from "./record";
import type { AuditScope } from "./scope";

const stateChangingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface RouteCall {
  request: Request;
  requestId: string;
  /** How the route authenticates (`custom`: a domain's own credentials). */
  auth: "user" | "system-admin" | "internal" | "public" | "custom";
  permission?: Permission;
  /** The route's summary, the entry's description. */
  summary: string;
  principal: Principal | null;
  /** The path's parameters as the router gave them. */
  params: Record<string, unknown>;
  access: OrganizationAccess | null;
}

/**
 * The audit scope of a state-changing request by an organization's actor: a user (dashboard
 * session), an API token, or the platform's internal caller. Reads are not audited, whatever
 * their method (a POST under a `.read` permission, such as the editor's preview, changes
 * nothing), nor public routes and routes with their own credentials (readers of published
 * sites, roadmap customers): their callers are no one's members.
 */
export function requestAuditScope(call: RouteCall): AuditScope | null {
  const { request, principal } = call;
  if (!stateChangingMethods.has(request.method) || call.permission?.endsWith(".read")) return null;
  const actor =
    call.auth === "internal"
      ? { actorType: "internal" as const, actorId: "internal", actorUserId: null }
      : principal?.token
        ? { actorType: "token" as const, actorId: principal.token.id, actorUserId: principal.user.id }
        : principal
          ? { actorType: "user" as const, actorId: principal.user.id, actorUserId: null }
          : null;
  if (!actor) return null;
  const pathname = new URL(request.url).pathname;
  const route = routeTemplate(pathname, call.params);
  const organizationParam = call.params.organization_id;
  return {
    ...actor,
    organizationId: call.access?.organizationId ?? (typeof organizationParam === "string" ? organizationParam : null),
    action: `${call.permission ?? routeName(route)}:${request.method}`,
    route: `${request.method} ${route}`,
    summary: call.summary,
    targets: Object.fromEntries(
      Object.entries(call.params).filter((entry): entry is [string, string] => entry[0].endsWith("_id") && typeof entry[1] === "string"),
    ),
    requestId: call.requestId,
    clientAddress: clientAddress(request),
    state: "pending",
    open: true,
  };
}

/** Runs a route's handler as its audit scope says; a request outside any scope runs as it is. */
export function recordRequest(scope: AuditScope | null, respond: () => Promise<Response>): Promise<Response> {
  return scope ? runRecorded(scope, respond, (response) => response.status < 400) : respond();
}

/** The path with its parameters named: `/api/v1/organization/{organization_id}/tokens`. */
function routeTemplate(pathname: string, params: Record<string, unknown>): string {
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (typeof value === "string" ? [[value, name] as const] : [])));
  return pathname
    .split("/")
    .map((segment) => {
      const name = names.get(decodeSegment(segment));
      return name ? `{${name}}` : segment;
    })
    .join("/");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An action name for a route without a permission: its fixed path segments (`invitations.accept`). */
function routeName(template: string): string {
  return template
    .split("/")
    .filter((segment) => segment && !segment.startsWith("{") && segment !== "api" && segment !== "v1")
    .join(".");
}
