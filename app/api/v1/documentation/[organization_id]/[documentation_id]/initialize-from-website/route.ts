import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { startWebsiteImport } from "@/lib/initializers/imports/service";
import { InitializeFromWebsiteBody } from "@/lib/initializers/website/schemas";

/** Answers 202 with the import job; `GET .../import` follows it. */
export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromWebsiteBody, status: 202 },
  ({ access, principal, body }) => startWebsiteImport(access, principal, body),
);
