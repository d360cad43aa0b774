import { reorderBranchSections } from "@/lib/change-requests/overlay";
import { ChangeRequestParams, changeRequestRef } from "@/lib/change-requests/schemas";
import { route } from "@/lib/http/route";
import { ReorderSectionsBody } from "@/lib/sections/schemas";
import { SectionList } from "@/lib/sections/views";

export const POST = route(
  { summary: "Reorder sections in a change request", params: ChangeRequestParams, permission: "change_requests.write", body: ReorderSectionsBody, problems: ["conflict", "locked"], responses: { 200: SectionList } },
  ({ access, params, body }) => reorderBranchSections(access, changeRequestRef(params), Array.isArray(body) ? body : body.section_ids),
);
