import { route } from "@/lib/http/route";
import { CreateDocumentationBody, OrganizationParams } from "@/lib/documentation/schemas";
import { createDocumentation } from "@/lib/documentation/service";

export const POST = route(
  { params: OrganizationParams, permission: "documentation.create", body: CreateDocumentationBody, problems: ["quota_exceeded"], status: 201 },
  ({ access, principal, body }) => createDocumentation(access, principal, body),
);
