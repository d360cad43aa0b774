import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { initializeFromRepository } from "@/lib/initializers/repository/initialize";
import { InitializeFromRepositoryBody } from "@/lib/initializers/repository/schemas";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: InitializeFromRepositoryBody, status: 201 },
  ({ access, principal, body }) => initializeFromRepository(access, principal, body),
);
