import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { generateImageAsset } from "@/lib/ai/image";
import { GenerateImageBody } from "@/lib/ai/schemas";
import { aiProblems, GeneratedImage } from "@/lib/ai/views";

export const POST = route(
  { summary: "Generate an image asset with AI", params: DocumentationParams, permission: "ai.use", problems: [...aiProblems, "locked"], body: GenerateImageBody, status: 201, responses: { 201: GeneratedImage } },
  ({ access, principal, body }) => generateImageAsset(access, principal, body),
);
