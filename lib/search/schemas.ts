import { z } from "zod";

const Id = z.string().min(1).max(100);

/**
 * Path parameters of POST /documentations/{organization_id}/{documentation_id}/search.
 *
 * Why they are renamed: Next.js gives each folder level one parameter name for all the routes
 * under it, and the publish routes (/documentations/{documentation_id}/publish) already name
 * this level `[documentation_id]`. So the search route lives in
 * app/api/documentations/[documentation_id]/[project_id]/search, whose folder names do not say
 * what they hold; this schema is the one place that reads them, and maps them to their meaning:
 *
 *   folder [documentation_id]  holds the organization id   → organization_id
 *   folder [project_id]        holds the documentation id  → documentation_id
 */
export const SearchParams = z
  .object({ documentation_id: Id, project_id: Id })
  .transform((folders) => ({
    organization_id: folders.documentation_id,
    documentation_id: folders.project_id,
  }));

export const SearchBody = z.strictObject({
  query: z.string().trim().min(1).max(200),
  version_id: Id.optional(),
  section_id: Id.optional(),
  limit: z.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
  /** `published` (default) searches what readers see; `draft` the current content. */
  source: z.enum(["published", "draft"]).default("published"),
  /** With `source: "draft"`: the change request whose branch is searched instead of the draft. */
  change_request_id: Id.optional(),
}).refine((input) => input.change_request_id === undefined || input.source === "draft", {
  path: ["change_request_id"],
  message: 'A change request\'s branch is searched with `source: "draft"`; readers see no branch.',
}).meta({ examples: [{ query: "install cli", version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", limit: 10 }, { query: "confguration", source: "draft" }] });
export type SearchInput = z.output<typeof SearchBody>;

/** The published site's search box (public projects): GET with `?q=`. */
export const PublicSearchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  version: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
