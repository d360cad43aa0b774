import { reorderBranchEntries } from "@/lib/change-requests/overlay";
import { BranchSectionParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { ReorderEntriesBody } from "@/lib/entries/schemas";
import { ReorderedEntries } from "@/lib/entries/views";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Reorder entries in a change request", params: BranchSectionParams, permission: "change_requests.write", body: ReorderEntriesBody, problems: ["conflict", "locked"], responses: { 200: ReorderedEntries } },
  ({ access, principal, params, body }) => reorderBranchEntries(access, principal, branchSectionRef(params), Array.isArray(body) ? body : body.entry_ids),
);
