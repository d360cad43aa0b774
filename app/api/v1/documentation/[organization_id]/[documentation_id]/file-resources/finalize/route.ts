import { FinalizeUploadBody } from "@/lib/assets/schemas";
import { finalizeUpload } from "@/lib/assets/service";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: FinalizeUploadBody, problems: ["quota_exceeded"], status: 201 },
  ({ access, principal, body }) => finalizeUpload(access, principal, body),
);
