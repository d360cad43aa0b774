import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { FilesUploadForm, initializeFromFiles } from "@/lib/initializers/files";

/** `file`: one or more markdown files or zips. */
export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", upload: { form: FilesUploadForm }, status: 201 },
  ({ access, principal, upload }) => initializeFromFiles(access, principal, upload),
);
