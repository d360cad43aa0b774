import { route } from "@/lib/http/route";
import { DocumentationParams, UpdateDocumentationBody } from "@/lib/documentation/schemas";
import { deleteDocumentation, getDocumentation, updateDocumentation } from "@/lib/documentation/service";
import { DocumentationView } from "@/lib/documentation/views";

export const GET = route({ summary: "Get a project", params: DocumentationParams, permission: "documentation.read", responses: { 200: DocumentationView } }, ({ access }) => getDocumentation(access));

export const PUT = route(
  { summary: "Update a project", params: DocumentationParams, permission: "documentation.configure", body: UpdateDocumentationBody, problems: ["conflict", "locked"], responses: { 200: DocumentationView } },
  ({ access, body }) => updateDocumentation(access, body),
);

export const DELETE = route({ summary: "Delete a project", params: DocumentationParams, permission: "documentation.delete", problems: ["locked"], responses: { 204: null } }, ({ access }) =>
  deleteDocumentation(access),
);
