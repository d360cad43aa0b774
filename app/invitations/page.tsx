import { redirect } from "next/navigation";
import { sessionPrincipal } from "@/lib/auth/session";

const target = "/dashboard/invitations";

/** The address invitation emails link to; signing in first comes back here. */
export default async function InvitationsLink() {
  redirect((await sessionPrincipal()) ? target : `/sign-in?callbackUrl=${encodeURIComponent(target)}`);
}
