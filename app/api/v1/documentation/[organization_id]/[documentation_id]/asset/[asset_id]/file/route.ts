import { assetFileResponse } from "@/lib/http/responses";
import { AssetParams } from "@/lib/assets/schemas";
import { readAssetFile } from "@/lib/assets/service";
import { assetFileAnswers } from "@/lib/assets/views";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Download an asset's file", params: AssetParams, permission: "documentation.read", responses: assetFileAnswers }, async ({ access, params, request }) => {
  const { asset, blob } = await readAssetFile(access, params.asset_id);
  return assetFileResponse(request, asset, blob);
});
