import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import { devicePlatforms } from "./schemas";

const common = {
  subscription_id: z.string(),
  organization_id: z.string(),
  project_id: z.string().nullable().describe("Only this project's events are pushed; null for every event of the organization"),
  deliverable: z.boolean().describe("False for device tokens, kept until a delivery provider is configured"),
  delivery_status: z.enum(["active", "failing", "no_provider"]),
  last_delivered_at: Timestamp.nullable(),
  last_error: z.string().nullable().describe("Why the last delivery failed; cleared by subscribing again"),
  created_at: Timestamp,
};

const WebPushSubscriptionView = z.object({ channel: z.literal("web_push"), endpoint: z.string(), ...common }).meta({ id: "WebPushSubscription" });
const DeviceSubscriptionView = z
  .object({ channel: z.literal("device"), device_token: z.string(), platform: z.enum(devicePlatforms), ...common })
  .meta({ id: "DevicePushSubscription" });
const UrlSubscriptionView = z
  .object({ channel: z.literal("url"), target_url: z.string().describe("Delivered as a webhook"), ...common })
  .meta({ id: "UrlPushSubscription" });

/** A push subscription: a browser's push endpoint, a mobile device token or a URL. */
export const PushSubscriptionView = z
  .discriminatedUnion("channel", [WebPushSubscriptionView, DeviceSubscriptionView, UrlSubscriptionView])
  .meta({ id: "PushSubscription" });
export type PushSubscriptionView = ViewOf<z.output<typeof PushSubscriptionView>>;

/** Newest first: the caller's own, or everyone's for roles that manage push. */
export const PushSubscriptionList = z.array(PushSubscriptionView);

/** The answer to subscribing: a URL subscription carries the secret its deliveries are signed with. */
export const SubscribedView = z
  .discriminatedUnion("channel", [
    WebPushSubscriptionView,
    DeviceSubscriptionView,
    UrlSubscriptionView.extend({ signing_secret: z.string().describe("The secret deliveries are signed with, as a webhook's (`whsec_…`)") }).meta({
      id: "NewUrlPushSubscription",
    }),
  ])
  .meta({ id: "NewPushSubscription" });
export type SubscribedView = ViewOf<z.output<typeof SubscribedView>>;

export const VapidPublicKey = z
  .object({ public_key: z.string().describe("The VAPID public key (base64url) browsers subscribe with (`applicationServerKey`)") })
  .meta({ id: "VapidPublicKey" });
