import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { CreateVersionBody } from "@/lib/versions/schemas";
import { createVersion, listVersions } from "@/lib/versions/service";
import { VersionList, VersionView } from "@/lib/versions/views";

export const GET = route({ summary: "List a project's versions", params: DocumentationParams, permission: "documentation.read", responses: { 200: VersionList } }, ({ access }) => listVersions(access));

export const POST = route(
  { summary: "Create a version", params: DocumentationParams, permission: "documentation.write", body: CreateVersionBody, status: 201, responses: { 201: VersionView } },
  ({ access, body }) => createVersion(access, body),
);
