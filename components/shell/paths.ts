/** Static segments under /dashboard that an organization slug must not shadow. */
const reservedSegments = new Set(["new", "account", "invitations", "admin"]);

export interface OrganizationRef {
  organization_id: string;
  slug: string;
}

/** The dashboard address of an organization (by slug, or by id when the slug is a reserved word). */
export function organizationPath(organization: OrganizationRef, subpath = ""): string {
  const segment = reservedSegments.has(organization.slug) ? organization.organization_id : organization.slug;
  return `/dashboard/${segment}${subpath ? `/${subpath}` : ""}`;
}
