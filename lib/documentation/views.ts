import { z } from "zod";
import { DocumentationStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { InitSource } from "../initializers/views";
import { AskAiConfig, NavigationConfig, OpenApiSyncConfig, PublishingConfig, SearchConfig, ThemeConfig } from "./schemas";

/** A project's whole configuration: the column-backed fields and the stored groups (null when unset). */
export const ConfigView = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    is_public: z.boolean(),
    theme: ThemeConfig.nullable(),
    logo_asset_id: z.string().nullable(),
    favicon_asset_id: z.string().nullable(),
    navigation: NavigationConfig.nullable(),
    custom_domain: z.string().nullable(),
    search: SearchConfig.nullable(),
    publishing: PublishingConfig.nullable(),
    ask_ai: AskAiConfig.nullable(),
    openapi_sync: OpenApiSyncConfig.nullable(),
    password_protected: z.boolean().describe("Whether readers of the published site must enter a password (never returned itself)"),
  })
  .meta({ id: "DocumentationConfig" });
export type ConfigView = ViewOf<z.output<typeof ConfigView>>;

/** A documentation project as the API answers it. */
export const DocumentationView = z
  .object({
    documentation_id: z.string(),
    organization_id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    status: z.enum(DocumentationStatus).describe("`uninitialized` until an initializer gives it content, `pending` until its first publish"),
    init_source: InitSource.nullable().describe("Where its first content came from"),
    is_public: z.boolean(),
    locked: z.boolean().describe("Whether a backup restore holds the project; writes answer 423 meanwhile"),
    config: ConfigView,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "Documentation" });
export type DocumentationView = ViewOf<z.output<typeof DocumentationView>>;

export const DocumentationList = z.array(DocumentationView);
