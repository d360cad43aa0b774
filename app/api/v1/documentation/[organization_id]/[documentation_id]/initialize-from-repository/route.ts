import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { startRepositoryImport } from "@/lib/initializers/imports/service";
import { InitializeFromRepositoryBody } from "@/lib/initializers/repository/schemas";
import { ImportStarted } from "@/lib/initializers/views";

/** Answers 202 with the import job; `GET .../import` follows it. */
export const POST = route(
  { summary: "Initialize a project from a Git repository", params: DocumentationParams, permission: "documentation.write", body: InitializeFromRepositoryBody, status: 202, problems: ["conflict", "locked", "unavailable"], responses: { 202: ImportStarted } },
  ({ access, principal, body }) => startRepositoryImport(access, principal, body),
);
