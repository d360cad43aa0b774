import { route } from "@/lib/http/route";
import { DocumentationParams, InitializeBlankBody } from "@/lib/documentation/schemas";
import { initializeBlank } from "@/lib/initializers/blank";
import { BlankDocumentation } from "@/lib/initializers/views";

export const POST = route(
  { summary: "Initialize a blank project", params: DocumentationParams, permission: "documentation.write", body: InitializeBlankBody, bodyOptional: true, status: 201, problems: ["conflict", "locked"], responses: { 201: BlankDocumentation } },
  ({ access, principal, body }) => initializeBlank(access, principal, body),
);
