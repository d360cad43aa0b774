import { ImportAssetBody } from "@/lib/assets/schemas";
import { importAsset } from "@/lib/assets/service";
import { AssetView } from "@/lib/assets/views";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Import an asset from a URL", params: DocumentationParams, permission: "documentation.write", body: ImportAssetBody, problems: ["quota_exceeded", "payload_too_large", "locked", "upstream_failed", "upstream_timeout"], status: 201, responses: { 201: AssetView } },
  ({ access, principal, body }) => importAsset(access, principal, body),
);
