import { cache } from "react";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { db } from "../db";
import { DomainError } from "../errors";
import { assertPermission, resolveOrganizationAccess, type OrganizationAccess } from "./access";
import { authOptions } from "./next-auth";
import type { Permission } from "./permissions";
import type { Principal } from "./principal";
import { missingRequiredTwoFactor } from "../two-factor/service";

/** The signed-in dashboard user as a Principal, or null without a valid session. Cached per request. */
export const sessionPrincipal = cache(async (): Promise<Principal | null> => {
  const session = await getServerSession(authOptions());
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, isSystemAdmin: true },
  });
  return user ? { user, via: "session", token: null } : null;
});

/** The signed-in user, or a redirect to the sign-in page (coming back to `returnTo` afterwards). */
export async function requirePrincipal(returnTo?: string): Promise<Principal> {
  const principal = await sessionPrincipal();
  if (!principal) redirect(returnTo ? `/sign-in?callbackUrl=${encodeURIComponent(returnTo)}` : "/sign-in");
  return principal;
}

export interface OrganizationContext {
  principal: Principal;
  access: OrganizationAccess;
  organizationId: string;
}

/**
 * The organization named in a dashboard path (by slug or id) with the caller's access to it.
 * A non-member sees the 404 page, as in the API; lacking `permission` also shows 404, because
 * the navigation never links there.
 */
export const requireOrganization = cache(async (slugOrId: string, permission?: Permission): Promise<OrganizationContext> => {
  const principal = await requirePrincipal();
  const organization = await db.organization.findFirst({
    where: { OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: { id: true },
  });
  if (!organization) notFound();
  try {
    const access = await resolveOrganizationAccess(principal, organization.id);
    if (permission) assertPermission(access, permission);
    if (await missingRequiredTwoFactor(principal.user.id, organization.id)) {
      redirect(`/dashboard/account/two-factor?required=${encodeURIComponent(slugOrId)}`);
    }
    return { principal, access, organizationId: organization.id };
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
});
