import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { startRepositoryImport } from "@/lib/initializers/imports/service";
import { InitializeFromRepositoryBody } from "@/lib/initializers/repository/schemas";

/** Answers 202 with the import job; `GET .../import` follows it. */
export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromRepositoryBody, status: 202 },
  ({ access, principal, body }) => startRepositoryImport(access, principal, body),
);
