import { deleteBranchEntry, getBranchEntry, updateBranchEntry } from "@/lib/change-requests/overlay";
import { BranchEntryParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { parseIfMatch } from "@/lib/entries/etag";
import { UpdateEntryBody } from "@/lib/entries/schemas";
import { EntryView } from "@/lib/entries/views";
import { entryResponse } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get an entry in a change request", params: BranchEntryParams, permission: "change_requests.read", responses: { 200: EntryView } }, async ({ access, params }) =>
  entryResponse(await getBranchEntry(access, branchSectionRef(params), params.entry_id)),
);

export const PUT = route(
  { summary: "Update an entry in a change request", params: BranchEntryParams, permission: "change_requests.write", body: UpdateEntryBody, problems: ["conflict", "precondition_failed", "locked"], responses: { 200: EntryView } },
  async ({ access, principal, params, body, request }) =>
    entryResponse(await updateBranchEntry(access, principal, branchSectionRef(params), params.entry_id, body, parseIfMatch(request.headers.get("if-match")))),
);

export const DELETE = route(
  { summary: "Delete an entry in a change request", params: BranchEntryParams, permission: "change_requests.write", problems: ["conflict", "precondition_failed", "locked"], responses: { 204: null } },
  ({ access, principal, params, request }) => deleteBranchEntry(access, principal, branchSectionRef(params), params.entry_id, parseIfMatch(request.headers.get("if-match"))),
);
