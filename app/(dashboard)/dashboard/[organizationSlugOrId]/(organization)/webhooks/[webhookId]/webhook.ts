import { cache } from "react";
import { orNotFound } from "@/app/(dashboard)/guards";
import { requireOrganization } from "@/app/(dashboard)/session";
import { getWebhook } from "@/lib/webhooks/service";

/** The webhook a dashboard path names, for a caller who manages webhooks; the 404 page otherwise. */
export const requireWebhook = cache(async (organizationSlugOrId: string, webhookId: string) => {
  const context = await requireOrganization(organizationSlugOrId, "webhooks.manage");
  return { ...context, webhook: await orNotFound(getWebhook(context.access, webhookId)) };
});
