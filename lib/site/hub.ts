import { db } from "../db";
import { listPublicSites } from "../documentation/service";
import { workspaceOf } from "../feedback/workspace";

export const hubPageSize = 30;

/**
 * An organization's documentation hub (`/docs/{organization}`): its public sites a page at a
 * time, by name, and whether its roadmap is public. Null when there is nothing to show: no such
 * organization, no public site, or a page past the last.
 */
export async function documentationHub(organizationSlug: string, page: number) {
  const organization = await db.organization.findUnique({ where: { slug: organizationSlug }, select: { id: true, name: true, slug: true } });
  if (!organization) return null;
  const [{ sites, total }, workspace] = await Promise.all([
    listPublicSites(organization.id, { limit: hubPageSize, offset: (page - 1) * hubPageSize }),
    workspaceOf(organization.id),
  ]);
  if (sites.length === 0) return null;
  return { organization, sites, total, pageCount: Math.ceil(total / hubPageSize), publicRoadmap: workspace.publicRoadmap };
}
