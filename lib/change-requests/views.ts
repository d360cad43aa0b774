import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

const exampleIds = {
  change_request_id: "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f",
  version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
  entry_id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
};

export const ChangeRequestView = z
  .object({
    change_request_id: z.string(),
    version_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(["open", "merged", "closed"]),
    author_id: z.string().nullable(),
    reviewers: z.array(z.string()).describe("User ids asked to review"),
    approvals: z.number().int().describe("Members other than the author whose latest review approves"),
    required_approvals: z.number().int().describe("The project's `change_requests.required_approvals` setting"),
    changes_requested: z.boolean().describe("Whether a member's latest review requests changes"),
    merged_by: z.string().nullable(),
    merged_at: Timestamp.nullable(),
    closed_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: "ChangeRequest",
    examples: [
      {
        ...exampleIds,
        title: "Document the v2 login flow",
        description: "Rewrites Install and adds SSO.",
        status: "open",
        author_id: exampleIds.user_id,
        reviewers: [],
        approvals: 0,
        required_approvals: 1,
        changes_requested: false,
        merged_by: null,
        merged_at: null,
        closed_at: null,
        created_at: "2026-11-26T10:00:00.000Z",
        updated_at: "2026-11-26T10:00:00.000Z",
      },
    ],
  });
export type ChangeRequestView = ViewOf<z.output<typeof ChangeRequestView>>;
export const ChangeRequestList = z.array(ChangeRequestView);

const DiffLine = z.object({
  type: z.enum(["context", "added", "removed"]),
  old_line: z.number().int().nullable(),
  new_line: z.number().int().nullable(),
  text: z.string(),
});

const EntrySide = z.object({
  section_id: z.string(),
  parent_id: z.string().nullable(),
  kind: z.string(),
  title: z.string(),
  slug: z.string(),
  order: z.number().int(),
  metadata: z.unknown(),
});

export const ChangeRequestDiff = z
  .object({
    change_request_id: z.string(),
    sections: z.array(
      z.object({
        section_id: z.string(),
        change: z.enum(["added", "removed", "moved", "changed"]),
        fields: z.array(z.string()).describe("The fields that differ from the base"),
        before: z.object({ title: z.string(), slug: z.string(), parent_id: z.string().nullable() }).nullable(),
        after: z.object({ title: z.string(), slug: z.string(), parent_id: z.string().nullable() }).nullable(),
      }),
    ),
    entries: z.array(
      z.object({
        entry_id: z.string(),
        change: z.enum(["added", "removed", "moved", "changed"]),
        moved: z.boolean(),
        fields: z.array(z.string()).describe("The fields that differ from the base"),
        main_changed: z.boolean().describe("The main draft changed this entry since the change request branched it"),
        before: EntrySide.nullable(),
        after: EntrySide.nullable(),
        lines: z.array(DiffLine).describe("Every line of the page, before and after (empty when the content did not change)"),
        additions: z.number().int(),
        deletions: z.number().int(),
      }),
    ),
  })
  .meta({ id: "ChangeRequestDiff" });
export type ChangeRequestDiff = z.output<typeof ChangeRequestDiff>;
export type EntryDiff = ChangeRequestDiff["entries"][number];

export const CommentView = z
  .object({
    comment_id: z.string(),
    parent_id: z.string().nullable(),
    author_id: z.string().nullable(),
    body: z.string(),
    entry_id: z.string().nullable(),
    line: z.number().int().nullable(),
    side: z.enum(["old", "new"]).nullable(),
    resolved: z.boolean(),
    resolved_by: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "ChangeRequestComment" });
export type CommentView = ViewOf<z.output<typeof CommentView>>;
export const CommentList = z.array(CommentView);

export const ReviewView = z
  .object({
    review_id: z.string(),
    reviewer_id: z.string(),
    state: z.enum(["approved", "changes_requested"]),
    body: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "ChangeRequestReview" });
export type ReviewView = ViewOf<z.output<typeof ReviewView>>;
export const ReviewList = z.array(ReviewView);

export const MergeConflict = z.object({
  entry_id: z.string(),
  title: z.string(),
  reason: z.enum(["both_changed", "deleted_in_main", "deleted_in_change_request", "slug_taken"]),
  fields: z.array(z.string()),
  base: z.string().nullable().describe("The page's content where the change request branched"),
  main: z.string().nullable().describe("The main draft's content now"),
  change_request: z.string().nullable(),
  merged_with_markers: z.string().nullable().describe("The content with both sides between conflict markers"),
});
export type MergeConflict = z.output<typeof MergeConflict>;

export const MergeResultView = z
  .object({
    change_request: ChangeRequestView,
    entries: z.object({ created: z.number().int(), updated: z.number().int(), deleted: z.number().int() }),
    sections: z.object({ created: z.number().int(), updated: z.number().int(), deleted: z.number().int() }),
  })
  .meta({ id: "ChangeRequestMerge" });
export type MergeResultView = ViewOf<z.output<typeof MergeResultView>>;

export const PreviewLinkView = z
  .object({ url: z.string(), expires_at: Timestamp })
  .meta({ id: "PreviewLink", examples: [{ url: "https://docs.example.com/preview/5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f?expires=1764288000&signature=…", expires_at: "2026-11-28T00:00:00.000Z" }] });
export type PreviewLinkView = ViewOf<z.output<typeof PreviewLinkView>>;
