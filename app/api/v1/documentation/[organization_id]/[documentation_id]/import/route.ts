import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { latestImport } from "@/lib/initializers/imports/service";
import { ImportJob } from "@/lib/initializers/views";

/** The project's latest website or repository import: its state, progress, error or answer. */
export const GET = route({ summary: "Get the project's latest import job", params: DocumentationParams, permission: "documentation.read", responses: { 200: ImportJob } }, ({ access }) => latestImport(access));
