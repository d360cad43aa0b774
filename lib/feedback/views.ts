import { z } from "zod";
import { IdeaStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { RoadmapStatus } from "./schemas";

/** A changelog entry; one published in the future is scheduled (only administrators see it). */
export const ChangelogView = z
  .object({
    changelog_id: z.string(),
    title: z.string(),
    body: z.string(),
    version_id: z.string().nullable().describe("The documentation version the entry is about"),
    published_at: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "Changelog" });
export type ChangelogView = ViewOf<z.output<typeof ChangelogView>>;

export const ChangelogList = z.array(ChangelogView);

/** An item of the roadmap, most voted first in lists. */
export const RoadmapItemView = z
  .object({
    item_id: z.string(),
    title: z.string(),
    description: z.string(),
    status: RoadmapStatus,
    vote_count: z.number().int(),
    voted: z.boolean().optional().describe("Whether the caller voted for it (on the public roadmap only)"),
    idea_id: z.string().nullable().describe("The idea it was approved from"),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "RoadmapItem" });
export type RoadmapItemView = ViewOf<z.output<typeof RoadmapItemView>>;

export const IdeaView = z
  .object({
    idea_id: z.string(),
    title: z.string(),
    description: z.string(),
    customer_email: z.string(),
    status: z.enum(IdeaStatus),
    created_at: Timestamp,
  })
  .meta({ id: "Idea" });
export type IdeaView = ViewOf<z.output<typeof IdeaView>>;

const RoadmapStatusLabel = z.object({ status: RoadmapStatus, label: z.string() });

/** What the roadmap page needs to take ideas: the workspace's settings and limits. */
export const IdeaConfigView = z
  .object({
    ideas_enabled: z.boolean(),
    public_roadmap: z.boolean(),
    title_max_length: z.number().int(),
    description_max_length: z.number().int(),
    rate_limit: z
      .object({ per_customer: z.number().int(), per_address: z.number().int(), window_seconds: z.number().int() })
      .describe("Ideas accepted per customer email and per client address in one window"),
    statuses: z.array(RoadmapStatusLabel),
  })
  .meta({ id: "IdeaConfig" });
export type IdeaConfigView = ViewOf<z.output<typeof IdeaConfigView>>;

export const RoadmapStatusList = z.array(RoadmapStatusLabel.extend({ order: z.number().int().describe("Position on the roadmap, from 1") }));

/** The roadmap: one column per status, in the statuses' order. */
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
