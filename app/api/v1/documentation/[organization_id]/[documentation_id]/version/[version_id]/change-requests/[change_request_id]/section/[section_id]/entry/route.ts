import { createBranchEntry, listBranchEntries } from "@/lib/change-requests/overlay";
import { BranchSectionParams, branchSectionRef } from "@/lib/change-requests/schemas";
import { CreateEntryBody } from "@/lib/entries/schemas";
import { EntrySummaryList, EntryView } from "@/lib/entries/views";
import { paginated } from "@/lib/http/paginated";
import { entryResponse } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List a section's entries in a change request", params: BranchSectionParams, permission: "change_requests.read", query: PageQuery, responses: { 200: EntrySummaryList } },
  async ({ access, params, query, request }) => paginated(request, await listBranchEntries(access, branchSectionRef(params), query)),
);

export const POST = route(
  { summary: "Create an entry in a change request", params: BranchSectionParams, permission: "change_requests.write", body: CreateEntryBody, problems: ["conflict", "locked"], responses: { 201: EntryView } },
  async ({ access, principal, params, body }) => entryResponse(await createBranchEntry(access, principal, branchSectionRef(params), body), 201),
);
