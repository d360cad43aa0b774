import { deleteBranchSection, getBranchSection, updateBranchSection } from "@/lib/change-requests/overlay";
import { BranchSectionParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { route } from "@/lib/http/route";
import { UpdateSectionBody } from "@/lib/sections/schemas";
import { SectionView } from "@/lib/sections/views";

export const GET = route({ summary: "Get a section in a change request", params: BranchSectionParams, permission: "change_requests.read", responses: { 200: SectionView } }, ({ access, params }) =>
  getBranchSection(access, branchSectionRef(params)),
);

export const PUT = route(
  { summary: "Update a section in a change request", params: BranchSectionParams, permission: "change_requests.write", body: UpdateSectionBody, problems: ["conflict", "locked"], responses: { 200: SectionView } },
  ({ access, params, body }) => updateBranchSection(access, branchSectionRef(params), body),
);

export const DELETE = route(
  { summary: "Delete a section in a change request", params: BranchSectionParams, permission: "change_requests.write", problems: ["conflict", "locked"], responses: { 204: null } },
  ({ access, params }) => deleteBranchSection(access, branchSectionRef(params)),
);
