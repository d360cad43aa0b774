import { moveEntry } from "@/lib/entries/arrange";
import { entryResponse } from "@/lib/http/responses";
import { EntryParams, MoveEntryBody } from "@/lib/entries/schemas";
import { EntryView } from "@/lib/entries/views";
import { route } from "@/lib/http/route";

export const POST = route({ summary: "Move an entry", params: EntryParams, permission: "documentation.write", body: MoveEntryBody, problems: ["conflict", "locked"], responses: { 200: EntryView } }, async ({ access, params, body }) =>
  entryResponse(await moveEntry(access, { versionId: params.version_id, sectionId: params.section_id }, params.entry_id, body)),
);
