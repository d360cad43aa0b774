import { cache } from "react";
import { getServerSession } from "next-auth";
import { sessionUser } from "../users";
import { authOptions } from "./next-auth";
import type { Principal } from "./principal";

/** The signed-in dashboard user as a Principal, or null without a valid session. Cached per request. */
export const sessionPrincipal = cache(async (): Promise<Principal | null> => {
  const session = await getServerSession(authOptions());
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) return null;
  const user = await sessionUser(userId, (session as { signedInAt?: number }).signedInAt);
  return user ? { user, via: "session", token: null } : null;
});
