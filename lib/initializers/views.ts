import { z } from "zod";
import { AiUsage } from "../ai/views";
import { JobStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { templateIds } from "./templates/template";

/** Where a project's first content came from (the project's `init_source`). */
export const InitSource = z.enum(["blank", "template", "ai", "openapi", "repository", "files", "website"]);
export type InitSource = z.output<typeof InitSource>;

/** What every initializer answers: the first version and its sections, in order. */
export const InitializedProject = z
  .object({
    documentation_id: z.string(),
    status: z.literal("pending").describe("Initialized, not yet published"),
    init_source: InitSource,
    version_id: z.string().describe("The project's first version, its default"),
    sections: z.array(z.object({ section_id: z.string(), title: z.string(), slug: z.string(), entry_ids: z.array(z.string()).describe("Parents before their children") })),
    entry_count: z.number().int(),
  })
  .meta({ id: "InitializedProject" });
export type InitializedProject = z.output<typeof InitializedProject>;

export const BlankProject = z
  .object({
    documentation_id: z.string(),
    status: z.literal("pending"),
    init_source: z.literal("blank"),
    version_id: z.string(),
    section_id: z.string().describe("The \"Getting started\" section"),
    entry_id: z.string().describe("Its introduction page"),
  })
  .meta({ id: "BlankProject" });
export type BlankProject = z.output<typeof BlankProject>;

export const TemplateProject = InitializedProject.extend({ template: z.enum(templateIds) }).meta({ id: "TemplateProject" });
export type TemplateProject = z.output<typeof TemplateProject>;

export const AiProject = InitializedProject.extend({
  model: z.string(),
  credits_used: z.number().int(),
  usage: AiUsage,
}).meta({ id: "AiProject" });
export type AiProject = z.output<typeof AiProject>;

export const OpenApiProject = InitializedProject.extend({
  api: z.object({ title: z.string(), version: z.string(), openapi_version: z.string().describe("The description's format version, e.g. 3.1.0 or 2.0") }),
  operation_count: z.number().int(),
}).meta({ id: "OpenApiProject" });
export type OpenApiProject = z.output<typeof OpenApiProject>;

export const FilesProject = InitializedProject.extend({
  imported_files: z.number().int().describe("Markdown files that became pages"),
  skipped: z.array(z.object({ path: z.string(), reason: z.enum(["not_markdown", "hidden", "not_utf8"]) })),
}).meta({ id: "FilesProject" });
export type FilesProject = z.output<typeof FilesProject>;
export type SkippedFile = FilesProject["skipped"][number];

export const WebsiteProject = InitializedProject.extend({
  pages_imported: z.number().int(),
  discovery: z.enum(["sitemap", "links"]).describe("How pages were found: the site's sitemap, or following links from the start page"),
  truncated: z.boolean().describe("More pages were in reach when `max_pages` or the time limit stopped the import"),
  skipped: z
    .array(
      z.object({
        url: z.string(),
        reason: z.enum(["disallowed_by_robots", "not_html", "too_large", "unreachable", "timeout", "redirected_out_of_scope", "unreadable"]),
        detail: z.string(),
      }),
    )
    .describe("The first 100 addresses skipped"),
  skipped_count: z.number().int().describe("Every address skipped"),
}).meta({ id: "WebsiteProject" });
export type WebsiteProject = z.output<typeof WebsiteProject>;
export type SkippedPage = WebsiteProject["skipped"][number];

const ImportSource = z.enum(["website", "repository"]);

/** The 202 of a website or repository import: the job that runs it. */
export const ImportStarted = z
  .object({ job_id: z.string(), status: z.enum(JobStatus), source: ImportSource, created_at: Timestamp })
  .meta({ id: "ImportStarted" });
export type ImportStarted = ViewOf<z.output<typeof ImportStarted>>;

/** A project's website or repository import and its state. */
export const ImportJob = z
  .object({
    job_id: z.string(),
    source: ImportSource,
    status: z.enum(JobStatus),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    error: z.string().nullable().describe("Why it failed, when it did"),
    result: z.union([WebsiteProject, InitializedProject]).nullable().describe("The imported project, once completed"),
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
  })
  .meta({ id: "ImportJob" });
export type ImportJob = ViewOf<z.output<typeof ImportJob>>;

export const TemplateList = z
  .object({
    templates: z.array(
      z.object({
        id: z.enum(templateIds),
        title: z.string(),
        description: z.string(),
        sections: z.array(z.string()).describe("Section titles, in order"),
        page_count: z.number().int(),
      }),
    ),
  })
  .meta({ id: "TemplateList" });
export type TemplateList = z.output<typeof TemplateList>;

const SyncedEntry = z.object({
  entry_id: z.string(),
  kind: z.enum(["page", "folder"]),
  title: z.string(),
  source_path: z.string().optional().describe("The operation id (or `METHOD /path`), `tags/<name>` for a tag's folder, `info` for the overview"),
});
export type SyncedEntry = z.output<typeof SyncedEntry>;

/** What a re-sync of a version's API reference changed. */
export const ApiSyncReport = z
  .object({
    version_id: z.string(),
    section_id: z.string(),
    api: OpenApiProject.shape.api,
    operation_count: z.number().int(),
    added: z.array(SyncedEntry),
    updated: z.array(SyncedEntry.extend({ custom_regions: z.number().int().describe("Marked custom regions carried over") })).describe("Regenerated"),
    removed: z.array(SyncedEntry),
    kept: z.array(SyncedEntry).describe("Written by hand (or holding pages written by hand): left alone"),
    unchanged_count: z.number().int(),
  })
  .meta({ id: "ApiSyncReport" });
export type ApiSyncReport = z.output<typeof ApiSyncReport>;

/** Where a version's API reference comes from and when it was last synced. */
export const ApiDescriptionView = z
  .object({
    version_id: z.string(),
    section_id: z.string().describe("The section holding the reference"),
    url: z.string().nullable().describe("The address it is fetched from on a re-sync; null when it was sent inline"),
    synced_at: Timestamp,
    source: z.string().describe("The document as last synced: JSON or YAML text"),
  })
  .meta({ id: "ApiDescription" });
export type ApiDescriptionView = ViewOf<z.output<typeof ApiDescriptionView>>;
