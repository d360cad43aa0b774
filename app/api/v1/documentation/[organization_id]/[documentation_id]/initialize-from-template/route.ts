import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { InitializeFromTemplateBody } from "@/lib/initializers/schemas";
import { initializeFromTemplate } from "@/lib/initializers/template";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromTemplateBody, status: 201 },
  ({ access, principal, body }) => initializeFromTemplate(access, principal, body),
);
