import { createEntriesBatch } from "@/lib/entries/batch";
import { BatchCreateBody } from "@/lib/entries/schemas";
import { CreatedEntries } from "@/lib/entries/views";
import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";

export const POST = route(
  {
    summary: "Create entries in a batch",
    params: SectionParams,
    permission: "documentation.write",
    body: BatchCreateBody,
    maxBodyBytes: 20 * 1024 * 1024,
    status: 201,
    problems: ["conflict", "locked"],
    responses: { 201: CreatedEntries },
  },
  ({ access, principal, params, body }) =>
    createEntriesBatch(access, principal, { versionId: params.version_id, sectionId: params.section_id }, body),
);
