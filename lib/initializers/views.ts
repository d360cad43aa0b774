import { z } from "zod";
import { AiUsage } from "../ai/views";
import { JobStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { templateIds } from "./templates/template";

/** Where a project's first content came from (the project's `init_source`). */
export const InitSource = z.enum(["blank", "template", "ai", "openapi", "repository", "files", "website"]);
export type InitSource = z.output<typeof InitSource>;

/** The project the API document's examples show, just initialized from the product-docs template. */
const productDocs = {
  documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
  status: "pending",
  init_source: "template",
  version_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  sections: [
    { section_id: "778c9d66-290d-41c9-9d25-8269f557e389", title: "Getting started", slug: "getting-started", entry_ids: ["9d64da91-0bce-4efb-ba87-4d9356c460da", "845cc718-3e89-43a6-9689-e4020ccca6be", "4f4990f2-7e0b-48d0-9967-80a54d7d534a"] },
    { section_id: "8ee52bb8-a191-4b9f-8264-23078522ca34", title: "Guides", slug: "guides", entry_ids: ["f18a1f19-c197-4609-ad81-de341175b9f7", "c9ed8dc9-d9de-4c7c-a223-7dbc0e12187e", "45d3075b-dec0-4e0c-8fe3-c4de5d30a346", "438b165f-7e61-40db-9594-f2d594ac4904", "1a576fd6-280d-4eed-9c3a-073a906bbdef", "2b5e1035-004b-4fcf-ba64-9e8ce88ceb71"] },
    { section_id: "980de53f-4b18-4b87-863a-d21ceb3f973d", title: "Reference", slug: "reference", entry_ids: ["6f0b12a9-289c-41d3-af41-73e3e5de4f9d", "e2ad4392-e426-4e8a-b7ce-54e1fb332775"] },
    { section_id: "354edbba-61b9-4686-a1c3-bd736c0e78c1", title: "Resources", slug: "resources", entry_ids: ["c5bfb548-e003-4739-89cd-1ff43efa0f13", "a77626eb-9758-4967-b2a5-314e6b322d3c"] },
  ],
  entry_count: 13,
};

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
  .meta({ id: "InitializedProject", examples: [productDocs] });
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
  .meta({
    id: "BlankProject",
    examples: [
      {
        documentation_id: productDocs.documentation_id,
        status: "pending",
        init_source: "blank",
        version_id: productDocs.version_id,
        section_id: "e95ae70e-82ca-4f31-be83-19c57c3c42c1",
        entry_id: "f18dd80c-c0fa-4ccf-9635-0b4af987d761",
      },
    ],
  });
export type BlankDocumentation = z.output<typeof BlankDocumentation>;

export const TemplateDocumentation = InitializedDocumentation.extend({ template: z.enum(templateIds) }).meta({ id: "TemplateProject", examples: [{ ...productDocs, template: "product-docs" }] });
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
}).meta({
  id: "OpenApiProject",
  examples: [
    {
      ...productDocs,
      init_source: "openapi",
      sections: [{ section_id: "455c0548-2d95-4c4a-840d-16bc65a670be", title: "API reference", slug: "api-reference", entry_ids: ["e5e5fbac-c545-45f9-868e-0667bbc4d5e5", "a71c8bd6-0989-4bde-a8c5-6148ce24d300", "35031398-88f1-47d4-b676-eb0f1d2aa54c", "71f4897a-5731-4a0c-8fe6-afee8df605cf"] }],
      entry_count: 4,
      api: { title: "Acme Orders API", version: "1.4.0", openapi_version: "3.1.0" },
      operation_count: 2,
    },
  ],
});
export type OpenApiDocumentation = z.output<typeof OpenApiDocumentation>;

export const FilesDocumentation = InitializedDocumentation.extend({
  imported_files: z.number().int().describe("Markdown files that became pages"),
  skipped: z.array(z.object({ path: z.string(), reason: z.enum(["not_markdown", "hidden", "not_utf8"]) })),
}).meta({
  id: "FilesProject",
  examples: [
    {
      ...productDocs,
      init_source: "files",
      sections: [{ section_id: "d47523c4-8100-498f-ba5a-9074f602ab53", title: "Guides", slug: "guides", entry_ids: ["162c3282-fcfa-4c11-8f17-510f1f21fd3a", "17a1aeb0-07c4-41a1-b34c-91078add17a2"] }],
      entry_count: 2,
      imported_files: 2,
      skipped: [{ path: "guides/diagram.png", reason: "not_markdown" }],
    },
  ],
});
export type FilesDocumentation = z.output<typeof FilesDocumentation>;
export type SkippedFile = FilesDocumentation["skipped"][number];

/** A website import's answer, as the API document's examples show it. */
const importedWebsite = {
  ...productDocs,
  init_source: "website",
  sections: [{ section_id: "6cf936f9-bb26-493b-ac5e-a8822b592bed", title: "Guide", slug: "guide", entry_ids: ["2bef0cb0-1c49-45af-a77d-297f2a36a9f2", "242ea6fd-f0b6-458d-ba97-489ab9303172", "ad94a506-32c3-4d58-9702-9422874854ef"] }],
  entry_count: 3,
  pages_imported: 3,
  discovery: "sitemap",
  truncated: false,
  skipped: [{ url: "https://docs.example.com/guide/archive.zip", reason: "not_html", detail: "application/zip" }],
  skipped_count: 1,
};

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
}).meta({ id: "WebsiteProject", examples: [importedWebsite] });
export type WebsiteDocumentation = z.output<typeof WebsiteDocumentation>;
export type SkippedPage = WebsiteDocumentation["skipped"][number];

const ImportSource = z.enum(["website", "repository"]);

/** The 202 of a website or repository import: the job that runs it. */
export const ImportStarted = z
  .object({ job_id: z.string(), status: z.enum(JobStatus), source: ImportSource, created_at: Timestamp })
  .meta({ id: "ImportStarted", examples: [{ job_id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", status: "queued", source: "website", created_at: "2026-11-26T10:00:00.000Z" }] });
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
  .meta({
    id: "ImportJob",
    examples: [
      {
        job_id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        source: "website",
        status: "in_progress",
        progress: { done: 12, total: 50 },
        error: null,
        result: null,
        created_at: "2026-11-26T10:00:00.000Z",
        started_at: "2026-11-26T10:00:01.000Z",
        finished_at: null,
      },
      {
        job_id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        source: "website",
        status: "completed",
        progress: { done: 4, total: 50 },
        error: null,
        result: importedWebsite,
        created_at: "2026-11-26T10:00:00.000Z",
        started_at: "2026-11-26T10:00:01.000Z",
        finished_at: "2026-11-26T10:00:14.000Z",
      },
    ],
  });
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
  .meta({
    id: "TemplateList",
    examples: [
      {
        templates: [
          {
            id: "product-docs",
            title: "Product documentation",
            description: "Introduction, quickstart, concepts, how-to guides, reference and FAQ for a software product.",
            sections: ["Getting started", "Guides", "Reference", "Resources"],
            page_count: 12,
          },
          {
            id: "help-center",
            title: "Help center",
            description: "A knowledge base for customers: getting started, account and billing, troubleshooting and FAQ.",
            sections: ["Getting started", "Account and billing", "Troubleshooting", "FAQ"],
            page_count: 12,
          },
        ],
      },
    ],
  });
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
