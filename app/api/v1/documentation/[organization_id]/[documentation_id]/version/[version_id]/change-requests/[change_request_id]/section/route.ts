import { createBranchSection, listBranchSections } from "@/lib/change-requests/overlay";
import { ChangeRequestParams, changeRequestRef } from "@/lib/change-requests/schemas";
import { route } from "@/lib/http/route";
import { CreateSectionBody } from "@/lib/sections/schemas";
import { SectionList, SectionView } from "@/lib/sections/views";

export const GET = route({ summary: "List sections in a change request", params: ChangeRequestParams, permission: "change_requests.read", responses: { 200: SectionList } }, ({ access, params }) =>
  listBranchSections(access, changeRequestRef(params)),
);

export const POST = route(
  { summary: "Create a section in a change request", params: ChangeRequestParams, permission: "change_requests.write", body: CreateSectionBody, status: 201, problems: ["conflict", "locked"], responses: { 201: SectionView } },
  ({ access, params, body }) => createBranchSection(access, changeRequestRef(params), body),
);
