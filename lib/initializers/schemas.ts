import { z } from "zod";
import { templateIds } from "./templates";

/** The project's first version; each initializer has its own default. */
export const VersionName = z.string().trim().min(1).max(60);

export const InitializeFromTemplateBody = z.strictObject({
  template: z.enum(templateIds),
  version_name: VersionName.optional(),
});

export type InitializeFromTemplateInput = z.output<typeof InitializeFromTemplateBody>;
