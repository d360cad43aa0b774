import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { initializeFromWebsite } from "@/lib/initializers/website/initialize";
import { InitializeFromWebsiteBody } from "@/lib/initializers/website/schemas";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromWebsiteBody, status: 201 },
  ({ access, principal, body }) => initializeFromWebsite(access, principal, body),
);
