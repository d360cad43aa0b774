import { route } from "@/lib/http/route";
import { DocumentationParams, UpdateDocumentationBody } from "@/lib/documentation/schemas";
import { deleteDocumentation, getDocumentation, updateDocumentation } from "@/lib/documentation/service";

export const GET = route({ params: DocumentationParams, permission: "documentation.read" }, ({ access }) => getDocumentation(access));

export const PUT = route(
  { params: DocumentationParams, permission: "documentation.configure", body: UpdateDocumentationBody },
  ({ access, body }) => updateDocumentation(access, body),
);

export const DELETE = route({ params: DocumentationParams, permission: "documentation.delete" }, ({ access }) =>
  deleteDocumentation(access),
);
