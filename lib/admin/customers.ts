import { z } from "zod";
import { planNames, planOf, subscriptionStatuses } from "../billing/plans";
import { usageOf } from "../billing/usage";
import { db } from "../db";
import { notFound } from "../errors";
import type { Organization, Prisma } from "../generated/prisma/client";
import { organizationSitesChanged } from "../site/changes";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, PageQuery } from "../pagination";
import type { CustomerOverview, CustomerView } from "./views";

export const CustomerListQuery = PageQuery.extend({ search: z.string().trim().max(100).optional() });
export const CustomerExportQuery = z.object({ search: z.string().trim().max(100).optional() });
export const CustomerParams = z.object({ organization_id: z.string().min(1) });

export const CustomerUpdateBody = z
  .strictObject({
    plan: z.enum(planNames).describe("The plan whose features and limits apply from now on; held resources over a lower plan's limits stay, new ones are refused"),
    subscription_status: z.enum(subscriptionStatuses).describe("The subscription's state as the billing provider reports it"),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");

function customerView(organization: Organization): CustomerView {
  return {
    organization_id: organization.id,
    name: organization.name,
    slug: organization.slug,
    status: organization.status,
    plan: organization.plan,
    subscription_status: organization.subscriptionStatus,
    documentation_active: organization.documentationActive,
    created_at: organization.createdAt,
  };
}

/** Name search is a case-insensitive substring match. */
export const nameMatches = (search: string | undefined): Prisma.OrganizationWhereInput =>
  search ? { name: { contains: search, mode: "insensitive" } } : {};

export async function listCustomers(query: z.output<typeof CustomerListQuery>) {
  const cursor = decodeCursor(query.cursor, CreatedCursor);
  const organizations = await fetchPage(
    query,
    (take) =>
      db.organization.findMany({
        where: { ...nameMatches(query.search), ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(organizations, customerView);
}

/**
 * Changes a customer's plan or subscription state (support staff, or an operator recording what
 * the billing provider says). The published sites follow the plan at once: custom domains,
 * the platform's mark.
 */
export async function updateCustomer(organizationId: string, body: z.output<typeof CustomerUpdateBody>): Promise<CustomerOverview> {
  const { count } = await db.organization.updateMany({ where: { id: organizationId }, data: { plan: body.plan, subscriptionStatus: body.subscription_status } });
  if (count === 0) throw notFound("Customer");
  if (body.plan) await organizationSitesChanged(organizationId);
  return customerOverview(organizationId);
}

/** One customer's overview: seats, content, storage, this cycle's consumption and last activity. */
export async function customerOverview(organizationId: string): Promise<CustomerOverview> {
  const organization = await db.organization.findUnique({ where: { id: organizationId } });
  if (!organization) throw notFound("Customer");
  const inOrganization = { documentation: { organizationId } };
  const [members, pendingInvitations, documentations, pages, storageBytes, publishes, aiCredits, lastEvent, lastEntry, lastMember] = await Promise.all([
    db.membership.count({ where: { organizationId, status: "active" } }),
    db.invitation.count({ where: { organizationId, acceptedAt: null, expiresAt: { gt: new Date() } } }),
    db.documentation.count({ where: { organizationId } }),
    db.entry.count({ where: { kind: "page", section: { version: inOrganization } } }),
    usageOf(organizationId, "storage_bytes"),
    usageOf(organizationId, "publishes"),
    usageOf(organizationId, "ai_credits"),
    db.event.findFirst({ where: { organizationId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
    db.entry.findFirst({ where: { section: { version: inOrganization } }, orderBy: { updatedAt: "desc" }, select: { updatedAt: true } }),
    db.membership.findFirst({ where: { organizationId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  const activity = [organization.updatedAt, lastEvent?.createdAt, lastEntry?.updatedAt, lastMember?.createdAt].filter((at): at is Date => !!at);
  const limits = planOf(organization.plan).limits;
  return {
    ...customerView(organization),
    billing_email: organization.billingEmail,
    metrics: {
      members,
      pending_invitations: pendingInvitations,
      projects: documentations,
      pages,
      storage_bytes: storageBytes,
      publishes_this_cycle: publishes,
      ai_credits_this_cycle: aiCredits,
      last_activity_at: new Date(Math.max(...activity.map((at) => at.getTime()))),
    },
    limits,
  };
}
