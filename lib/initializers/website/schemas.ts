import { z } from "zod";

/** How many pages one import takes: the default and the most a request may ask for. */
export const websitePageLimits = { default: 50, max: 200 };

export const InitializeFromWebsiteBody = z.strictObject({
  /** The start page: the import covers its directory, or its path and below. */
  url: z.url({ protocol: /^https?$/ }).max(1000),
  max_pages: z.number().int().min(1).max(websitePageLimits.max).default(websitePageLimits.default),
  version_name: z.string().trim().min(1).max(60).optional(),
}).meta({ examples: [{ url: "https://docs.example.com/guide/", max_pages: 50, version_name: "v1" }] });

export type InitializeFromWebsiteInput = z.output<typeof InitializeFromWebsiteBody>;
