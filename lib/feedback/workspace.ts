import { outsideAuditScope } from "../audit/scope";
import type { OrganizationAccess } from "../auth/access";
import { db } from "../db";
import { notFound } from "../errors";
import type { FeedbackWorkspace } from "../generated/prisma/client";
import { ideaDescriptionMax, ideaTitleMax, roadmapStatuses, type SettingsInput } from "./schemas";
import type { FeedbackSettingsView } from "./views";

/** Every organization has one feedback workspace, created on first use. */
export async function workspaceOf(organizationId: string): Promise<FeedbackWorkspace> {
  const existing = await db.feedbackWorkspace.findUnique({ where: { organizationId } });
  if (existing) return existing;
  // Default settings made on first use, by whichever request reads them: no one's action to audit.
  await outsideAuditScope(() => db.feedbackWorkspace.createMany({ data: [{ organizationId }], skipDuplicates: true }));
  return db.feedbackWorkspace.findUniqueOrThrow({ where: { organizationId } });
}

/** The workspace behind a public roadmap address; hidden when its roadmap is not public. */
export async function publicWorkspace(organizationSlug: string) {
  const organization = await db.organization.findUnique({ where: { slug: organizationSlug }, select: { id: true, name: true, slug: true } });
  if (!organization) throw notFound("Roadmap");
  const workspace = await workspaceOf(organization.id);
  if (!workspace.publicRoadmap) throw notFound("Roadmap");
  return { workspace, organization };
}

export function ideaConfigView(workspace: FeedbackWorkspace): FeedbackSettingsView {
  return {
    ideas_enabled: workspace.ideasEnabled,
    public_roadmap: workspace.publicRoadmap,
    confirm_customer_emails: workspace.confirmCustomerEmails,
    title_max_length: ideaTitleMax,
    description_max_length: ideaDescriptionMax,
    rate_limit: {
      per_customer: workspace.ideaLimitPerCustomer,
      per_address: workspace.ideaLimitPerAddress,
      window_seconds: workspace.ideaLimitWindowSeconds,
    },
    statuses: [...roadmapStatuses],
  };
}

export async function getSettings(access: OrganizationAccess) {
  return ideaConfigView(await workspaceOf(access.organizationId));
}

export async function updateSettings(access: OrganizationAccess, input: SettingsInput) {
  const workspace = await workspaceOf(access.organizationId);
  const updated = await db.feedbackWorkspace.update({
    where: { id: workspace.id },
    data: {
      ideasEnabled: input.ideas_enabled,
      publicRoadmap: input.public_roadmap,
      ideaLimitPerCustomer: input.idea_limit_per_customer,
      ideaLimitPerAddress: input.idea_limit_per_address,
      ideaLimitWindowSeconds: input.idea_limit_window_seconds,
      confirmCustomerEmails: input.confirm_customer_emails,
    },
  });
  return ideaConfigView(updated);
}
