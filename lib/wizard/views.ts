import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import { WizardProgressBody } from "./service";

/** A user's progress through a project's setup wizard: the fields the client saved, as it sent them. */
export const WizardProgressView = WizardProgressBody.extend({
  documentation_id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
}).meta({ id: "WizardProgress" });
export type WizardProgressView = ViewOf<z.output<typeof WizardProgressView>>;
