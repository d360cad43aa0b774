import { notFound } from "next/navigation";
import { cache } from "react";
import { resolveDocumentationAccess } from "@/lib/auth/access";
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
