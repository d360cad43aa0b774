import { AssetUploadForm } from "@/lib/assets/schemas";
import { assetView, listAssets, uploadAsset } from "@/lib/assets/service";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { paginated } from "@/lib/http/paginated";
import { route } from "@/lib/http/route";
import { PageQuery } from "@/lib/pagination";

export const GET = route(
  { params: DocumentationParams, permission: "documentation.read", query: PageQuery },
  async ({ access, query, request }) => paginated(request, await listAssets(access, query), (asset) => assetView(asset, access.organizationId)),
);

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", upload: { form: AssetUploadForm }, problems: ["quota_exceeded"], status: 201 },
  ({ access, principal, upload }) => uploadAsset(access, principal, upload),
);
