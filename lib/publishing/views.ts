import { z } from "zod";
import { JobStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** Who did something: the user and their email (null when the user is gone). */
const Actor = z.object({ user_id: z.string(), email: z.string().nullable() }).meta({ id: "Actor" });

export const BrokenLinks = z
  .object({
    count: z.number().int().describe("Every broken link found"),
    items: z
      .array(
        z.object({
          page: z.string().describe("Site path of the page holding the link"),
          target: z.string().describe("The link as the page writes it"),
          reason: z.enum(["missing page", "missing anchor"]),
        }),
      )
      .describe("The first 100, in reading order"),
  })
  .meta({ id: "BrokenLinks" });

/** The publish the API document's examples show: completed, with one broken link found. */
const completedPublish = {
  job_id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
  status: "completed",
  progress: { pages_done: 42, pages_total: 42 },
  page_count: 42,
  started_by: { user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a", email: "ada@acme.example" },
  error: null,
  broken_links: { count: 1, items: [{ page: "/guides/setup", target: "install.md#prerequisites", reason: "missing anchor" }] },
  empty_versions: [],
  created_at: "2026-11-25T14:00:00.000Z",
  started_at: "2026-11-25T14:00:01.000Z",
  finished_at: "2026-11-25T14:00:09.000Z",
};

/** A publish: the job that renders the project's pages and puts the site live. */
export const PublishJobView = z
  .object({
    job_id: z.string(),
    status: z.enum(JobStatus),
    progress: z.object({ pages_done: z.number().int(), pages_total: z.number().int() }),
    page_count: z.number().int().nullable().describe("Pages published, once completed"),
    started_by: Actor.nullable(),
    error: z.string().nullable(),
    broken_links: BrokenLinks.nullable().describe("Null until the publish has checked its links"),
    empty_versions: z.array(z.string()).describe("Names of the versions left off the site for having no pages (known once the publish has planned its pages)"),
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
  })
  .meta({
    id: "PublishJob",
    examples: [
      { ...completedPublish, job_id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", status: "queued", progress: { pages_done: 0, pages_total: 0 }, page_count: null, broken_links: null, created_at: "2026-11-26T09:15:00.000Z", started_at: null, finished_at: null },
      completedPublish,
    ],
  });
export type PublishJobView = ViewOf<z.output<typeof PublishJobView>>;

export const PublishHistory = z.array(PublishJobView);

/** The last completed publish and where its site is served. */
export const LatestPublishView = PublishJobView.extend({
  snapshot_id: z.string().nullable(),
  is_live: z.boolean().describe("Whether the site serves this publish's pages now"),
  url: z.string().describe("Path of the published site"),
}).meta({
  id: "LatestPublish",
  examples: [{ ...completedPublish, snapshot_id: "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e", is_live: true, url: "/docs/acme/handbook" }],
});
export type LatestPublishView = ViewOf<z.output<typeof LatestPublishView>>;

export const RedirectView = z
  .object({
    redirect_id: z.string(),
    from: z.string().describe("Site path with a leading slash, e.g. `/v1/guides/old`"),
    to: z.string(),
    source: z.enum(["automatic", "manual"]).describe("`automatic` when a page moved or was renamed"),
    created_at: Timestamp,
    created_by: Actor.nullable(),
  })
  .meta({
    id: "Redirect",
    examples: [
      { redirect_id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", from: "/guides/old-setup", to: "/guides/setup", source: "manual", created_at: "2026-11-24T11:20:00.000Z", created_by: completedPublish.started_by },
      { redirect_id: "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a", from: "/v1/guides/install", to: "/v1/getting-started/install", source: "automatic", created_at: "2026-11-25T14:00:09.000Z", created_by: null },
    ],
  });
export type RedirectView = ViewOf<z.output<typeof RedirectView>>;

export const RedirectList = z.array(RedirectView);
