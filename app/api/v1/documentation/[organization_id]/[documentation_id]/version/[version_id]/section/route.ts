import { route } from "@/lib/http/route";
import { CreateSectionBody } from "@/lib/sections/schemas";
import { createSection, listSections } from "@/lib/sections/service";
import { SectionList, SectionView } from "@/lib/sections/views";
import { VersionParams } from "@/lib/versions/schemas";

export const GET = route({ summary: "List a version's sections", params: VersionParams, permission: "documentation.read", responses: { 200: SectionList } }, ({ access, params }) =>
  listSections(access, params.version_id),
);

export const POST = route(
  { summary: "Create a section", params: VersionParams, permission: "documentation.write", body: CreateSectionBody, status: 201, responses: { 201: SectionView } },
  ({ access, params, body }) => createSection(access, params.version_id, body),
);
