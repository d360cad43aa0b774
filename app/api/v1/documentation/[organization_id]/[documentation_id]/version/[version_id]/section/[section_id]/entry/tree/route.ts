import { treeResponse } from "@/lib/http/responses";
import { readEntryTree } from "@/lib/entries/tree";
import { EntryTree } from "@/lib/entries/views";
import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";

export const GET = route({ summary: "Get a section's entry tree", params: SectionParams, permission: "documentation.read", responses: { 200: EntryTree, 304: null } }, async ({ access, params, request }) =>
  treeResponse(request, await readEntryTree(access, { versionId: params.version_id, sectionId: params.section_id })),
);
