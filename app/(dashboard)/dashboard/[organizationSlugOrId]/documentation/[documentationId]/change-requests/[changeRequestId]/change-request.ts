import { cache } from "react";
import { orNotFound } from "@/app/(dashboard)/guards";
import { getProjectChangeRequest } from "@/lib/change-requests/service";
import { requireDocumentation } from "../../../_components/require-documentation";

/** The change request a dashboard path names, in a project the caller may read; the 404 page otherwise. */
export const requireChangeRequest = cache(async (organizationSlugOrId: string, documentationId: string, changeRequestId: string) => {
  const context = await requireDocumentation(organizationSlugOrId, documentationId);
  return { ...context, changeRequest: await orNotFound(getProjectChangeRequest(context.access, changeRequestId)) };
});
