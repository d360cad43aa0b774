import { treeResponse } from "@/lib/http/responses";
import { readEntryTree } from "@/lib/entries/tree";
import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";

export const GET = route({ params: SectionParams, permission: "documentation.read" }, async ({ access, params, request }) =>
  treeResponse(request, await readEntryTree(access, { versionId: params.version_id, sectionId: params.section_id })),
);
