import { z } from "zod";
import { Id } from "../documentation/schemas";
import { PageQuery } from "../pagination";
import { VersionParams } from "../versions/schemas";

export const ChangeRequestParams = VersionParams.extend({ change_request_id: Id });
export const BranchSectionParams = ChangeRequestParams.extend({ section_id: Id });
export const BranchEntryParams = BranchSectionParams.extend({ entry_id: Id });
/** `/preview/{kind}/{id}`: a change request's branch or a version's draft. */
export const PreviewParams = z.object({ kind: z.enum(["change-requests", "versions"]), id: Id });

export const CommentParams = ChangeRequestParams.extend({ comment_id: Id });

const Title = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(10_000);

export const CreateChangeRequestBody = z
  .strictObject({ title: Title, description: Description.optional() })
  .meta({ examples: [{ title: "Document the v2 login flow", description: "Rewrites Install and adds SSO." }] });

export const UpdateChangeRequestBody = z
  .strictObject({ title: Title, description: Description.nullable() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ title: "Document the v2 sign-in flow" }] });

export const ListChangeRequestsQuery = PageQuery.extend({ status: z.enum(["open", "merged", "closed"]).optional() });

/** Members asked to review, by user id or email. */
export const RequestReviewersBody = z
  .strictObject({ reviewers: z.array(z.string().trim().min(1).max(320)).min(1).max(20) })
  .meta({ examples: [{ reviewers: ["ada@acme.example"] }] });

export const CreateCommentBody = z
  .strictObject({
    body: z.string().trim().min(1).max(20_000),
    /** Answers another comment (its thread). */
    parent_id: Id.optional(),
    /** With `line`: a comment on a line of this changed page. */
    entry_id: Id.optional(),
    line: z.number().int().min(1).max(1_000_000).optional(),
    /** Which text `line` counts in: the page before ("old") or in the change request ("new", default). */
    side: z.enum(["old", "new"]).optional(),
  })
  .refine((value) => (value.line === undefined && value.side === undefined) || value.entry_id !== undefined, {
    message: "A line comment names its entry_id.",
    path: ["entry_id"],
  })
  .meta({ examples: [{ body: "Should this mention SSO?", entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", line: 12 }, { body: "Done.", parent_id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e" }] });

export const UpdateCommentBody = z
  .strictObject({ resolved: z.boolean() })
  .meta({ examples: [{ resolved: true }] });

export const CreateReviewBody = z
  .strictObject({ state: z.enum(["approved", "changes_requested"]), body: z.string().trim().max(20_000).optional() })
  .meta({ examples: [{ state: "approved", body: "Reads well." }, { state: "changes_requested", body: "Install misses Windows." }] });

/** How one conflicting entry is settled: keep one side, or write the merged content by hand. */
export const ConflictResolution = z.union([
  z.strictObject({ entry_id: Id, take: z.enum(["change_request", "main"]) }),
  z.strictObject({ entry_id: Id, content: z.string().max(1_000_000) }),
]);

export const MergeBody = z
  .strictObject({ resolutions: z.array(ConflictResolution).max(5000).optional() })
  .optional()
  .meta({ examples: [{ resolutions: [{ entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", take: "change_request" }] }] });

export const PreviewLinkBody = z
  .strictObject({ expires_in_hours: z.number().int().min(1).max(24 * 30).default(72) })
  .optional()
  .meta({ examples: [{ expires_in_hours: 24 }] });

export type CreateChangeRequestInput = z.output<typeof CreateChangeRequestBody>;
export type UpdateChangeRequestInput = z.output<typeof UpdateChangeRequestBody>;
export type ListChangeRequestsInput = z.output<typeof ListChangeRequestsQuery>;
export type CreateCommentInput = z.output<typeof CreateCommentBody>;
export type CreateReviewInput = z.output<typeof CreateReviewBody>;
export type ConflictResolutionInput = z.output<typeof ConflictResolution>;
export type MergeInput = z.output<typeof MergeBody>;

/** The service's reference from a route's path parameters. */
export const changeRequestRef = (params: { version_id: string; change_request_id: string }) => ({
  versionId: params.version_id,
  changeRequestId: params.change_request_id,
});

export const branchSectionRef = (params: { version_id: string; change_request_id: string; section_id: string }) => ({
  ...changeRequestRef(params),
  sectionId: params.section_id,
});
