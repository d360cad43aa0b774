import { guardedLayout } from "@/app/(dashboard)/guards";
import { requireWebhook } from "./webhook";

export default guardedLayout(({ organizationSlugOrId, webhookId }: { organizationSlugOrId: string; webhookId: string }) => requireWebhook(organizationSlugOrId, webhookId));
