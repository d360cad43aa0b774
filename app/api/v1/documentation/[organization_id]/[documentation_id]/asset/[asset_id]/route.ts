import { AssetParams, UpdateAssetBody } from "@/lib/assets/schemas";
import { deleteAsset, getAsset, updateAsset } from "@/lib/assets/service";
import { AssetView } from "@/lib/assets/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Get an asset", params: AssetParams, permission: "documentation.read", responses: { 200: AssetView } }, ({ access, params }) => getAsset(access, params.asset_id));

export const PUT = route(
  { summary: "Update an asset", params: AssetParams, permission: "documentation.write", body: UpdateAssetBody, problems: ["locked"], responses: { 200: AssetView } },
  ({ access, params, body }) => updateAsset(access, params.asset_id, body),
);

export const DELETE = route({ summary: "Delete an asset", params: AssetParams, permission: "documentation.write", problems: ["locked"], responses: { 204: null } }, ({ access, params }) =>
  deleteAsset(access, params.asset_id),
);
