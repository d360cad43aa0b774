import type { Role } from "./roles";

const everyone: readonly Role[] = ["owner", "admin", "member", "reader"];
const editors: readonly Role[] = ["owner", "admin", "member"];
const admins: readonly Role[] = ["owner", "admin"];
const owners: readonly Role[] = ["owner"];

/**
 * The one permission table: which organization roles may perform each action.
 * Routes declare the action; the route wrapper checks it. Readers are further limited to
 * the projects granted to them (lib/auth/access.ts).
 */
export const permissionTable = {
  "organization.read": everyone,
  "organization.update": admins,
  "organization.delete": owners,
  "members.read": everyone,
  "members.manage": admins,
  "tokens.manage": admins,
  "audit.read": admins,
  "wizard.read": everyone,
  "wizard.write": editors,
  "documentation.read": everyone,
  "documentation.create": editors,
  "documentation.write": editors,
  "documentation.delete": admins,
  "documentation.configure": admins,
  "documentation.publish": editors,
  "documentation.backup": admins,
  "change_requests.read": everyone,
  /** Open, edit the branch, comment and review (never one's own approval: lib/change-requests). */
  "change_requests.write": editors,
  /** Merging writes the main draft: the role that may edit it. */
  "change_requests.merge": editors,
  "ai.use": editors,
  "analytics.read": editors,
  "events.read": everyone,
  "events.write": editors,
  "push.subscribe": everyone,
  "push.manage": admins,
  "webhooks.manage": admins,
  "feedback.manage": admins,
  "support.read": everyone,
  "support.write": everyone,
  "subscription.read": everyone,
  "git.connect": admins,
  "git.read": editors,
  "sso.manage": admins,
  "security.manage": admins,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

export function can(role: Role, permission: Permission): boolean {
  return (permissionTable[permission] as readonly Role[]).includes(role);
}
