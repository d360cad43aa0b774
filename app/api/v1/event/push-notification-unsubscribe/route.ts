import { route } from "@/lib/http/route";
import { tokenScope } from "@/lib/events/token-scope";
import { UnsubscribeBody } from "@/lib/push/schemas";
import { unsubscribe } from "@/lib/push/subscriptions";

export const POST = route({ summary: "Unsubscribe from web push (organization token)", body: UnsubscribeBody, problems: ["forbidden", "not_found"], responses: { 204: null } }, async ({ principal, body }) =>
  unsubscribe((await tokenScope(principal, "push.subscribe")).access.organizationId, body),
);
