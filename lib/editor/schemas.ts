import { z } from "zod";
import { Id } from "../documentation/schemas";

export const PreviewBody = z.strictObject({
  /** The page's markdown as it stands in the editor (saved or not). */
  markdown: z.string().max(1_000_000),
  /** The page's title, shown as its only level-1 heading (as on the published site). */
  title: z.string().max(300).optional(),
  /** The page being edited: its includes (`<!--@include: path-->`) resolve from its place in its version. */
  entry_id: Id.optional(),
  /** The change request whose branch the page is edited in: its links and includes resolve in the branch. */
  change_request_id: Id.optional(),
});

export type PreviewInput = z.output<typeof PreviewBody>;
