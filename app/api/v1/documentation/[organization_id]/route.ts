import { route } from "@/lib/http/route";
import { CreateDocumentationBody, OrganizationParams } from "@/lib/documentation/schemas";
import { createDocumentation } from "@/lib/documentation/service";
import { DocumentationView } from "@/lib/documentation/views";

export const POST = route(
  { summary: "Create a project", params: OrganizationParams, permission: "documentation.create", body: CreateDocumentationBody, problems: ["conflict", "quota_exceeded"], status: 201, responses: { 201: DocumentationView } },
  ({ access, principal, body }) => createDocumentation(access, principal, body),
);
