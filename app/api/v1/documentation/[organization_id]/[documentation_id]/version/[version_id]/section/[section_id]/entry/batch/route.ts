import { createEntriesBatch } from "@/lib/entries/batch";
import { BatchCreateBody } from "@/lib/entries/schemas";
import { route } from "@/lib/http/route";
import { SectionParams } from "@/lib/sections/schemas";

export const POST = route(
  { params: SectionParams, permission: "documentation.write", body: BatchCreateBody, maxBodyBytes: 20 * 1024 * 1024, status: 201 },
  ({ access, principal, params, body }) =>
    createEntriesBatch(access, principal, { versionId: params.version_id, sectionId: params.section_id }, body),
);
