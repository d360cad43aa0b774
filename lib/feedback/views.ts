import { z } from "zod";
import { IdeaStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { RoadmapStatus } from "./schemas";

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
  .meta({ id: "FeedbackIdea" });
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
  .meta({ id: "RoadmapItem" });
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
  .meta({ id: "Changelog" });
export type ChangelogView = ViewOf<z.output<typeof ChangelogView>>;

/** Newest first, scheduled entries included. */
export const ChangelogList = z.array(ChangelogView);

/** A feedback workspace's settings, and the limits idea submissions are held to. */
export const FeedbackSettingsView = z
  .object({
    ideas_enabled: z.boolean().describe("Whether customers may submit ideas"),
    public_roadmap: z.boolean().describe("Whether the roadmap is public at /roadmap/{organization slug}"),
    title_max_length: z.number().int(),
    description_max_length: z.number().int(),
    rate_limit: z
      .object({ per_customer: z.number().int(), per_address: z.number().int(), window_seconds: z.number().int() })
      .describe("Ideas allowed per customer email and per client address in one window"),
    statuses: z.array(z.object({ status: RoadmapStatus, label: z.string() })).describe("The roadmap's columns, in order"),
  })
  .meta({ id: "FeedbackSettings" });
export type FeedbackSettingsView = ViewOf<z.output<typeof FeedbackSettingsView>>;

const RoadmapStatusLabel = z.object({ status: RoadmapStatus, label: z.string() });

export const RoadmapStatusList = z.array(RoadmapStatusLabel.extend({ order: z.number().int().describe("Position on the roadmap, from 1") }));

/** The public roadmap: one column per status, in the statuses' order, its items most voted first. */
export const RoadmapView = z.array(RoadmapStatusLabel.extend({ items: z.array(RoadmapItemView) }).meta({ id: "RoadmapColumn" }));
export type RoadmapView = ViewOf<z.output<typeof RoadmapView>>;

export const CustomerSessionView = z
  .object({
    token: z.string().describe("The customer session token (`dp_cus_…`), sent as `Authorization: Bearer`; shown once"),
    customer_email: z.string(),
    expires_at: Timestamp,
  })
  .meta({ id: "CustomerSession" });
export type CustomerSessionView = ViewOf<z.output<typeof CustomerSessionView>>;

export const VoteView = z
  .object({ item_id: z.string(), voted: z.literal(true), vote_count: z.number().int().describe("The item's votes, this one included") })
  .meta({ id: "Vote" });
export type VoteView = z.output<typeof VoteView>;
