import { z } from "zod";
import { AssetView } from "../assets/views";
import type { ErrorCode } from "../errors";
import { imageStyles } from "./schemas";

/** What a call to the AI provider may answer besides its result: no credits left, no provider configured, the provider failing or slow. */
export const aiProblems = ["quota_exceeded", "unavailable", "upstream_failed", "upstream_timeout"] as const satisfies readonly ErrorCode[];

/** Tokens the provider counted for a call (null where it does not say). */
export const AiUsage = z
  .object({ input_tokens: z.number().int().nullable(), output_tokens: z.number().int().nullable(), total_tokens: z.number().int().nullable() })
  .meta({ id: "AiUsage" });
export type AiUsage = z.output<typeof AiUsage>;

export const AiEdit = z
  .object({
    content: z.string().describe("The revised markdown"),
    format: z.literal("markdown"),
    model: z.string(),
    credits_used: z.number().int(),
    usage: AiUsage,
  })
  .meta({ id: "AiEdit" });
export type AiEdit = z.output<typeof AiEdit>;

export const GeneratedImage = AssetView.extend({
  style: z.enum(imageStyles),
  model: z.string(),
  credits_used: z.number().int(),
}).meta({ id: "GeneratedImage" });
