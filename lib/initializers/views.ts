import { z } from "zod";
import { AiUsage } from "../ai/views";
import { JobStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { templateIds } from "./templates/template";

/** Where a project's first content came from (the project's `init_source`). */
export const InitSource = z.enum(["blank", "template", "ai", "openapi", "repository", "files", "website"]);
export type InitSource = z.output<typeof InitSource>;

/** What every initializer answers: the first version and its sections, in order. */
export const InitializedDocumentation = z
  .object({
    documentation_id: z.string(),
    status: z.literal("pending").describe("Initialized, not yet published"),
    init_source: InitSource,
    version_id: z.string().describe("The project's first version, its default"),
    sections: z.array(z.object({ section_id: z.string(), title: z.string(), slug: z.string(), entry_ids: z.array(z.string()).describe("Parents before their children") })),
    entry_count: z.number().int(),
  })
  .meta({ id: "InitializedProject" });
export type InitializedDocumentation = z.output<typeof InitializedDocumentation>;

export const BlankDocumentation = z
  .object({
    documentation_id: z.string(),
    status: z.literal("pending"),
    init_source: z.literal("blank"),
    version_id: z.string(),
    section_id: z.string().describe("The \"Getting started\" section"),
    entry_id: z.string().describe("Its introduction page"),
  })
  .meta({ id: "BlankProject" });
export type BlankDocumentation = z.output<typeof BlankDocumentation>;

export const TemplateDocumentation = InitializedDocumentation.extend({ template: z.enum(templateIds) }).meta({ id: "TemplateProject" });
export type TemplateDocumentation = z.output<typeof TemplateDocumentation>;

export const AiDocumentation = InitializedDocumentation.extend({
  model: z.string(),
  credits_used: z.number().int(),
  usage: AiUsage,
}).meta({ id: "AiProject" });
export type AiDocumentation = z.output<typeof AiDocumentation>;

export const OpenApiDocumentation = InitializedDocumentation.extend({
  api: z.object({ title: z.string(), version: z.string(), openapi_version: z.string().describe("The description's format version, e.g. 3.1.0 or 2.0") }),
  operation_count: z.number().int(),
}).meta({ id: "OpenApiProject" });
export type OpenApiDocumentation = z.output<typeof OpenApiDocumentation>;

export const FilesDocumentation = InitializedDocumentation.extend({
  imported_files: z.number().int().describe("Markdown files that became pages"),
  skipped: z.array(z.object({ path: z.string(), reason: z.enum(["not_markdown", "hidden", "not_utf8"]) })),
}).meta({ id: "FilesProject" });
export type FilesDocumentation = z.output<typeof FilesDocumentation>;
export type SkippedFile = FilesDocumentation["skipped"][number];

export const WebsiteDocumentation = InitializedDocumentation.extend({
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
export type WebsiteDocumentation = z.output<typeof WebsiteDocumentation>;
export type SkippedPage = WebsiteDocumentation["skipped"][number];

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
    result: z.union([WebsiteDocumentation, InitializedDocumentation]).nullable().describe("The imported project, once completed"),
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
    api: OpenApiDocumentation.shape.api,
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
