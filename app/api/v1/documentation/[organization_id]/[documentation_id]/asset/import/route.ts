import { ImportAssetBody } from "@/lib/assets/schemas";
import { importAsset } from "@/lib/assets/service";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { route } from "@/lib/http/route";

export const POST = route(
  { params: DocumentationParams, permission: "documentation.write", body: ImportAssetBody, problems: ["quota_exceeded"], status: 201 },
  ({ access, principal, body }) => importAsset(access, principal, body),
);
