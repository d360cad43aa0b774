import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { CreateVersionBody } from "@/lib/versions/schemas";
import { createVersion, listVersions } from "@/lib/versions/service";

export const GET = route({ params: DocumentationParams, permission: "documentation.read" }, ({ access }) => listVersions(access));

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: CreateVersionBody, status: 201 },
  ({ access, body }) => createVersion(access, body),
);
