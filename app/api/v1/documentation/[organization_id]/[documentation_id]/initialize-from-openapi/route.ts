import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { initializeFromOpenApi } from "@/lib/initializers/openapi/initialize";
import { InitializeFromOpenApiBody, openApiBodyLimitBytes } from "@/lib/initializers/schemas";
import { OpenApiDocumentation } from "@/lib/initializers/views";

export const POST = route(
  {
    summary: "Initialize a project from an OpenAPI description",
    params: DocumentationParams,
    permission: "documentation.write",
    body: InitializeFromOpenApiBody,
    maxBodyBytes: openApiBodyLimitBytes,
    status: 201,
    problems: ["conflict", "payload_too_large", "locked", "upstream_failed", "upstream_timeout"],
    responses: { 201: OpenApiDocumentation },
  },
  ({ access, principal, body }) => initializeFromOpenApi(access, principal, body),
);
