import { guardedLayout } from "@/app/(dashboard)/guards";
import { requireChangeRequest } from "./change-request";

export default guardedLayout(
  ({ organizationSlugOrId, documentationId, changeRequestId }: { organizationSlugOrId: string; documentationId: string; changeRequestId: string }) =>
    requireChangeRequest(organizationSlugOrId, documentationId, changeRequestId),
);
