import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { invalidInput, notFound } from "../errors";
import { Prisma, type Event } from "../generated/prisma/client";
import { CreatedCursor, createdCursorOf, createdPastSql, decodeCursor, fetchPage, mapPage, utcTimestamp, type Page, type PageRequest } from "../pagination";
import { recordEvent, saveEvents } from "./record";
import type { CreateEventInput, EventListInput } from "./schemas";
import type { TokenScope } from "./token-scope";
import { eventView, type EventView } from "./views";

export async function createDocumentationEvent(access: DocumentationAccess, principal: Principal, input: CreateEventInput) {
  const event = await recordEvent({
    organizationId: access.organizationId,
    documentationId: access.documentationId,
    type: input.type,
    description: input.description,
    metadata: input.metadata as Prisma.InputJsonObject | undefined,
    actorUserId: principal.user.id,
  });
  return eventView(event);
}

/** Records up to 1,000 events in one statement (imports from other systems, seeding). */
export async function createDocumentationEvents(access: DocumentationAccess, principal: Principal, inputs: CreateEventInput[]) {
  // Distinct, increasing timestamps keep the given order in the newest-first list.
  const base = Date.now() - inputs.length;
  const events = await saveEvents((tx) =>
    tx.event.createManyAndReturn({
      data: inputs.map((input, index) => ({
        organizationId: access.organizationId,
        documentationId: access.documentationId,
        type: input.type,
        description: input.description,
        metadata: (input.metadata ?? {}) as Prisma.InputJsonObject,
        actorUserId: principal.user.id,
        createdAt: new Date(base + index),
      })),
    }),
  );
  return events.map(eventView);
}

type Sort = "newest" | "oldest";

const SortedCursor = CreatedCursor.extend({ sort: z.enum(["newest", "oldest"]).default("newest") });

/**
 * One page in (createdAt, id) order. The keyset condition is a row comparison, which
 * PostgreSQL answers from the (project|organization, createdAt, id) indexes at any depth.
 */
async function page(filters: Prisma.Sql[], limit: number, sort: Sort, cursorText: string | undefined): Promise<Page<EventView>> {
  const cursor = decodeCursor(cursorText, SortedCursor);
  if (cursor && cursor.sort !== sort) throw invalidInput("The cursor belongs to a list in the other order.", [{ path: "cursor", message: "sort changed" }]);
  const conditions = cursor ? [...filters, createdPastSql(cursor, sort === "newest" ? "desc" : "asc")] : filters;
  const direction = sort === "newest" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const events = await fetchPage(
    { limit },
    (take) => db.$queryRaw<Event[]>`
      SELECT * FROM "Event" WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY "createdAt" ${direction}, "id" ${direction} LIMIT ${take}`,
    (last) => ({ ...createdCursorOf(last), sort }),
  );
  return mapPage(events, eventView);
}

export function listDocumentationEvents(access: DocumentationAccess, query: PageRequest & { type?: string }) {
  const filters = [Prisma.sql`"documentationId" = ${access.documentationId}`];
  if (query.type) filters.push(Prisma.sql`"type" = ${query.type}`);
  return page(filters, query.limit, "newest", query.cursor);
}

export async function deleteDocumentationEvent(access: DocumentationAccess, eventId: string) {
  const removed = await db.event.deleteMany({ where: { id: eventId, documentationId: access.documentationId } });
  if (removed.count === 0) throw notFound("Event");
}

/** The project a simplified call concerns: the token's, else the body's (checked), else none. */
async function documentationOf(scope: TokenScope, requested: string | undefined): Promise<string | null> {
  if (scope.documentationId) {
    if (requested && requested !== scope.documentationId) throw notFound("Documentation");
    return scope.documentationId;
  }
  if (!requested) return null;
  const documentation = await db.documentation.findFirst({ where: { id: requested, organizationId: scope.access.organizationId }, select: { id: true } });
  if (!documentation) throw notFound("Documentation");
  return documentation.id;
}

export async function listEventsInScope(scope: TokenScope, input: EventListInput) {
  const documentation = await documentationOf(scope, input.project_id);
  const filters = [documentation ? Prisma.sql`"documentationId" = ${documentation}` : Prisma.sql`"organizationId" = ${scope.access.organizationId}`];
  if (input.type !== undefined) {
    const types = Array.isArray(input.type) ? input.type : [input.type];
    filters.push(Prisma.sql`"type" IN (${Prisma.join(types)})`);
  }
  if (input.from) filters.push(Prisma.sql`"createdAt" >= ${utcTimestamp(new Date(input.from))}`);
  if (input.to) filters.push(Prisma.sql`"createdAt" < ${utcTimestamp(new Date(input.to))}`);
  return page(filters, input.limit, input.sort, input.cursor);
}

/** The id may come in the body or in `?event_id=`; both, if given, must agree. */
export function eventIdFrom(query: string | undefined, body: string | undefined): string {
  if (query && body && query !== body) {
    throw invalidInput("`event_id` differs between the query and the body.", [{ path: "query.event_id", message: "differs from body.event_id" }]);
  }
  const id = query ?? body;
  if (!id) throw invalidInput("Name the event: `?event_id=` or a body `{ \"event_id\": ... }`.", [{ path: "body.event_id", message: "required" }]);
  return id;
}

export async function deleteEventInScope(scope: TokenScope, eventId: string) {
  const removed = await db.event.deleteMany({
    where: {
      id: eventId,
      organizationId: scope.access.organizationId,
      ...(scope.documentationId ? { documentationId: scope.documentationId } : {}),
    },
  });
  if (removed.count === 0) throw notFound("Event");
}
