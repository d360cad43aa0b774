import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import { WizardProgressBody } from "./service";

/** A user's progress through a project's setup wizard: the fields the client saved, as it sent them. */
export const WizardProgressView = WizardProgressBody.extend({
  documentation_id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
}).meta({
  id: "WizardProgress",
  examples: [
    {
      current_step: "theme",
      selected_options: { template: "product-docs" },
      completion_percentage: 40,
      documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
      created_at: "2026-11-02T09:31:00.000Z",
      updated_at: "2026-11-02T09:40:00.000Z",
    },
  ],
});
export type WizardProgressView = ViewOf<z.output<typeof WizardProgressView>>;
