import { route } from "@/lib/http/route";
import { vapidKeys } from "@/lib/push/vapid";
import { VapidPublicKey } from "@/lib/push/views";

export const GET = route({ summary: "Get the web push public key", responses: { 200: VapidPublicKey } }, async () => ({ public_key: (await vapidKeys()).publicKey }));
