"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { Badge } from "@/components/ui/page";
import { api, apiRequest, errorMessage } from "@/lib/client/api";

interface ServerSubscription {
  subscription_id: string;
  channel: "web_push" | "device" | "url";
  endpoint?: string;
  device_token?: string;
  target_url?: string;
  delivery_status: "active" | "failing" | "no_provider";
  last_error: string | null;
  created_at: string;
}

interface BrowserState {
  supported: boolean;
  permission: NotificationPermission | null;
  endpoint: string | null;
}

const workerPath = "/push-sw.js";
/** Without a connection to its push service a browser may wait minutes before refusing; the page says so sooner. */
const pushServiceWaitSeconds = 15;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe expects. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function browserState(): Promise<BrowserState> {
  const supported = typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!supported) return { supported, permission: null, endpoint: null };
  const registration = await navigator.serviceWorker.getRegistration(workerPath);
  const subscription = await registration?.pushManager.getSubscription();
  return { supported, permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

/** Subscribes this browser (one push subscription per browser, shared by organizations) and registers it with the organization. */
async function subscribeBrowser(organizationId: string) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for this site. Allow them in the browser's site settings, then try again.");
  await navigator.serviceWorker.register(workerPath);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { public_key } = await api.get<{ public_key: string }>("/v1/event/vapid-public-key");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unanswered = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The browser's push service did not answer within ${pushServiceWaitSeconds} seconds. Check the connection, then try again.`)),
        pushServiceWaitSeconds * 1000,
      );
    });
    try {
      subscription = await Promise.race([
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }).catch((error: Error) => {
          throw new Error(`The browser's push service refused the subscription (${error.message}).`);
        }),
        unanswered,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
  await api.post(`/v1/organizations/${organizationId}/push/subscribe`, subscription.toJSON());
}

function describe(subscription: ServerSubscription) {
  const address = subscription.endpoint ?? subscription.target_url;
  if (address && URL.canParse(address)) return `Browser via ${new URL(address).hostname}`;
  return subscription.channel === "device" ? "Mobile device" : "Subscription";
}

export function PushNotifications({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const listPath = `/v1/organizations/${organizationId}/push/subscriptions`;
  const browser = useQuery({ queryKey: ["push", "browser"], queryFn: browserState, staleTime: Infinity });
  const subscriptions = useQuery({ queryKey: ["push", organizationId], queryFn: () => api.get<ServerSubscription[]>(listPath) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["push"] });

  const subscribe = useMutation({
    mutationFn: () => subscribeBrowser(organizationId),
    onSuccess: () => toast.success("Notifications are on for this browser."),
    onSettled: refresh,
  });
  const unsubscribe = useMutation({
    // The browser's subscription may serve other organizations too: only this organization lets go of it.
    mutationFn: (endpoint: string) => apiRequest("DELETE", `/v1/organizations/${organizationId}/push/subscribe`, { endpoint }),
    onSuccess: () => toast.success("Notifications are off for this browser."),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (subscriptionId: string) => api.delete(`${listPath}/${subscriptionId}`),
    onSuccess: () => toast.success("Subscription removed."),
    onSettled: refresh,
  });

  if (browser.isPending || subscriptions.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Checking notification settings…
      </p>
    );
  }
  const state = browser.data;
  const list = subscriptions.data ?? [];
  const here = state?.endpoint ? list.find((subscription) => subscription.endpoint === state.endpoint) : undefined;
  const error = subscribe.error ?? unsubscribe.error ?? remove.error ?? subscriptions.error;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4">
        <div className="flex items-center gap-3">
          {here ? <Bell className="size-5 text-success" aria-hidden /> : <BellOff className="size-5 text-zinc-400" aria-hidden />}
          <div>
            <p className="text-sm font-medium" role="status">
              {!state?.supported
                ? "This browser cannot receive push notifications."
                : here
                  ? "This browser receives notifications."
                  : state.permission === "denied"
                    ? "Notifications are blocked for this site."
                    : "This browser does not receive notifications."}
            </p>
            {here?.delivery_status === "failing" && <p className="text-xs text-warning">Last delivery failed: {here.last_error}</p>}
            {state?.permission === "denied" && !here && <p className="text-xs text-muted">Allow notifications in the browser&apos;s site settings to turn them on.</p>}
          </div>
        </div>
        {state?.supported &&
          (here ? (
            <Button variant="secondary" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(here.endpoint!)}>
              <BellOff className="size-4" aria-hidden />
              Turn off
            </Button>
          ) : (
            <Button loading={subscribe.isPending} disabled={state.permission === "denied"} onClick={() => subscribe.mutate()}>
              <Bell className="size-4" aria-hidden />
              Turn on notifications
            </Button>
          ))}
      </div>
      <FormError message={error ? errorMessage(error) : null} />
      {list.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Subscriptions</h3>
          <ul className="divide-y divide-line rounded-lg border border-line">
            {list.map((subscription) => (
              <li key={subscription.subscription_id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {describe(subscription)}
                    {subscription === here && <span className="font-normal text-muted"> (this browser)</span>}
                  </p>
                  <p className="text-xs text-muted">Since {formatDate(subscription.created_at)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={subscription.delivery_status === "active" ? "success" : "warning"}>{subscription.delivery_status.replace("_", " ")}</Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${describe(subscription)} from ${formatDate(subscription.created_at)}`}
                    loading={remove.isPending && remove.variables === subscription.subscription_id}
                    onClick={() => remove.mutate(subscription.subscription_id)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
