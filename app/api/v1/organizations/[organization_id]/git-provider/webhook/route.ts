import { route } from "@/lib/http/route";
import { WebhookParams } from "@/lib/git-sync/schemas";
import { receivePushWebhook } from "@/lib/git-sync/service";
import { WebhookAnswer } from "@/lib/git-sync/views";

/** A push webhook from the repository: its HMAC signature under a linked version's secret is the credential. */
export const POST = route(
  {
    summary: "Receive a repository push webhook",
    auth: "public",
    params: WebhookParams,
    upload: { bytes: "application/json" },
    status: 202,
    problems: ["unauthenticated", "payload_too_large"],
    responses: { 202: WebhookAnswer },
  },
  ({ params, request, upload }) => receivePushWebhook(params.organization_id, request.headers.get("x-hub-signature-256"), request.headers.get("x-github-event"), upload),
);
