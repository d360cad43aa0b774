import { route } from "@/lib/http/route";
import { CreateSectionBody } from "@/lib/sections/schemas";
import { createSection, listSections } from "@/lib/sections/service";
import { VersionParams } from "@/lib/versions/schemas";

export const GET = route({ params: VersionParams, permission: "documentation.read" }, ({ access, params }) =>
  listSections(access, params.version_id),
);

export const POST = route(
  { params: VersionParams, permission: "documentation.write", body: CreateSectionBody, status: 201 },
  ({ access, params, body }) => createSection(access, params.version_id, body),
);
