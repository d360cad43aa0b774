import { z } from "zod";

/** Bounds of what callers send: a long page fits, a whole book does not. */
export const aiInputLimits = { content: 100_000, instruction: 2_000, imagePrompt: 1_000, documentationPrompt: 4_000 };

export const EditBody = z.strictObject({
  /** Markdown to revise; empty asks the model to write from the instruction alone. */
  content: z.string().max(aiInputLimits.content),
  instruction: z.string().trim().min(1).max(aiInputLimits.instruction),
  /** Answer Server-Sent Events as the model writes (see docs/api/ai.md). */
  stream: z.boolean().default(false),
});

/** Each style frames the prompt sent to the image model (see image.ts). */
export const imageStyles = ["diagram", "illustration", "icon", "photo", "screenshot"] as const;
export type ImageStyle = (typeof imageStyles)[number];

export const GenerateImageBody = z.strictObject({
  prompt: z.string().trim().min(1).max(aiInputLimits.imagePrompt),
  style: z.enum(imageStyles, { error: `one of: ${imageStyles.join(", ")}` }).default("illustration"),
  /** Default: the prompt. */
  alt_text: z.string().max(1000).optional(),
  /** Without extension (the image's type sets it). Default: from the prompt. */
  filename: z.string().trim().min(1).max(200).optional(),
});

export const InitializeFromAiBody = z.strictObject({
  prompt: z.string().trim().min(10).max(aiInputLimits.documentationPrompt),
  version_name: z.string().trim().min(1).max(60).optional(),
});

export type EditInput = z.output<typeof EditBody>;
export type GenerateImageInput = z.output<typeof GenerateImageBody>;
export type InitializeFromAiInput = z.output<typeof InitializeFromAiBody>;
