import { randomUUID } from "node:crypto";
import { db } from "../db";
import type { Event, Prisma, WebhookEndpoint } from "../generated/prisma/client";
import { eventView } from "../events/views";
import { createJob, startJob, type JobRecord } from "../jobs/dispatch";
import { log } from "../log";
import { deliverWebhooksJob } from "./jobs";
import { claimTimeoutMs } from "./policy";

type Client = Prisma.TransactionClient | typeof db;

/** Deliveries one job takes: a batch of events to many endpoints is spread over several jobs. */
const deliveriesPerJob = 200;

/** What a delivery carries: the event as the events API shows it, in the Standard Webhooks envelope. */
export function eventPayload(event: Event) {
  return {
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: { ...eventView(event), created_at: event.createdAt.toISOString() },
  } as Prisma.InputJsonObject;
}

type Listener = Pick<WebhookEndpoint, "id" | "organizationId" | "eventTypes" | "documentationId">;

const wants = (endpoint: Listener, event: Event) =>
  endpoint.organizationId === event.organizationId &&
  (endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(event.type)) &&
  (!endpoint.documentationId || endpoint.documentationId === event.documentationId);

/** Claimed jobs created with the rows, handed to their runner once the transaction commits. */
export type QueuedJobs = JobRecord[];

/**
 * Writes a delivery for every active endpoint that wants each event, with the jobs that send
 * them, inside the transaction that records the events: a recorded event is never left
 * without its deliveries, and nothing is sent for an event that was rolled back.
 */
export async function enqueueEventDeliveries(tx: Prisma.TransactionClient, events: Event[]): Promise<QueuedJobs> {
  if (events.length === 0) return [];
  const organizationIds = [...new Set(events.map((event) => event.organizationId))];
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { organizationId: { in: organizationIds }, active: true },
    select: { id: true, organizationId: true, eventTypes: true, documentationId: true },
  });
  if (endpoints.length === 0) return [];
  const now = new Date();
  const deliveries = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => wants(endpoint, event))
      .map((endpoint) => ({ endpoint, event, id: randomUUID() })),
  );
  if (deliveries.length === 0) return [];
  await tx.webhookDelivery.createMany({
    data: deliveries.map(({ endpoint, event, id }) => ({
      id,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: event.type,
      payload: eventPayload(event),
      nextAttemptAt: now,
      claimedAt: now,
    })),
  });
  return createJobs(tx, deliveries.map(({ endpoint, id }) => ({ id, organizationId: endpoint.organizationId })));
}

async function createJobs(client: Client, deliveries: { id: string; organizationId: string }[]): Promise<QueuedJobs> {
  const byOrganization = new Map<string, string[]>();
  for (const delivery of deliveries) byOrganization.set(delivery.organizationId, [...(byOrganization.get(delivery.organizationId) ?? []), delivery.id]);
  const jobs: JobRecord[] = [];
  for (const [organizationId, ids] of byOrganization) {
    for (let start = 0; start < ids.length; start += deliveriesPerJob) {
      jobs.push(await createJob(client, deliverWebhooksJob, { deliveryIds: ids.slice(start, start + deliveriesPerJob) }, { organizationId }));
    }
  }
  return jobs;
}

/**
 * Starts the delivery jobs after their transaction committed. A job that cannot be started is
 * logged, not thrown (the request that recorded the event succeeds); its deliveries stay due
 * and the next sweep takes them once the claim times out.
 */
export async function startDeliveryJobs(jobs: QueuedJobs): Promise<void> {
  for (const job of jobs) {
    try {
      await startJob(deliverWebhooksJob, job);
    } catch (error) {
      log.error("webhook delivery not started", { job_id: job.id, error: (error as Error).message });
    }
  }
}

/** Queues a `webhook.test` message to one endpoint and starts its job. */
export async function enqueueTestDelivery(endpoint: WebhookEndpoint) {
  const now = new Date();
  const { delivery, jobs } = await db.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.create({
      data: {
        endpointId: endpoint.id,
        eventType: "webhook.test",
        payload: {
          type: "webhook.test",
          timestamp: now.toISOString(),
          data: { webhook_id: endpoint.id, organization_id: endpoint.organizationId, description: "A test delivery: this endpoint receives events." },
        },
        nextAttemptAt: now,
        claimedAt: now,
      },
    });
    return { delivery, jobs: await createJobs(tx, [{ id: delivery.id, organizationId: endpoint.organizationId }]) };
  });
  await startDeliveryJobs(jobs);
  return delivery;
}

/**
 * Claims the deliveries whose next attempt is due (retries, and first attempts whose job was
 * lost) and starts jobs for them. Safe from several processes at once: a row is claimed by
 * one update, which a concurrent one waits for and then skips.
 */
export async function dispatchDueDeliveries(now = new Date()): Promise<number> {
  const jobs = await db.$transaction(async (tx) => {
    const claimed = await tx.webhookDelivery.updateManyAndReturn({
      where: {
        status: "pending",
        nextAttemptAt: { lte: now },
        OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - claimTimeoutMs) } }],
      },
      data: { claimedAt: now },
      select: { id: true, endpoint: { select: { organizationId: true } } },
      limit: 1000,
    });
    return createJobs(tx, claimed.map((row) => ({ id: row.id, organizationId: row.endpoint.organizationId })));
  });
  await startDeliveryJobs(jobs);
  return jobs.length;
}

const retryTimer = globalThis as typeof globalThis & { __webhookRetry?: { at: number; timer: NodeJS.Timeout } };

/**
 * Wakes this process when a retry falls due, so retries do not wait for the next periodic
 * sweep. The sweep (lib/startup.ts, or a cron function on Inngest) still covers restarts.
 */
export function wakeForRetryAt(at: Date): void {
  const current = retryTimer.__webhookRetry;
  if (current && current.at <= at.getTime() && current.at >= Date.now()) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(() => {
    retryTimer.__webhookRetry = undefined;
    dispatchDueDeliveries()
      .then(async () => {
        const next = await db.webhookDelivery.findFirst({
          where: { status: "pending", claimedAt: null, nextAttemptAt: { not: null } },
          orderBy: { nextAttemptAt: "asc" },
          select: { nextAttemptAt: true },
        });
        if (next?.nextAttemptAt) wakeForRetryAt(next.nextAttemptAt);
      })
      .catch((error: Error) => log.error("webhook retries not dispatched", { error: error.message }));
  }, Math.max(0, at.getTime() - Date.now()));
  timer.unref();
  retryTimer.__webhookRetry = { at: at.getTime(), timer };
}

const sweepIntervalMs = 30_000;

/** In-process runner: retries that fell due while no timer was armed (after a restart). */
export function sweepDueDeliveriesPeriodically(): void {
  setInterval(() => {
    dispatchDueDeliveries().catch((error: Error) => log.error("webhook retries not dispatched", { error: error.message }));
  }, sweepIntervalMs).unref();
}
