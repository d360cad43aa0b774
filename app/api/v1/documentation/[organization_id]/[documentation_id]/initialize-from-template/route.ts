import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { InitializeFromTemplateBody } from "@/lib/initializers/schemas";
import { initializeFromTemplate } from "@/lib/initializers/template";
import { TemplateDocumentation } from "@/lib/initializers/views";

export const POST = route(
  { summary: "Initialize a project from a template", params: DocumentationParams, permission: "documentation.write", body: InitializeFromTemplateBody, status: 201, problems: ["conflict", "locked"], responses: { 201: TemplateDocumentation } },
  ({ access, principal, body }) => initializeFromTemplate(access, principal, body),
);
