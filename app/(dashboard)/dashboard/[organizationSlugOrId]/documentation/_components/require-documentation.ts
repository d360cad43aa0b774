import { notFound } from "next/navigation";
import { cache } from "react";
import { resolveDocumentationAccess } from "@/lib/auth/access";
import { can, type Permission } from "@/lib/auth/permissions";
import { guardedLayout } from "@/app/(dashboard)/guards";
import { requireOrganization } from "@/app/(dashboard)/session";
import { getDocumentation } from "@/lib/documentation/service";
import { DomainError } from "@/lib/errors";

/**
 * The project named in a dashboard path with the caller's access to it. Projects of other
 * organizations and projects a reader was not granted show the 404 page, as in the API.
 */
export const requireDocumentation = cache(async (organizationSlugOrId: string, documentationId: string) => {
  const context = await requireOrganization(organizationSlugOrId, "documentation.read");
  try {
    const access = await resolveDocumentationAccess(context.principal, documentationId, context.organizationId);
    return { ...context, access, documentation: await getDocumentation(access) };
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
});

/** The project, for a caller whose role on it has `permission`; others see the 404 page, as the project's tabs never link there for them. */
export async function requireDocumentationPermission(organizationSlugOrId: string, documentationId: string, permission: Permission) {
  const context = await requireDocumentation(organizationSlugOrId, documentationId);
  if (!can(context.access.role, permission)) notFound();
  return context;
}

/** The layout of a project's tab that `permission` opens. */
export const projectPageLayout = (permission: Permission) =>
  guardedLayout(({ organizationSlugOrId, documentationId }: { organizationSlugOrId: string; documentationId: string }) =>
    requireDocumentationPermission(organizationSlugOrId, documentationId, permission),
  );

export interface DocumentationPageProps {
  params: Promise<{ organizationSlugOrId: string; documentationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A project screen with a paged list: the project as requireDocumentation gives it, and the cursor asked for. */
export async function requireDocumentationPage({ params, searchParams }: DocumentationPageProps) {
  const { organizationSlugOrId, documentationId } = await params;
  const { cursor } = await searchParams;
  return { ...(await requireDocumentation(organizationSlugOrId, documentationId)), cursor: typeof cursor === "string" ? cursor : undefined };
}
