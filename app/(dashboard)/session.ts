import { cache } from "react";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { resolveOrganizationAccess, type OrganizationAccess } from "@/lib/auth/access";
import { can, type Permission } from "@/lib/auth/permissions";
import { dashboardPathHeader } from "@/lib/auth/return-path";
import type { Principal } from "@/lib/auth/principal";
import { sessionPrincipal } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { missingRequiredTwoFactor } from "@/lib/two-factor/service";

/**
 * The signed-in user, or a redirect to the sign-in page, coming back afterwards to `returnTo`
 * or else to the dashboard address asked for.
 */
export async function requirePrincipal(returnTo?: string): Promise<Principal> {
  const principal = await sessionPrincipal();
  if (!principal) {
    const target = returnTo ?? (await headers()).get(dashboardPathHeader);
    redirect(target ? `/sign-in?callbackUrl=${encodeURIComponent(target)}` : "/sign-in");
  }
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
export async function requireOrganization(slugOrId: string, permission?: Permission): Promise<OrganizationContext> {
  const context = await organizationContext(slugOrId);
  if (permission && !can(context.access.role, permission)) notFound();
  return context;
}

/** One lookup per request, shared by the organization's layout and its page. */
const organizationContext = cache(async (slugOrId: string): Promise<OrganizationContext> => {
  const principal = await requirePrincipal();
  const organization = await db.organization.findFirst({
    where: { OR: [{ slug: slugOrId }, { id: slugOrId }] },
    select: { id: true },
  });
  if (!organization) notFound();
  try {
    const access = await resolveOrganizationAccess(principal, organization.id);
    if (await missingRequiredTwoFactor(principal.user.id, organization.id)) {
      redirect(`/dashboard/account/two-factor?required=${encodeURIComponent(slugOrId)}`);
    }
    return { principal, access, organizationId: organization.id };
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
});
