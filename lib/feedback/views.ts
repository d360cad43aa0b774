import { z } from "zod";
import { IdeaStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { roadmapStatuses, RoadmapStatus } from "./schemas";

/** The idea and the roadmap item approved from it that the API document's examples show. */
const darkModeIdea = {
  idea_id: "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
  title: "Dark mode for the reader",
  description: "Our readers work at night; a dark theme for the published docs would help.",
  customer_email: "lin@customer.example",
  status: "approved",
  created_at: "2026-11-14T20:12:00.000Z",
};
const darkModeItem = {
  item_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6e",
  title: darkModeIdea.title,
  description: darkModeIdea.description,
  status: "planned",
  vote_count: 17,
  idea_id: darkModeIdea.idea_id,
  created_at: "2026-11-16T09:00:00.000Z",
  updated_at: "2026-11-16T09:00:00.000Z",
};

/** An idea a customer submitted, as the organization's administrators see it. */
export const IdeaView = z
  .object({
    idea_id: z.string(),
    title: z.string(),
    description: z.string(),
    customer_email: z.string(),
    status: z.enum(IdeaStatus).describe("`backlog` until an administrator approves it onto the roadmap or declines it"),
    created_at: Timestamp,
  })
  .meta({ id: "FeedbackIdea", examples: [{ ...darkModeIdea, status: "backlog" }, darkModeIdea] });
export type IdeaView = ViewOf<z.output<typeof IdeaView>>;

export const IdeaList = z.array(IdeaView);

/** An item of the public roadmap. */
export const RoadmapItemView = z
  .object({
    item_id: z.string(),
    title: z.string(),
    description: z.string(),
    status: RoadmapStatus,
    vote_count: z.number().int(),
    voted: z.boolean().optional().describe("Whether the caller voted for it (on the public roadmap only)"),
    idea_id: z.string().nullable().describe("The idea it was approved from, if any"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "RoadmapItem", examples: [darkModeItem, { ...darkModeItem, voted: true }] });
export type RoadmapItemView = ViewOf<z.output<typeof RoadmapItemView>>;

/** Most voted first. */
export const RoadmapItemList = z.array(RoadmapItemView);

export const ChangelogView = z
  .object({
    changelog_id: z.string(),
    title: z.string(),
    body: z.string(),
    version_id: z.string().nullable().describe("The documentation version it is about, if any"),
    published_at: Timestamp.describe("When it appears; a future time schedules it"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: "Changelog",
    examples: [
      {
        changelog_id: "3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6f",
        title: "Dark mode",
        body: "The published docs now follow the reader's system theme, with a switch in the header.",
        version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        published_at: "2026-11-25T09:00:00.000Z",
        created_at: "2026-11-24T17:30:00.000Z",
        updated_at: "2026-11-24T17:30:00.000Z",
      },
    ],
  });
export type ChangelogView = ViewOf<z.output<typeof ChangelogView>>;

/** Newest first, scheduled entries included. */
export const ChangelogList = z.array(ChangelogView);

/** A feedback workspace's settings, and the limits idea submissions are held to. */
export const FeedbackSettingsView = z
  .object({
    ideas_enabled: z.boolean().describe("Whether customers may submit ideas"),
    public_roadmap: z.boolean().describe("Whether the roadmap is public at /roadmap/{organization slug}"),
    confirm_customer_emails: z.boolean().describe("Whether visitors confirm their email with a mailed code before they may vote or submit ideas"),
    title_max_length: z.number().int(),
    description_max_length: z.number().int(),
    rate_limit: z
      .object({ per_customer: z.number().int(), per_address: z.number().int(), window_seconds: z.number().int() })
      .describe("Ideas allowed per customer email and per client address in one window"),
    statuses: z.array(z.object({ status: RoadmapStatus, label: z.string() })).describe("The roadmap's columns, in order"),
  })
  .meta({
    id: "FeedbackSettings",
    examples: [
      {
        ideas_enabled: true,
        public_roadmap: true,
        confirm_customer_emails: false,
        title_max_length: 150,
        description_max_length: 5000,
        rate_limit: { per_customer: 5, per_address: 20, window_seconds: 3600 },
        statuses: roadmapStatuses,
      },
    ],
  });
export type FeedbackSettingsView = ViewOf<z.output<typeof FeedbackSettingsView>>;

const RoadmapStatusLabel = z.object({ status: RoadmapStatus, label: z.string() });

export const RoadmapStatusList = z
  .array(RoadmapStatusLabel.extend({ order: z.number().int().describe("Position on the roadmap, from 1") }))
  .meta({ examples: [roadmapStatuses.map((status, index) => ({ ...status, order: index + 1 }))] });

/** The public roadmap: one column per status, in the statuses' order, its items most voted first. */
export const RoadmapView = z.array(RoadmapStatusLabel.extend({ items: z.array(RoadmapItemView) }).meta({ id: "RoadmapColumn", examples: [{ ...roadmapStatuses[0], items: [{ ...darkModeItem, voted: false }] }] }));
export type RoadmapView = ViewOf<z.output<typeof RoadmapView>>;

export const CustomerSessionView = z
  .object({
    token: z.string().describe("The customer session token (`dp_cus_…`), sent as `Authorization: Bearer`; shown once"),
    customer_email: z.string(),
    expires_at: Timestamp,
  })
  .meta({
    id: "CustomerSession",
    examples: [{ token: "dp_cus_Qk4vN8mZ2rT6yW1pS9xL3cB7hJ5dF0gA", customer_email: "lin@customer.example", expires_at: "2026-12-26T10:00:00.000Z" }],
  });
export type CustomerSessionView = ViewOf<z.output<typeof CustomerSessionView>>;

export const CodeSentView = z
  .object({
    confirmation_required: z.literal(true),
    customer_email: z.string(),
    code_expires_at: Timestamp.describe("Until when the mailed code is good; send it back as `code` to start the session"),
  })
  .meta({
    id: "CustomerCodeSent",
    examples: [{ confirmation_required: true, customer_email: "lin@customer.example", code_expires_at: "2026-11-26T10:15:00.000Z" }],
  });
export type CodeSentView = ViewOf<z.output<typeof CodeSentView>>;

export const VoteView = z
  .object({ item_id: z.string(), voted: z.literal(true), vote_count: z.number().int().describe("The item's votes, this one included") })
  .meta({ id: "Vote", examples: [{ item_id: darkModeItem.item_id, voted: true, vote_count: 18 }] });
export type VoteView = z.output<typeof VoteView>;
