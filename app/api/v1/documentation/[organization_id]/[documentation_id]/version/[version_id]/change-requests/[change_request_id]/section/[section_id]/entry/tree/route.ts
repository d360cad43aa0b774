import { branchEntryTree } from "@/lib/change-requests/overlay";
import { BranchSectionParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { EntryTree } from "@/lib/entries/views";
import { route } from "@/lib/http/route";

/** The branch's tree of the section; never cached, since the branch changes on its own. */
export const GET = route({ summary: "Get a section's entry tree in a change request", params: BranchSectionParams, permission: "change_requests.read", responses: { 200: EntryTree } }, async ({ access, params }) =>
  Response.json(await branchEntryTree(access, branchSectionRef(params)), { headers: { "cache-control": "private, no-store" } }),
);
