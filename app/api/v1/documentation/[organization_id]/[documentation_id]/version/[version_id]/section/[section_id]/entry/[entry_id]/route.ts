import { parseIfMatch } from "@/lib/entries/etag";
import { entryResponse } from "@/lib/http/responses";
import { EntryParams, UpdateEntryBody } from "@/lib/entries/schemas";
import { deleteEntry, getEntry, updateEntry } from "@/lib/entries/service";
import { EntryView } from "@/lib/entries/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get an entry", params: EntryParams, permission: "documentation.read", responses: { 200: EntryView } }, async ({ access, params }) =>
  entryResponse(await getEntry(access, { versionId: params.version_id, sectionId: params.section_id }, params.entry_id)),
);

export const PUT = route(
  { summary: "Update an entry", params: EntryParams, permission: "documentation.write", body: UpdateEntryBody, problems: ["conflict", "precondition_failed", "locked"], responses: { 200: EntryView } },
  async ({ access, principal, params, body, request }) =>
    entryResponse(
      await updateEntry(
        access,
        principal,
        { versionId: params.version_id, sectionId: params.section_id },
        params.entry_id,
        body,
        parseIfMatch(request.headers.get("if-match")),
      ),
    ),
);

export const DELETE = route({ summary: "Delete an entry", params: EntryParams, permission: "documentation.write", problems: ["precondition_failed", "locked"], responses: { 204: null } }, ({ access, params, request }) =>
  deleteEntry(access, { versionId: params.version_id, sectionId: params.section_id }, params.entry_id, parseIfMatch(request.headers.get("if-match"))),
);
