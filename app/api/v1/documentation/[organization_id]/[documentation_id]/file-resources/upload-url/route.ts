import { UploadUrlBody } from "@/lib/assets/schemas";
import { createUploadUrl } from "@/lib/assets/service";
import { UploadUrl } from "@/lib/assets/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { requestOrigin } from "@/lib/http/origin";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Create a signed upload URL", params: DocumentationParams, permission: "documentation.write", body: UploadUrlBody, problems: ["quota_exceeded", "payload_too_large", "locked"], status: 201, responses: { 201: UploadUrl } },
  ({ access, principal, body, request }) => createUploadUrl(access, principal, body, requestOrigin(request)),
);
