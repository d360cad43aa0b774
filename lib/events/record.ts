import { db } from "../db";
import type { Event, Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { dispatchJob } from "../jobs/dispatch";
import { deliverEventPushJob } from "../push/jobs";
import { enqueueEventDeliveries, startDeliveryJobs } from "../webhooks/queue";
import type { PlatformEventType } from "./types";

export interface NewEvent {
  organizationId: string;
  /** The project concerned; omit for organization-wide events. */
  documentationId?: string | null;
  type: PlatformEventType | (string & {});
  description: string;
  metadata?: Prisma.InputJsonObject;
  actorUserId?: string | null;
}

/**
 * Records an event, then sends it in the background to the organization's webhooks and web
 * push subscribers. Call it after the operation's transaction has committed. Platform code
 * that must not fail because of event bookkeeping uses `recordEventSafely`.
 */
export async function recordEvent(input: NewEvent): Promise<Event> {
  const [event] = await saveEvents(async (tx) => [
    await tx.event.create({
      data: {
        organizationId: input.organizationId,
        documentationId: input.documentationId ?? null,
        type: input.type,
        description: input.description,
        metadata: input.metadata ?? {},
        actorUserId: input.actorUserId ?? null,
      },
    }),
  ]);
  return event!;
}

/**
 * Writes events and their webhook deliveries in one transaction; after it commits, the
 * delivery jobs start and the events are pushed. Sending happens in background jobs, so it
 * neither slows nor fails the request that recorded the events.
 */
export async function saveEvents(write: (tx: Prisma.TransactionClient) => Promise<Event[]>): Promise<Event[]> {
  const { events, jobs } = await db.$transaction(async (tx) => {
    const events = await write(tx);
    return { events, jobs: await enqueueEventDeliveries(tx, events) };
  });
  await startDeliveryJobs(jobs);
  await notifySubscribers(events);
  return events;
}

/** Like recordEvent, but a failure is logged instead of thrown (the operation already happened). */
export async function recordEventSafely(input: NewEvent): Promise<void> {
  try {
    await recordEvent(input);
  } catch (error) {
    log.error("event not recorded", { type: input.type, organization_id: input.organizationId, error: (error as Error).message });
  }
}

/**
 * Hands recorded events to a background job that pushes them (lib/jobs: Inngest when
 * configured, else in this process), one job per organization with web push subscribers.
 * The events are recorded either way: a failure to start the job is logged, not thrown.
 */
async function notifySubscribers(events: Event[]): Promise<void> {
  const byOrganization = new Map<string, Event[]>();
  for (const event of events) byOrganization.set(event.organizationId, [...(byOrganization.get(event.organizationId) ?? []), event]);
  for (const [organizationId, group] of byOrganization) {
    try {
      const subscribers = await db.pushSubscription.count({ where: { organizationId, channel: "web_push" } });
      if (subscribers === 0) continue;
      const documentations = new Set(group.map((event) => event.documentationId));
      const [onlyDocumentation] = documentations.size === 1 ? [...documentations] : [null];
      await dispatchJob(deliverEventPushJob, { organizationId, eventIds: group.map((event) => event.id) }, {
        organizationId,
        documentationId: onlyDocumentation ?? undefined,
      });
    } catch (error) {
      log.error("push delivery not started", { organization_id: organizationId, error: (error as Error).message });
    }
  }
}
