import { db } from "../db";
import type { AuditEntryView } from "./views";

type Named = { id: string; name: string };
type Lookup = (organizationId: string, ids: string[]) => Promise<Named[]>;

const project = (organizationId: string) => ({ organizationId });
const titled = <T extends { id: string; title: string }>(rows: T[]): Named[] => rows.map(({ id, title }) => ({ id, name: title }));

/**
 * How each kind of target is named, by its key in an entry's targets (a path parameter, or the
 * table of a row the change created). Only rows of the organization are named: an entry shows
 * no other organization's names, whatever ids it holds.
 */
const lookups: Record<string, Lookup> = {
  organization_id: (organizationId, ids) => db.organization.findMany({ where: { id: { in: ids.filter((id) => id === organizationId) } }, select: { id: true, name: true } }),
  documentation_id: (organizationId, ids) => db.documentation.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true, name: true } }),
  version_id: (organizationId, ids) => db.version.findMany({ where: { id: { in: ids }, documentation: project(organizationId) }, select: { id: true, name: true } }),
  section_id: async (organizationId, ids) =>
    titled(await db.section.findMany({ where: { id: { in: ids }, version: { documentation: project(organizationId) } }, select: { id: true, title: true } })),
  entry_id: async (organizationId, ids) =>
    titled(await db.entry.findMany({ where: { id: { in: ids }, section: { version: { documentation: project(organizationId) } } }, select: { id: true, title: true } })),
  asset_id: async (organizationId, ids) =>
    (await db.asset.findMany({ where: { id: { in: ids }, documentation: project(organizationId) }, select: { id: true, filename: true } })).map(({ id, filename }) => ({ id, name: filename })),
  api_token_id: (organizationId, ids) => db.apiToken.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true, name: true } }),
  change_request_id: async (organizationId, ids) =>
    titled(await db.changeRequest.findMany({ where: { id: { in: ids }, documentation: project(organizationId) }, select: { id: true, title: true } })),
  webhook_endpoint_id: async (organizationId, ids) =>
    (await db.webhookEndpoint.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true, url: true } })).map(({ id, url }) => ({ id, name: url })),
  idea_id: async (organizationId, ids) => titled(await db.idea.findMany({ where: { id: { in: ids }, workspace: { organizationId } }, select: { id: true, title: true } })),
  roadmap_item_id: async (organizationId, ids) =>
    titled(await db.roadmapItem.findMany({ where: { id: { in: ids }, workspace: { organizationId } }, select: { id: true, title: true } })),
  changelog_id: async (organizationId, ids) =>
    titled(await db.changelog.findMany({ where: { id: { in: ids }, workspace: { organizationId } }, select: { id: true, title: true } })),
  support_ticket_id: async (organizationId, ids) =>
    (await db.supportTicket.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true, subject: true } })).map(({ id, subject }) => ({ id, name: subject })),
  invitation_id: async (organizationId, ids) =>
    (await db.invitation.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true, email: true } })).map(({ id, email }) => ({ id, name: email })),
  user_id: async (organizationId, ids) =>
    (await db.membership.findMany({ where: { userId: { in: ids }, organizationId }, select: { user: { select: { id: true, name: true, email: true } } } })).map(({ user }) => ({
      id: user.id,
      name: user.name ?? user.email,
    })),
};

/** Path parameters that name the same kind of row as a created row's table does. */
const aliases: Record<string, string> = { project_id: "documentation_id", token_id: "api_token_id", item_id: "roadmap_item_id", webhook_id: "webhook_endpoint_id", ticket_id: "support_ticket_id" };

/**
 * Readable names of the rows the entries touched (a project's name, an entry's title), by id;
 * rows deleted since, and kinds without a name, keep showing their ids.
 */
export async function targetNames(organizationId: string, entries: AuditEntryView[]): Promise<Record<string, string>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const [key, id] of Object.entries(entry.targets)) {
      const kind = aliases[key] ?? key;
      if (!lookups[kind]) continue;
      let ids = idsByKind.get(kind);
      if (!ids) idsByKind.set(kind, (ids = new Set()));
      ids.add(id);
    }
  }
  const found = await Promise.all([...idsByKind].map(([kind, ids]) => lookups[kind]!(organizationId, [...ids])));
  return Object.fromEntries(found.flat().map(({ id, name }) => [id, name]));
}
