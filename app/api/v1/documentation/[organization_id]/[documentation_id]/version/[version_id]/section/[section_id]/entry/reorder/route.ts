import { reorderEntries } from "@/lib/entries/arrange";
import { ReorderEntriesBody } from "@/lib/entries/schemas";
import { ReorderedEntries } from "@/lib/entries/views";
import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";

export const POST = route(
  { summary: "Reorder entries", params: SectionParams, permission: "documentation.write", body: ReorderEntriesBody, problems: ["locked"], responses: { 200: ReorderedEntries } },
  ({ access, params, body }) =>
    reorderEntries(access, { versionId: params.version_id, sectionId: params.section_id }, Array.isArray(body) ? body : body.entry_ids),
);
