import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import type { AuditEntry, Prisma } from "../generated/prisma/client";
import { reportCsv } from "../analytics/export";
import { CreatedCursor, createdBefore, createdCursorOf, decodeCursor, fetchPage, mapPage, type Page, type PageRequest } from "../pagination";
import type { AuditLogFilter, AuditLogPageQuery } from "./schemas";
import type { ActorType } from "./scope";
import type { AuditEntryView } from "./views";

function filterWhere(organizationId: string, filter: AuditLogFilter): Prisma.AuditEntryWhereInput[] {
  const { actor, action, target, from, to } = filter;
  return [
    { organizationId },
    actor ? { OR: [{ actorId: actor }, { actorUserId: actor }] } : {},
    action ? { OR: [{ action }, { action: { startsWith: `${action}:` } }] } : {},
    target ? { targetIds: { has: target } } : {},
    from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {},
  ];
}

/** An organization's audit log, newest first, filtered and paginated. */
export async function listAuditEntries(access: OrganizationAccess, query: AuditLogPageQuery): Promise<Page<AuditEntryView>> {
  const cursor = decodeCursor(query.cursor, CreatedCursor);
  const entries = await fetchPage(
    query,
    (take) =>
      db.auditEntry.findMany({
        where: { AND: [...filterWhere(access.organizationId, query), createdBefore(cursor)] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(entries, auditEntryView);
}

function auditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    entry_id: entry.id,
    created_at: entry.createdAt.toISOString(),
    // Written only by lib/audit/request.ts and lib/audit/job.ts, with an ActorType.
    actor_type: entry.actorType as ActorType,
    actor_id: entry.actorId,
    actor_user_id: entry.actorUserId,
    action: entry.action,
    route: entry.route,
    summary: entry.summary,
    targets: entry.targets as Record<string, string>,
    request_id: entry.requestId,
    client_hash: entry.clientHash,
  };
}

const csvColumns = ["created_at", "actor_type", "actor_id", "actor_user_id", "action", "summary", "route", "targets", "request_id", "client_hash", "entry_id"] as const;

/** The filtered log as CSV (targets as `name=id` pairs), read a page at a time. */
export function auditLogCsv(access: OrganizationAccess, filter: AuditLogFilter): Promise<ReadableStream<Uint8Array>> {
  return reportCsv(csvColumns, async (page: PageRequest) => {
    const entries = await listAuditEntries(access, { ...filter, ...page });
    return {
      nextCursor: entries.nextCursor,
      items: entries.items.map((view) => ({ ...view, targets: Object.entries(view.targets).map(([name, id]) => `${name}=${id}`).join(" ") })),
    };
  });
}

/** Readable names of the entries' actors: users by name or email, tokens by name. */
export async function actorNames(entries: AuditEntryView[]): Promise<Record<string, string>> {
  const userIds = new Set<string>();
  const tokenIds = new Set<string>();
  for (const entry of entries) {
    if (entry.actor_type === "user") userIds.add(entry.actor_id);
    if (entry.actor_type === "token") tokenIds.add(entry.actor_id);
    if (entry.actor_user_id) userIds.add(entry.actor_user_id);
  }
  const [users, tokens] = await Promise.all([
    db.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, name: true, email: true } }),
    db.apiToken.findMany({ where: { id: { in: [...tokenIds] } }, select: { id: true, name: true } }),
  ]);
  return Object.fromEntries([
    ...users.map((user) => [user.id, user.name ?? user.email] as const),
    ...tokens.map((token) => [token.id, `token “${token.name}”`] as const),
  ]);
}
