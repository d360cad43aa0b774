import { FinalizeUploadBody } from "@/lib/assets/schemas";
import { finalizeUpload } from "@/lib/assets/service";
import { AssetView } from "@/lib/assets/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Finalize an upload as an asset", params: DocumentationParams, permission: "documentation.write", body: FinalizeUploadBody, problems: ["quota_exceeded", "conflict", "locked"], status: 201, responses: { 201: AssetView } },
  ({ access, principal, body }) => finalizeUpload(access, principal, body),
);
