import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { initializeFromOpenApi } from "@/lib/initializers/openapi/initialize";
import { InitializeFromOpenApiBody, openApiBodyLimitBytes } from "@/lib/initializers/schemas";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromOpenApiBody, maxBodyBytes: openApiBodyLimitBytes, status: 201 },
  ({ access, principal, body }) => initializeFromOpenApi(access, principal, body),
);
