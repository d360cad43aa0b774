import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";
import { FilesUploadForm, initializeFromFiles } from "@/lib/initializers/files";
import { FilesDocumentation } from "@/lib/initializers/views";

/** `file`: one or more markdown files or zips. */
export const POST = route(
  {
    summary: "Initialize a project from uploaded files",
    params: DocumentationParams,
    permission: "documentation.write",
    upload: { form: FilesUploadForm },
    status: 201,
    problems: ["conflict", "payload_too_large", "unsupported_media_type", "locked"],
    responses: { 201: FilesDocumentation },
  },
  ({ access, principal, upload }) => initializeFromFiles(access, principal, upload),
);
