import { route } from "@/lib/http/route";
import { vapidKeys } from "@/lib/push/vapid";

export const GET = route({}, async () => ({ public_key: (await vapidKeys()).publicKey }));
