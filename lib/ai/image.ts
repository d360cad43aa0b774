import { generateImage } from "ai";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { beforeStoring, storeProducedAsset } from "../assets/service";
import { DomainError } from "../errors";
import { slugify } from "../slug";
import { withAiCredits } from "./credits";
import { aiProvider, callProvider, unusableAnswer } from "./provider";
import type { GenerateImageInput, ImageStyle } from "./schemas";

/** How each style frames the caller's prompt: what suits a documentation page in that form. */
const styleDirections: Record<ImageStyle, string> = {
  diagram:
    "A clean technical diagram for software documentation: flat shapes, clear arrows and connectors, short legible labels, a limited palette on a plain white background, no decoration.",
  illustration:
    "A modern flat vector illustration for a software documentation page: simple shapes, soft consistent colors, generous whitespace, no text.",
  icon: "A single simple icon, centered, flat and geometric with bold outlines and one or two colors on a transparent or plain background, legible at small sizes, no text.",
  photo: "A realistic, well-lit professional photograph with natural colors and a shallow depth of field, suitable for product documentation.",
  screenshot:
    "A realistic screenshot-like mockup of a modern web application interface: crisp UI components, neutral colors, plausible placeholder content, no real brand names or logos.",
};

export function imagePrompt(prompt: string, style: ImageStyle): string {
  return `${styleDirections[style]}\nSubject: ${prompt}`;
}

/** Image types the asset store accepts, with their file extensions. */
const extensions: Record<string, string> = { "image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif" };

/** Generates an image and stores it as an asset of the project (201 with the asset). */
export async function generateImageAsset(access: DocumentationAccess, principal: Principal, input: GenerateImageInput) {
  const provider = aiProvider();
  // Refuse before paying for an image that could not be stored (locked project, storage full).
  await beforeStoring(access, null);
  return withAiCredits(access.organizationId, "generate_image", async (credits) => {
    const { image } = await callProvider(provider, (settings) =>
      generateImage({ model: provider.imageModel, prompt: imagePrompt(input.prompt, input.style), n: 1, ...settings }),
    );
    const extension = extensions[image.mediaType];
    if (!extension) throw unusableAnswer(`it was ${image.mediaType}, which assets cannot hold`);
    const asset = await storeProducedAsset(access, principal, {
      bytes: image.uint8Array,
      filename: `${slugify(input.filename ?? input.prompt)}${extension}`,
      altText: input.alt_text ?? input.prompt,
    }).catch((error: unknown) => {
      // The bytes, not the caller, failed the type check.
      if (error instanceof DomainError && error.code === "invalid_input") throw unusableAnswer(error.message);
      throw error;
    });
    return { ...asset, style: input.style, model: provider.imageModelId, credits_used: credits };
  });
}
