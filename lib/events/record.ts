import { db } from "../db";
import type { Event, Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { deliverEventPush } from "../push/deliver";
import { runInBackground } from "../push/background";
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
 * Records an event and pushes it to the organization's web push subscribers in the
 * background. Call it after the operation's transaction has committed. Platform code that
 * must not fail because of event bookkeeping uses `recordEventSafely`.
 */
export async function recordEvent(input: NewEvent): Promise<Event> {
  const event = await db.event.create({
    data: {
      organizationId: input.organizationId,
      documentationId: input.documentationId ?? null,
      type: input.type,
      description: input.description,
      metadata: input.metadata ?? {},
      actorUserId: input.actorUserId ?? null,
    },
  });
  notifySubscribers([event]);
  return event;
}

/** Like recordEvent, but a failure is logged instead of thrown (the operation already happened). */
export async function recordEventSafely(input: NewEvent): Promise<void> {
  try {
    await recordEvent(input);
  } catch (error) {
    log.error("event not recorded", { type: input.type, organization_id: input.organizationId, error: (error as Error).message });
  }
}

/** Pushes recorded events in the background, one task per organization. */
export function notifySubscribers(events: Event[]): void {
  const byOrganization = new Map<string, Event[]>();
  for (const event of events) byOrganization.set(event.organizationId, [...(byOrganization.get(event.organizationId) ?? []), event]);
  for (const [organizationId, group] of byOrganization) {
    runInBackground("push delivery", async () => {
      const outcome = await deliverEventPush(organizationId, group);
      if (outcome.delivered + outcome.removed + outcome.failed > 0) log.info("push delivered", { organization_id: organizationId, ...outcome });
    });
  }
}
