import { entryResponse } from "@/lib/http/responses";
import { CreateEntryBody } from "@/lib/entries/schemas";
import { createEntry, listEntries } from "@/lib/entries/service";
import { EntrySummaryList, EntryView } from "@/lib/entries/views";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";
import { SectionParams } from "@/lib/sections/schemas";

export const GET = route(
  { summary: "List a section's entries", params: SectionParams, permission: "documentation.read", query: PageQuery, responses: { 200: EntrySummaryList } },
  async ({ access, params, query, request }) =>
    paginated(request, await listEntries(access, { versionId: params.version_id, sectionId: params.section_id }, query)),
);

export const POST = route(
  { summary: "Create an entry", params: SectionParams, permission: "documentation.write", body: CreateEntryBody, problems: ["conflict", "locked"], responses: { 201: EntryView } },
  async ({ access, principal, params, body }) =>
    entryResponse(await createEntry(access, principal, { versionId: params.version_id, sectionId: params.section_id }, body), 201),
);
