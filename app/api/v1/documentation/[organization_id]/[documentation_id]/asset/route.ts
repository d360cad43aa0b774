import { AssetUploadForm } from "@/lib/assets/schemas";
import { listAssets, uploadAsset } from "@/lib/assets/service";
import { AssetList, AssetView } from "@/lib/assets/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { summary: "List a project's assets", params: DocumentationParams, permission: "documentation.read", query: PageQuery, responses: { 200: AssetList } },
  async ({ access, query, request }) => paginated(request, await listAssets(access, query)),
);

export const POST = route(
  { summary: "Upload an asset", params: DocumentationParams, permission: "documentation.write", upload: { form: AssetUploadForm }, problems: ["quota_exceeded", "payload_too_large", "unsupported_media_type", "locked"], status: 201, responses: { 201: AssetView } },
  ({ access, principal, upload }) => uploadAsset(access, principal, upload),
);
