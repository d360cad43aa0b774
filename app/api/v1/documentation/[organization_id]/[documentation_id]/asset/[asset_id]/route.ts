import { AssetParams, UpdateAssetBody } from "@/lib/assets/schemas";
import { deleteAsset, getAsset, updateAsset } from "@/lib/assets/service";
import { route } from "@/lib/http/route";

export const GET = route({ params: AssetParams, permission: "documentation.read" }, ({ access, params }) => getAsset(access, params.asset_id));

export const PUT = route(
  { params: AssetParams, permission: "documentation.write", body: UpdateAssetBody },
  ({ access, params, body }) => updateAsset(access, params.asset_id, body),
);

export const DELETE = route({ params: AssetParams, permission: "documentation.write" }, ({ access, params }) =>
  deleteAsset(access, params.asset_id),
);
