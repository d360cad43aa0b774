import { z } from "zod";
import { SLUG_PATTERN } from "../slug";
import { variableNamePattern } from "../rendering/variables";
import { socialNetworks, type SocialNetwork } from "./social-networks";

export const Id = z.string().min(1).max(100);
export const Slug = z.string().regex(SLUG_PATTERN, "Use lower-case letters, digits and single dashes.").max(60);
/** Shown before a name in the site's navigation: an emoji, or a Lucide icon by name (`rocket`, `book-open`); anything else shows nothing. */
export const NavIcon = z.string().trim().min(1).max(100);

export const OrganizationParams = z.object({ organization_id: Id });
export const DocumentationParams = z.object({ organization_id: Id, documentation_id: Id });

const Name = z.string().trim().min(1).max(100);
const Description = z.string().trim().max(500).nullable();

export const CreateDocumentationBody = z.strictObject({
  name: Name,
  slug: Slug.optional(),
  description: Description.optional(),
  is_public: z.boolean().optional(),
}).meta({ examples: [{ name: "Handbook", slug: "handbook", description: "How we build and run Acme", is_public: true }] });

export const UpdateDocumentationBody = z
  .strictObject({ name: Name, slug: Slug, description: Description, is_public: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ description: "Everything about working at Acme", is_public: false }] });

const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "a hex color such as #1a73e8");
const Hostname = z
  .string()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "a host name such as docs.example.com");

/** Stored in Documentation.config; each group is replaced as a whole when sent. */
export const ThemeConfig = z.strictObject({
  primary_color: HexColor.optional(),
  accent_color: HexColor.optional(),
  background_color: HexColor.optional(),
  text_color: HexColor.optional(),
  /** Which color scheme readers get first. */
  appearance: z.enum(["light", "dark", "system"]).optional(),
  font_family: z.string().trim().min(1).max(100).optional(),
});

/** A link the site shows: in the top bar, or the announcement's. */
const SiteLink = z.strictObject({ label: z.string().trim().min(1).max(60), url: z.url({ protocol: /^https?$/ }).max(500) });

export const NavigationConfig = z.strictObject({
  show_breadcrumbs: z.boolean().optional(),
  show_table_of_contents: z.boolean().optional(),
  collapse_sections: z.boolean().optional(),
  show_version_switcher: z.boolean().optional(),
  /** "Edit on GitHub" (GitLab, Bitbucket) on pages of versions synced with Git; off by default, as a private repository's link leads readers nowhere. */
  show_edit_links: z.boolean().optional(),
  /** Links in the top bar, e.g. to the product or a status page. */
  links: z.array(SiteLink).max(20).optional(),
});

/** A one-line announcement above every page of the site (a release, an outage, a survey). */
export const BannerConfig = z.strictObject({
  message: z.string().trim().min(1).max(200),
  link: SiteLink.optional(),
  /** Whether readers may close it (remembered in their browser until the message changes); default true. */
  dismissible: z.boolean().optional(),
});


const AccountUrl = z.url({ protocol: /^https?$/ }).max(500).optional();

/** A titled group of footer links, e.g. "Product" or "Company". */
const FooterColumn = z.strictObject({ title: z.string().trim().min(1).max(60), links: z.array(SiteLink).min(1).max(10) });

/** What the bottom of every page shows: titled columns of links, more links, the project's accounts elsewhere, a copyright line. */
export const FooterConfig = z.strictObject({
  columns: z.array(FooterColumn).max(4).optional(),
  links: z.array(SiteLink).max(20).optional(),
  socials: z.strictObject(Object.fromEntries(Object.keys(socialNetworks).map((network) => [network, AccountUrl])) as Record<SocialNetwork, typeof AccountUrl>).optional(),
  copyright: z.string().trim().min(1).max(200).optional(),
});

/** Values pages write as `{{ name }}`: a product's name, its current release, a support address. */
export const VariablesConfig = z
  .record(
    z.string().regex(variableNamePattern, "Variable names are letters, digits and underscores, not starting with a digit.").max(50),
    z.string().max(500).regex(/^[^\r\n]*$/, "A variable's value is one line."),
  )
  .refine((variables) => Object.keys(variables).length <= 100, "At most 100 variables.");

export const SearchConfig = z.strictObject({
  enabled: z.boolean().optional(),
  placeholder: z.string().trim().max(100).optional(),
  include_deprecated_versions: z.boolean().optional(),
});

/** Ask AI on the published site: readers' questions answered from the docs, with citations. */
export const AskAiConfig = z.strictObject({
  enabled: z.boolean().optional(),
});

export const PublishingConfig = z.strictObject({
  /** A publish that finds broken links fails before it goes live. */
  fail_on_broken_links: z.boolean().optional(),
});

/** Re-fetches the API descriptions that versions were synced from by address, on a schedule. */
export const OpenApiSyncConfig = z.strictObject({
  enabled: z.boolean(),
  /** Hours between re-syncs of each version; default 24. */
  interval_hours: z.number().int().min(1).max(168).optional(),
});

/** Review rules for change requests. */
export const ChangeRequestsConfig = z.strictObject({
  /** Approvals by members other than the author before a change request may merge; default 0. */
  required_approvals: z.number().int().min(0).max(20),
});

export const ConfigBody = z
  .strictObject({
    name: Name,
    slug: Slug,
    description: Description,
    is_public: z.boolean(),
    theme: ThemeConfig.nullable(),
    logo_asset_id: Id.nullable(),
    favicon_asset_id: Id.nullable(),
    navigation: NavigationConfig.nullable(),
    custom_domain: Hostname.nullable(),
    search: SearchConfig.nullable(),
    publishing: PublishingConfig.nullable(),
    ask_ai: AskAiConfig.nullable(),
    openapi_sync: OpenApiSyncConfig.nullable(),
    change_requests: ChangeRequestsConfig.nullable(),
    banner: BannerConfig.nullable(),
    variables: VariablesConfig.nullable(),
    footer: FooterConfig.nullable(),
    /** Readers of the published site must enter it (plans with password_protection); null removes it. Never returned. */
    site_password: z.string().min(8, "at least 8 characters").max(200).nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({
    examples: [
      {
        theme: { primary_color: "#2563eb", appearance: "system", font_family: "Inter" },
        navigation: { show_breadcrumbs: true, collapse_sections: true, links: [{ label: "Status", url: "https://status.acme.example" }] },
        search: { placeholder: "Search the handbook" },
        custom_domain: "docs.acme.example",
        publishing: { fail_on_broken_links: true },
        openapi_sync: { enabled: true, interval_hours: 24 },
        banner: { message: "Version 3 is out.", link: { label: "What's new", url: "https://acme.example/blog/v3" } },
        variables: { product: "Acme", release: "3.2.0" },
        footer: {
          columns: [{ title: "Product", links: [{ label: "Pricing", url: "https://acme.example/pricing" }, { label: "Changelog", url: "https://acme.example/changelog" }] }],
          links: [{ label: "Blog", url: "https://acme.example/blog" }],
          socials: { github: "https://github.com/acme" },
          copyright: "© 2026 Acme, Inc.",
        },
      },
      { site_password: null },
    ],
  });

/** The fields kept in the JSON column (the others are columns of Documentation). */
export const storedConfigKeys = ["theme", "logo_asset_id", "favicon_asset_id", "navigation", "custom_domain", "search", "publishing", "ask_ai", "openapi_sync", "change_requests", "banner", "variables", "footer"] as const;

export const InitializeBlankBody = z
  .strictObject({
    version_name: z.string().trim().min(1).max(60).optional(),
  })
  .optional()
  .meta({ examples: [{ version_name: "v1" }] });

export type CreateDocumentationInput = z.output<typeof CreateDocumentationBody>;
export type UpdateDocumentationInput = z.output<typeof UpdateDocumentationBody>;
export type ConfigInput = z.output<typeof ConfigBody>;
export type StoredConfig = Partial<Pick<NonNullable<ConfigInput>, (typeof storedConfigKeys)[number]>> & {
  /** The published site's password, hashed (lib/auth/password). */
  site_password_hash?: string;
};
