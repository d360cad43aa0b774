import { moveBranchEntry } from "@/lib/change-requests/overlay";
import { BranchEntryParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { MoveEntryBody } from "@/lib/entries/schemas";
import { EntryView } from "@/lib/entries/views";
import { entryResponse } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Move an entry in a change request", params: BranchEntryParams, permission: "change_requests.write", body: MoveEntryBody, problems: ["conflict", "locked"], responses: { 200: EntryView } },
  async ({ access, principal, params, body }) =>
    entryResponse(
      await moveBranchEntry(access, principal, branchSectionRef(params), params.entry_id, body),
    ),
);
