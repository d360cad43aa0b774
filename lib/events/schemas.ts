import { z } from "zod";
import { PageQuery } from "../pagination";

export const EventCollectionParams = z.object({ organization_id: z.string().min(1), project_id: z.string().min(1) });
export const EventParams = EventCollectionParams.extend({ event_id: z.string().min(1) });

export const EventType = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.:-]{0,99}$/i, "1-100 letters, digits and . _ : - (e.g. deploy.finished)");

const metadataLimitBytes = 16 * 1024;
const Metadata = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= metadataLimitBytes, `at most ${metadataLimitBytes} bytes as JSON`);

export const CreateEventBody = z.strictObject({
  type: EventType,
  description: z.string().trim().min(1).max(2000),
  metadata: Metadata.optional(),
});
export type CreateEventInput = z.output<typeof CreateEventBody>;

export const batchLimit = 1000;
export const CreateEventBatchBody = z.strictObject({ events: z.array(CreateEventBody).min(1).max(batchLimit) });

export const ListEventsQuery = PageQuery.extend({ type: EventType.optional() });

/** Body of POST /v1/event/list. */
export const EventListBody = z
  .strictObject({
    /** With an organization-wide token: only this project's events. */
    project_id: z.string().min(1).optional(),
    /** One type or several (any of them). */
    type: z.union([EventType, z.array(EventType).min(1).max(20)]).optional(),
    /** Inclusive lower and exclusive upper bound on the creation time. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    sort: z.enum(["newest", "oldest"]).default("newest"),
    limit: z.number().int().min(1).max(200).default(50),
    cursor: z.string().max(500).optional(),
  })
  .default({ sort: "newest", limit: 50 });
export type EventListInput = z.output<typeof EventListBody>;

const EventId = z.string().min(1).max(100);
export const DeleteEventQuery = z.strictObject({ event_id: EventId.optional() });
export const DeleteEventBody = z.strictObject({ event_id: EventId }).optional();
