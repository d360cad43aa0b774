import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

/** A setting the dashboard keeps for its user, by key. */
export const PreferenceView = z.object({ key: z.string(), value: z.string(), updated_at: Timestamp }).meta({
  id: "Preference",
  examples: [{ key: "editor.font_size", value: "16", updated_at: "2026-11-22T07:45:00.000Z" }],
});
export type PreferenceView = ViewOf<z.output<typeof PreferenceView>>;

export const PreferenceList = z.array(PreferenceView);
