import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

/** A version of a project as the API answers it. */
export const VersionView = z
  .object({
    version_id: z.string(),
    documentation_id: z.string(),
    name: z.string(),
    slug: z.string(),
    is_default: z.boolean(),
    is_latest: z.boolean(),
    is_deprecated: z.boolean(),
    warning: z.string().nullable().describe("What readers are shown on a deprecated version"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "Version" });
export type VersionView = ViewOf<z.output<typeof VersionView>>;

export const VersionList = z.array(VersionView);
