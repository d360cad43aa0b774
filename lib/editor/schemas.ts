import { z } from "zod";

export const PreviewBody = z.strictObject({
  /** The page's markdown as it stands in the editor (saved or not). */
  markdown: z.string().max(1_000_000),
});

export type PreviewInput = z.output<typeof PreviewBody>;
