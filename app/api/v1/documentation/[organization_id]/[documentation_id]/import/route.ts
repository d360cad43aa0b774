import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { latestImport } from "@/lib/initializers/imports/service";
import { ImportJob } from "@/lib/initializers/views";

/** The project's latest website or repository import: its state, progress, error or answer. */
export const GET = route({ params: DocumentationParams, permission: "documentation.read", responses: { 200: ImportJob } }, ({ access }) => latestImport(access));
