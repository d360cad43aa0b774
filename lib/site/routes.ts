import { z } from "zod";

/** The path parameters of every route of a published site. */
export const SiteParams = z.object({ organization: z.string().max(100), documentation: z.string().max(100) });
