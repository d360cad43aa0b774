import { notFound } from "next/navigation";
import type { Principal } from "@/lib/auth/principal";
import { requirePrincipal } from "@/app/(dashboard)/session";

/** The signed-in system administrator; everyone else sees the 404 page, as the navigation never links here for them. */
export async function requireSystemAdmin(): Promise<Principal> {
  const principal = await requirePrincipal();
  if (!principal.user.isSystemAdmin) notFound();
  return principal;
}
