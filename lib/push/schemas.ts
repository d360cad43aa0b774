import { z } from "zod";
import { ReceiverUrl } from "../http/receiver-url";

const base64urlBytes = (length: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((value) => Buffer.from(value, "base64url").length === length, `${what} must encode ${length} bytes`);

export const WebPushSubscription = z
  .strictObject({
    endpoint: ReceiverUrl,
    keys: z.strictObject({ p256dh: base64urlBytes(65, "p256dh"), auth: base64urlBytes(16, "auth") }),
    /** Sent by browsers' PushSubscription.toJSON(); not used. */
    expirationTime: z.number().nullable().optional(),
  })
  .transform((value) => ({ channel: "web_push" as const, address: value.endpoint, p256dh: value.keys.p256dh, auth: value.keys.auth, platform: null }));

export const devicePlatforms = ["ios", "android", "web"] as const;

export const DeviceSubscription = z
  .strictObject({
    device_token: z.string().trim().min(8).max(4096).regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces"),
    platform: z.enum(devicePlatforms),
  })
  .transform((value) => ({ channel: "device" as const, address: value.device_token, p256dh: null, auth: null, platform: value.platform }));

export const UrlSubscription = z
  .strictObject({ target_url: ReceiverUrl })
  .transform((value) => ({ channel: "url" as const, address: value.target_url, p256dh: null, auth: null, platform: null }));

export type SubscriptionInput =
  | z.output<typeof WebPushSubscription>
  | z.output<typeof DeviceSubscription>
  | z.output<typeof UrlSubscription>;

const shapes = { endpoint: WebPushSubscription, device_token: DeviceSubscription, target_url: UrlSubscription };
const shapeHint = "send `endpoint` with `keys` {p256dh, auth}, or `device_token` with `platform`, or `target_url`";

/** The body's identifying field picks the shape, so validation errors name the right fields. */
export const SubscribeBody = z.unknown().transform((value, context): SubscriptionInput => {
  const field = typeof value === "object" && value !== null ? Object.keys(shapes).find((name) => name in value) : undefined;
  if (!field) {
    context.addIssue({ code: "custom", message: shapeHint });
    return z.NEVER;
  }
  const result = shapes[field as keyof typeof shapes].safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return result.data;
});

/** Unsubscribing names the subscription by its endpoint, device token or target URL. */
export const UnsubscribeBody = z.union(
  [
    z.strictObject({ endpoint: z.string().min(1).max(2048) }).transform((value) => ({ channel: "web_push" as const, address: value.endpoint })),
    z.strictObject({ device_token: z.string().trim().min(1).max(4096) }).transform((value) => ({ channel: "device" as const, address: value.device_token })),
    z.strictObject({ target_url: z.string().min(1).max(2048) }).transform((value) => ({ channel: "url" as const, address: value.target_url })),
  ],
  { error: shapeHint },
);
export type UnsubscribeInput = z.output<typeof UnsubscribeBody>;

export const SubscriptionParams = z.object({ organization_id: z.string().min(1), subscription_id: z.string().min(1) });
