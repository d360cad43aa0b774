import { route } from "@/lib/http/route";
import { tokenScope } from "@/lib/events/token-scope";
import { SubscribeBody } from "@/lib/push/schemas";
import { subscribe } from "@/lib/push/subscriptions";
import { SubscribedView } from "@/lib/push/views";

/** Organization (and project) from the organization token; 201 new, 200 already subscribed. */
export const POST = route(
  { summary: "Subscribe to web push (organization token)", body: SubscribeBody, problems: ["forbidden"], responses: { 200: SubscribedView, 201: SubscribedView } },
  async ({ principal, body }) => {
    const scope = await tokenScope(principal, "push.subscribe");
    const { created, subscription } = await subscribe(
      { organizationId: scope.access.organizationId, documentationId: scope.documentationId, userId: principal.user.id },
      body,
    );
    return Response.json(subscription, { status: created ? 201 : 200 });
  },
);
