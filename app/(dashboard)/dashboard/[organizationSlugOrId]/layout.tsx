import type { ReactNode } from "react";
import { requireOrganization } from "@/app/(dashboard)/session";

/**
 * Checks the organization before any loading boundary begins streaming, so an unknown one (or
 * one the caller does not belong to) answers with a real 404 status rather than a 200 page
 * that shows "Nothing here". The pages' loading states sit in the route groups below.
 */
export default async function OrganizationLayout({ params, children }: { params: Promise<{ organizationSlugOrId: string }>; children: ReactNode }) {
  await requireOrganization((await params).organizationSlugOrId);
  return children;
}
