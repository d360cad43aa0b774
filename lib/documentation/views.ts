import { z } from "zod";
import { DocumentationStatus } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";
import { InitSource } from "../initializers/views";
import { AskAiConfig, BannerConfig, ChangeRequestsConfig, FooterConfig, NavigationConfig, OpenApiSyncConfig, PublishingConfig, SearchConfig, ThemeConfig, VariablesConfig } from "./schemas";

/** The configuration the API document's examples show. */
const handbookConfig = {
  name: "Handbook",
  slug: "handbook",
  description: "How to install, configure and run Acme",
  is_public: true,
  theme: { primary_color: "#2563eb", appearance: "system" },
  logo_asset_id: null,
  favicon_asset_id: null,
  navigation: { show_breadcrumbs: true, links: [{ label: "Status", url: "https://status.acme.example" }] },
  custom_domain: "docs.acme.example",
  search: { enabled: true, placeholder: "Search the handbook" },
  publishing: { fail_on_broken_links: true },
  ask_ai: null,
  openapi_sync: null,
  change_requests: { required_approvals: 1 },
  banner: { message: "Version 3 is out.", link: { label: "What's new", url: "https://acme.example/blog/v3" } },
  variables: { product: "Acme", release: "3.2.0" },
  footer: {
    columns: [{ title: "Product", links: [{ label: "Pricing", url: "https://acme.example/pricing" }, { label: "Changelog", url: "https://acme.example/changelog" }] }],
    links: [{ label: "Blog", url: "https://acme.example/blog" }],
    socials: { github: "https://github.com/acme" },
    copyright: "© 2026 Acme, Inc.",
  },
  password_protected: false,
};

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
    change_requests: ChangeRequestsConfig.nullable(),
    banner: BannerConfig.nullable(),
    footer: FooterConfig.nullable(),
    variables: VariablesConfig.nullable().describe("Values pages write as {{ name }}, applied when the project is published"),
    password_protected: z.boolean().describe("Whether readers of the published site must enter a password (never returned itself)"),
  })
  .meta({ id: "DocumentationConfig", examples: [handbookConfig] });
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
  .meta({
    id: "Documentation",
    examples: [
      {
        documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
        name: handbookConfig.name,
        slug: handbookConfig.slug,
        description: handbookConfig.description,
        status: "active",
        init_source: "template",
        is_public: true,
        locked: false,
        config: handbookConfig,
        created_at: "2026-11-02T09:30:00.000Z",
        updated_at: "2026-11-25T14:00:09.000Z",
      },
    ],
  });
export type DocumentationView = ViewOf<z.output<typeof DocumentationView>>;

export const DocumentationList = z.array(DocumentationView);
