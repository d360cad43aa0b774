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
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
  })
  .meta({ id: "PublishJob" });
export type PublishJobView = ViewOf<z.output<typeof PublishJobView>>;

export const PublishHistory = z.array(PublishJobView);

/** The last completed publish and where its site is served. */
export const LatestPublishView = PublishJobView.extend({
  snapshot_id: z.string().nullable(),
  is_live: z.boolean().describe("Whether the site serves this publish's pages now"),
  url: z.string().describe("Path of the published site"),
}).meta({ id: "LatestPublish" });
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
  .meta({ id: "Redirect" });
export type RedirectView = ViewOf<z.output<typeof RedirectView>>;

export const RedirectList = z.array(RedirectView);
