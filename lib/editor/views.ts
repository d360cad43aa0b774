import { z } from "zod";

/** Unsaved markdown rendered as the published site would show it. */
export const PreviewView = z
  .object({
    html: z.string().describe("Safe HTML: only markup the renderer writes itself"),
    toc: z.array(z.object({ id: z.string().describe("The heading's anchor"), text: z.string(), depth: z.number().int().min(2).max(3) })).describe("Headings of level 2 and 3"),
    broken_links: z
      .array(z.string())
      .describe("Links naming no page of the version (relative, absolute or entry:), as written; known only with entry_id, else empty"),
  })
  .meta({ id: "Preview" });
export type PreviewView = z.output<typeof PreviewView>;
