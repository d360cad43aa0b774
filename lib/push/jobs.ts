import { z } from "zod";
import { db } from "../db";
import { defineJobFunction, jobEvent } from "../jobs/define";
import { deliverEventPush } from "./deliver";

/** Recorded events of one organization to push to its web push subscribers. */
export const eventPushRequested = jobEvent(
  "push/event.recorded",
  z.object({ organizationId: z.string(), eventIds: z.array(z.string()).min(1).max(1000) }),
);

export const deliverEventPushJob = defineJobFunction({
  id: "deliver-event-push",
  summary: "Send an event's push notifications",
  trigger: eventPushRequested,
  handler: async ({ input, step }) =>
    // One step: failures of single subscriptions are recorded on them, not retried.
    step.run("deliver", async () => {
      const events = await db.event.findMany({ where: { id: { in: input.eventIds } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      return deliverEventPush(input.organizationId, events);
    }),
});
