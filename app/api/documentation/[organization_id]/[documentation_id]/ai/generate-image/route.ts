import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { generateImageAsset } from "@/lib/ai/image";
import { GenerateImageBody } from "@/lib/ai/schemas";

export const POST = route(
  { params: DocumentationParams, permission: "ai.use", problems: ["quota_exceeded"], body: GenerateImageBody, status: 201 },
  ({ access, principal, body }) => generateImageAsset(access, principal, body),
);
