import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { startWebsiteImport } from "@/lib/initializers/imports/service";
import { InitializeFromWebsiteBody } from "@/lib/initializers/website/schemas";
import { ImportStarted } from "@/lib/initializers/views";

/** Answers 202 with the import job; `GET .../import` follows it. */
export const POST = route(
  { summary: "Initialize a project from a website", params: DocumentationParams, permission: "documentation.write", body: InitializeFromWebsiteBody, status: 202, problems: ["conflict", "locked"], responses: { 202: ImportStarted } },
  ({ access, principal, body }) => startWebsiteImport(access, principal, body),
);
