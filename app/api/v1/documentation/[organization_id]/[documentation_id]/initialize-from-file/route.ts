import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { initializeFromFiles } from "@/lib/initializers/files";

/** Multipart form data: `file` (one or more: markdown files or zips), `version_name` (optional). */
export const POST = route({ params: DocumentationParams, permission: "documentation.write", status: 201 }, ({ access, principal, request }) =>
  initializeFromFiles(access, principal, request),
);
