import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

/** A setting the dashboard keeps for its user, by key. */
export const PreferenceView = z.object({ key: z.string(), value: z.string(), updated_at: Timestamp }).meta({ id: "Preference" });
export type PreferenceView = ViewOf<z.output<typeof PreferenceView>>;

export const PreferenceList = z.array(PreferenceView);
