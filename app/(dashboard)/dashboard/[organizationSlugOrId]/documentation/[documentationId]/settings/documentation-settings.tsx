"use client";

import Link from "next/link";
import { Globe, Info } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormError, InputField } from "@/components/ui/field";
import { Section } from "@/components/ui/page";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { socialNetworks, type SocialNetwork } from "@/lib/documentation/social-networks";
import { defaultPrimaryColor } from "@/lib/site/config";
import { documentationApi } from "../../_components/api-paths";
import { useAssets } from "../../_components/asset-library";
import { CheckboxField } from "../../_components/checkbox-field";
import type { AssetItem, DocumentationRef } from "../../_components/types";
import {
  AssetPicker,
  ColorField,
  errorsBelow,
  FooterColumnsEditor,
  LinksEditor,
  RadioGroup,
  VariablesEditor,
  variableRowErrors,
  type FooterColumnRow,
  type LinkRow,
  type VariableRow,
} from "./settings-fields";
import { SitePreview } from "./site-preview";
import { fieldErrorsByPath, validColor, type Appearance, type ConfigUpdate, type DocumentationConfig } from "./types";

export interface SettingsContext {
  documentation: DocumentationRef;
  /** `/docs/{organization slug}`: the project's site is below it, at its slug. */
  siteRoot: string;
  /** The platform's host name: custom domains point their CNAME record at it. */
  platformHost: string;
  customDomainIncluded: boolean;
  passwordProtectionIncluded: boolean;
  /** Whether the server has an AI provider: without one the site offers no Ask AI, whatever the setting. */
  aiConfigured: boolean;
  showBranding: boolean;
  planName: string;
  subscriptionHref: string;
  assetsHref: string;
  /** Owners and admins of an unlocked project; others see the settings read-only. */
  canConfigure: boolean;
  /** Why the settings are read-only, when they are. */
  readOnlyReason: string | null;
}

const socialNetworkKeys = Object.keys(socialNetworks) as SocialNetwork[];

/** The form's values per section, as text where the user types (empty: the site's default). */
function draftsOf(config: DocumentationConfig) {
  const theme = config.theme ?? {};
  const navigation = config.navigation ?? {};
  const search = config.search ?? {};
  return {
    general: { name: config.name, slug: config.slug, description: config.description ?? "", isPublic: config.is_public },
    theme: {
      primaryColor: theme.primary_color ?? defaultPrimaryColor,
      accentColor: theme.accent_color ?? "",
      backgroundColor: theme.background_color ?? "",
      textColor: theme.text_color ?? "",
      appearance: theme.appearance ?? ("system" as Appearance),
      fontFamily: theme.font_family ?? "",
    },
    branding: { logoAssetId: config.logo_asset_id, faviconAssetId: config.favicon_asset_id },
    navigation: {
      showBreadcrumbs: navigation.show_breadcrumbs ?? true,
      showTableOfContents: navigation.show_table_of_contents ?? true,
      collapseSections: navigation.collapse_sections ?? false,
      showVersionSwitcher: navigation.show_version_switcher ?? true,
      showEditLinks: navigation.show_edit_links ?? false,
      links: (navigation.links ?? []).map((link, index) => ({ ...link, key: -1 - index })) as LinkRow[],
    },
    search: { enabled: search.enabled ?? true, placeholder: search.placeholder ?? "", includeDeprecatedVersions: search.include_deprecated_versions ?? false },
    askAi: { enabled: config.ask_ai?.enabled ?? true },
    banner: {
      show: config.banner !== null,
      message: config.banner?.message ?? "",
      linkLabel: config.banner?.link?.label ?? "",
      linkUrl: config.banner?.link?.url ?? "",
      dismissible: config.banner?.dismissible ?? true,
    },
    footer: {
      // Existing rows get negative keys, new ones positive: none collide.
      columns: (config.footer?.columns ?? []).map((column, index) => ({
        key: -1 - index,
        title: column.title,
        links: column.links.map((link, linkIndex) => ({ ...link, key: -1000 * (index + 1) - linkIndex })),
      })) as FooterColumnRow[],
      links: (config.footer?.links ?? []).map((link, index) => ({ ...link, key: -1 - index })) as LinkRow[],
      socials: Object.fromEntries(socialNetworkKeys.map((network) => [network, config.footer?.socials?.[network] ?? ""])) as Record<SocialNetwork, string>,
      copyright: config.footer?.copyright ?? "",
    },
    variables: Object.entries(config.variables ?? {}).map(([name, value], index) => ({ key: -1 - index, name, value })) as VariableRow[],
    customDomain: config.custom_domain ?? "",
    // The password is never read back: a new one is typed to set or change it.
    password: { protect: config.password_protected, newPassword: "" },
    publishing: { failOnBrokenLinks: config.publishing?.fail_on_broken_links ?? false },
  };
}

type Drafts = ReturnType<typeof draftsOf>;
type SectionName = keyof Drafts;

/** What each section sends: only its own fields or group. */
const bodies: { [Name in SectionName]: (draft: Drafts[Name]) => ConfigUpdate } = {
  general: (general) => ({ name: general.name, slug: general.slug, description: general.description.trim() || null, is_public: general.isPublic }),
  theme: (theme) => ({
    theme: {
      primary_color: theme.primaryColor.trim() || undefined,
      accent_color: theme.accentColor.trim() || undefined,
      background_color: theme.backgroundColor.trim() || undefined,
      text_color: theme.textColor.trim() || undefined,
      appearance: theme.appearance,
      font_family: theme.fontFamily.trim() || undefined,
    },
  }),
  branding: (branding) => ({ logo_asset_id: branding.logoAssetId, favicon_asset_id: branding.faviconAssetId }),
  navigation: (navigation) => ({
    navigation: {
      show_breadcrumbs: navigation.showBreadcrumbs,
      show_table_of_contents: navigation.showTableOfContents,
      collapse_sections: navigation.collapseSections,
      show_version_switcher: navigation.showVersionSwitcher,
      show_edit_links: navigation.showEditLinks,
      links: navigation.links.map(({ label, url }) => ({ label, url })),
    },
  }),
  search: (search) => ({
    search: { enabled: search.enabled, placeholder: search.placeholder.trim() || undefined, include_deprecated_versions: search.includeDeprecatedVersions },
  }),
  askAi: (askAi) => ({ ask_ai: { enabled: askAi.enabled } }),
  banner: (banner) => ({
    banner: banner.show
      ? {
          message: banner.message,
          // A link needs both; one without the other is sent, so the server says which is missing.
          link: banner.linkLabel.trim() || banner.linkUrl.trim() ? { label: banner.linkLabel, url: banner.linkUrl.trim() } : undefined,
          dismissible: banner.dismissible,
        }
      : null,
  }),
  footer: (footer) => {
    const columns = footer.columns.map(({ title, links }) => ({ title, links: links.map(({ label, url }) => ({ label, url })) }));
    const links = footer.links.map(({ label, url }) => ({ label, url }));
    const socials = Object.fromEntries(Object.entries(footer.socials).flatMap(([network, url]) => (url.trim() ? [[network, url.trim()]] : [])));
    const copyright = footer.copyright.trim();
    const empty = columns.length === 0 && links.length === 0 && Object.keys(socials).length === 0 && !copyright;
    return { footer: empty ? null : { columns, links, socials, copyright: copyright || undefined } };
  },
  variables: (rows) => ({ variables: rows.length > 0 ? Object.fromEntries(rows.map(({ name, value }) => [name.trim(), value])) : null }),
  customDomain: (domain) => ({ custom_domain: domain.trim() || null }),
  password: (password) => ({ site_password: password.protect ? password.newPassword : null }),
  publishing: (publishing) => ({ publishing: { fail_on_broken_links: publishing.failOnBrokenLinks } }),
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The navigation switches, as the site applies them (docs/api/content.md). */
const navigationOptions = [
  { key: "showBreadcrumbs", label: "Show breadcrumbs", hint: "The page's section and folders above its title." },
  { key: "showTableOfContents", label: "Show table of contents", hint: "The page's headings beside it, on wide screens." },
  { key: "collapseSections", label: "Collapse sections", hint: "Folders of the current section stay closed, except those above the page." },
  { key: "showVersionSwitcher", label: "Show version switcher", hint: "A menu of the project's versions, when it has several." },
  { key: "showEditLinks", label: "Show edit links", hint: "\"Edit on GitHub\" (GitLab, Bitbucket) on pages of versions synced with Git. Readers need access to the repository." },
] as const;

export function DocumentationSettings({ context, initialConfig, initialAssets }: { context: SettingsContext; initialConfig: DocumentationConfig; initialAssets: AssetItem[] }) {
  const [drafts, setDrafts] = useState(() => draftsOf(initialConfig));
  const [saved, setSaved] = useState(() => ({ config: initialConfig, drafts: draftsOf(initialConfig) }));
  const setDraft = <Name extends SectionName>(name: Name, value: Drafts[Name]) => setDrafts((current) => ({ ...current, [name]: value }));
  const assets = useAssets(context.documentation, initialAssets);
  const images = (assets.data ?? []).filter((asset) => asset.content_type.startsWith("image/"));
  const linkKey = useRef(0);
  const variableKey = useRef(0);

  /** The props that make a section a form saving its own part of the configuration. */
  const sectionProps = <Name extends SectionName>(name: Name, id: string) => ({
    id,
    documentation: context.documentation,
    canEdit: context.canConfigure,
    dirty: !same(drafts[name], saved.drafts[name]),
    body: () => bodies[name](drafts[name]),
    onSaved: (config: DocumentationConfig) => {
      // Only the saved section takes the stored values: the others keep what is being typed.
      const stored = draftsOf(config);
      setSaved({ config, drafts: stored });
      setDrafts((current) => ({ ...current, [name]: stored[name] }));
    },
  });

  const theme = drafts.theme;
  const logoUrl = drafts.branding.logoAssetId ? (images.find((asset) => asset.asset_id === drafts.branding.logoAssetId)?.url ?? null) : null;
  const sitePath = `${context.siteRoot}/${saved.drafts.general.slug}/`;
  const typedDomain = drafts.customDomain.trim().toLowerCase();

  return (
    <div className="space-y-6">
      {!context.canConfigure && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-line bg-subtle px-4 py-3 text-sm text-body">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {context.readOnlyReason}
        </p>
      )}

      <SettingsSection
        {...sectionProps("general", "general")}
        title="General"
        description="The project's name and address, and who can read its site."
        submitLabel="Save general settings"
        success="General settings saved."
      >
        {(errors) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Name"
              required
              maxLength={100}
              value={drafts.general.name}
              onChange={(event) => setDraft("general", { ...drafts.general, name: event.target.value })}
              error={errors.name}
            />
            <InputField
              label="Slug"
              required
              maxLength={60}
              spellCheck={false}
              autoComplete="off"
              value={drafts.general.slug}
              onChange={(event) => setDraft("general", { ...drafts.general, slug: event.target.value })}
              error={errors.slug}
              hint={
                <>
                  Lower-case letters, digits and single dashes. The site is served at{" "}
                  <span className="font-mono">
                    {context.siteRoot}/{drafts.general.slug || "…"}/
                  </span>
                  ; changing the slug changes that address.
                </>
              }
            />
            <TextareaField
              className="sm:col-span-2"
              label="Description"
              rows={3}
              maxLength={500}
              value={drafts.general.description}
              onChange={(event) => setDraft("general", { ...drafts.general, description: event.target.value })}
              error={errors.description}
              hint="Shown in search engines' results and link previews of the site."
            />
            <RadioGroup
              className="sm:col-span-2"
              legend="Visibility"
              name="visibility"
              value={drafts.general.isPublic ? "public" : "private"}
              onChange={(value) => setDraft("general", { ...drafts.general, isPublic: value === "public" })}
              error={errors.is_public}
              options={[
                { value: "public", label: "Public", hint: "Anyone with the address can read the published site; search engines may index it." },
                {
                  value: "private",
                  label: "Private",
                  hint: "Only members of the organization and readers granted this project can read it, signed in. Its pages are never cached publicly and not indexed.",
                },
              ]}
            />
          </div>
        )}
      </SettingsSection>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <SettingsSection
          {...sectionProps("theme", "theme")}
          title="Theme"
          description="Colors, appearance and font of the published site."
          submitLabel="Save theme"
          success="Theme saved."
        >
          {(errors) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <ColorField
                label="Primary color"
                value={theme.primaryColor}
                onChange={(value) => setDraft("theme", { ...theme, primaryColor: value })}
                defaultColor={defaultPrimaryColor}
                error={errors["theme.primary_color"] ?? errors.theme}
                hint="Links, the current page and focus outlines."
              />
              <ColorField
                label="Accent color"
                optional
                value={theme.accentColor}
                onChange={(value) => setDraft("theme", { ...theme, accentColor: value })}
                defaultColor={validColor(theme.primaryColor) ?? defaultPrimaryColor}
                error={errors["theme.accent_color"]}
                hint="Hovered links and search matches; the primary color when empty."
              />
              <ColorField
                label="Background color"
                optional
                value={theme.backgroundColor}
                onChange={(value) => setDraft("theme", { ...theme, backgroundColor: value })}
                defaultColor="#ffffff"
                error={errors["theme.background_color"]}
                hint="The light appearance's; dark keeps the site's dark palette."
              />
              <ColorField
                label="Text color"
                optional
                value={theme.textColor}
                onChange={(value) => setDraft("theme", { ...theme, textColor: value })}
                defaultColor="#18181b"
                error={errors["theme.text_color"]}
                hint="The light appearance's, like the background."
              />
              <RadioGroup
                legend="Appearance"
                name="appearance"
                value={theme.appearance}
                onChange={(value) => setDraft("theme", { ...theme, appearance: value })}
                error={errors["theme.appearance"]}
                options={[
                  { value: "system", label: "System", hint: "Follows each reader's device setting." },
                  { value: "light", label: "Light" },
                  { value: "dark", label: "Dark" },
                ]}
              />
              <div>
                <InputField
                  label="Font family"
                  list="font-family-suggestions"
                  placeholder="System font"
                  maxLength={100}
                  value={theme.fontFamily}
                  onChange={(event) => setDraft("theme", { ...theme, fontFamily: event.target.value })}
                  error={errors["theme.font_family"]}
                  hint="A font installed on readers' devices; the system font where it is missing."
                />
                <datalist id="font-family-suggestions">
                  {fontSuggestions.map((font) => (
                    <option key={font} value={font} />
                  ))}
                </datalist>
              </div>
            </div>
          )}
        </SettingsSection>
        <aside aria-label="Preview" className="xl:sticky xl:top-4 xl:self-start">
          <div className="rounded-lg border border-line bg-panel p-4 shadow-sm">
            <SitePreview
              values={{
                name: drafts.general.name,
                logoUrl,
                primaryColor: validColor(theme.primaryColor),
                accentColor: validColor(theme.accentColor),
                backgroundColor: validColor(theme.backgroundColor),
                textColor: validColor(theme.textColor),
                appearance: theme.appearance,
                fontFamily: theme.fontFamily,
                showBreadcrumbs: drafts.navigation.showBreadcrumbs,
                showTableOfContents: drafts.navigation.showTableOfContents,
                showVersionSwitcher: drafts.navigation.showVersionSwitcher,
                links: drafts.navigation.links,
                searchEnabled: drafts.search.enabled,
                searchPlaceholder: drafts.search.placeholder,
                showBranding: context.showBranding,
              }}
            />
          </div>
        </aside>
      </div>

      <SettingsSection
        {...sectionProps("branding", "branding")}
        title="Logo and favicon"
        description="Chosen among the project's images."
        submitLabel="Save logo and favicon"
        success="Logo and favicon saved."
      >
        {(errors) =>
          images.length === 0 && !drafts.branding.logoAssetId && !drafts.branding.faviconAssetId ? (
            <p className="rounded-md border border-dashed border-control px-4 py-6 text-center text-sm text-secondary">
              This project has no images yet. Upload a logo and a favicon on the{" "}
              <Link href={context.assetsHref} className="font-medium text-accent underline underline-offset-2">
                Assets
              </Link>{" "}
              tab, then choose them here.
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <AssetPicker
                legend="Logo"
                name="logo"
                images={images}
                value={drafts.branding.logoAssetId}
                onChange={(logoAssetId) => setDraft("branding", { ...drafts.branding, logoAssetId })}
                error={errors.logo_asset_id}
                hint="Beside the site's name in the top bar, 28 pixels high."
              />
              <AssetPicker
                legend="Favicon"
                name="favicon"
                images={images}
                value={drafts.branding.faviconAssetId}
                onChange={(faviconAssetId) => setDraft("branding", { ...drafts.branding, faviconAssetId })}
                error={errors.favicon_asset_id}
                hint="The browser tab's icon: a square PNG or SVG works best."
              />
            </div>
          )
        }
      </SettingsSection>

      <SettingsSection
        {...sectionProps("navigation", "navigation")}
        title="Navigation"
        description="What frames every page of the site."
        submitLabel="Save navigation"
        success="Navigation saved."
      >
        {(errors) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {navigationOptions.map(({ key, label, hint }) => (
                <CheckboxField
                  key={key}
                  label={label}
                  hint={hint}
                  checked={drafts.navigation[key]}
                  onChange={(event) => setDraft("navigation", { ...drafts.navigation, [key]: event.target.checked })}
                />
              ))}
            </div>
            <div className="mt-6">
              <LinksEditor
                legend="Header links"
                description="Links in the site's top bar, e.g. to your product or status page."
                empty="No header links: the top bar shows the site's name and search only."
                rows={drafts.navigation.links}
                onChange={(links) => setDraft("navigation", { ...drafts.navigation, links })}
                errors={errorsBelow(errors, "navigation.links")}
                nextKey={() => ++linkKey.current}
              />
            </div>
          </>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("banner", "announcement")}
        title="Announcement"
        description="A line above every page of the site: a release, planned maintenance, a survey."
        submitLabel="Save announcement"
        success="Announcement saved."
      >
        {(errors) => (
          <div className="space-y-4">
            <CheckboxField
              label="Show an announcement"
              hint="In the site's primary color, above its header."
              checked={drafts.banner.show}
              onChange={(event) => setDraft("banner", { ...drafts.banner, show: event.target.checked })}
            />
            {drafts.banner.show && (
              <>
                <InputField
                  label="Message"
                  placeholder="Version 3 is out."
                  hint="Markdown for **bold**, `code` and [links](https://…) within it."
                  maxLength={200}
                  required
                  value={drafts.banner.message}
                  onChange={(event) => setDraft("banner", { ...drafts.banner, message: event.target.value })}
                  error={errors["banner.message"]}
                />
                <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                  <InputField
                    label="Link text"
                    placeholder="What's new"
                    maxLength={60}
                    value={drafts.banner.linkLabel}
                    onChange={(event) => setDraft("banner", { ...drafts.banner, linkLabel: event.target.value })}
                    error={errors["banner.link.label"]}
                    hint="Optional, with its address."
                  />
                  <InputField
                    label="Link address"
                    type="url"
                    placeholder="https://example.com/blog/v3"
                    maxLength={500}
                    value={drafts.banner.linkUrl}
                    onChange={(event) => setDraft("banner", { ...drafts.banner, linkUrl: event.target.value })}
                    error={errors["banner.link.url"]}
                  />
                </div>
                <CheckboxField
                  label="Readers can close it"
                  hint="Closed, it stays closed in their browser until the message or link changes."
                  checked={drafts.banner.dismissible}
                  onChange={(event) => setDraft("banner", { ...drafts.banner, dismissible: event.target.checked })}
                />
              </>
            )}
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("footer", "footer")}
        title="Footer"
        description="The bottom of every page: columns of links, more links, your accounts elsewhere, a copyright line."
        submitLabel="Save footer"
        success="Footer saved."
      >
        {(errors) => (
          <div className="space-y-6">
            <FooterColumnsEditor
              rows={drafts.footer.columns}
              onChange={(columns) => setDraft("footer", { ...drafts.footer, columns })}
              errors={errorsBelow(errors, "footer.columns")}
              nextKey={() => ++linkKey.current}
            />
            <LinksEditor
              legend="Footer links"
              description="A row below the columns, e.g. to your terms or privacy policy."
              empty="No footer links."
              rows={drafts.footer.links}
              onChange={(links) => setDraft("footer", { ...drafts.footer, links })}
              errors={errorsBelow(errors, "footer.links")}
              nextKey={() => ++linkKey.current}
            />
            <fieldset>
              <legend className="text-sm font-medium text-label">Accounts</legend>
              <p className="mt-0.5 text-xs text-muted">Shown as their icons, in this order. Leave empty the ones you do not have.</p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {socialNetworkKeys.map((network) => (
                  <InputField
                    key={network}
                    label={socialNetworks[network].name}
                    type="url"
                    placeholder={socialNetworks[network].example}
                    maxLength={500}
                    value={drafts.footer.socials[network]}
                    onChange={(event) => setDraft("footer", { ...drafts.footer, socials: { ...drafts.footer.socials, [network]: event.target.value } })}
                    error={errors[`footer.socials.${network}`]}
                  />
                ))}
              </div>
            </fieldset>
            <InputField
              label="Copyright"
              placeholder="© 2026 Acme, Inc."
              maxLength={200}
              value={drafts.footer.copyright}
              onChange={(event) => setDraft("footer", { ...drafts.footer, copyright: event.target.value })}
              error={errors["footer.copyright"]}
            />
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("variables", "variables")}
        title="Variables"
        description="Values pages write as {{ name }}, in text and code alike: a product's name, its current release. The editor's preview uses them at once; readers see them from the next publish."
        submitLabel="Save variables"
        success="Variables saved. Publish to show them to readers."
        invalid={variableRowErrors(drafts.variables)}
      >
        {(errors) => (
          <VariablesEditor
            rows={drafts.variables}
            onChange={(variables) => setDraft("variables", variables)}
            errors={errorsBelow(errors, "variables")}
            nextKey={() => ++variableKey.current}
          />
        )}
      </SettingsSection>

      <SettingsSection {...sectionProps("search", "search")} title="Search" description="The site's search box." submitLabel="Save search" success="Search settings saved.">
        {(errors) => (
          <div className="space-y-4">
            <CheckboxField
              label="Enable search"
              hint="Readers search the pages of the version they read."
              checked={drafts.search.enabled}
              onChange={(event) => setDraft("search", { ...drafts.search, enabled: event.target.checked })}
            />
            <InputField
              label="Search placeholder"
              placeholder="Search the docs"
              maxLength={100}
              className="max-w-md"
              value={drafts.search.placeholder}
              onChange={(event) => setDraft("search", { ...drafts.search, placeholder: event.target.value })}
              error={errors["search.placeholder"]}
              hint="The text in the empty search box; “Search the docs” when empty."
            />
            <CheckboxField
              label="Include deprecated versions"
              hint="Results may also come from versions marked deprecated."
              checked={drafts.search.includeDeprecatedVersions}
              onChange={(event) => setDraft("search", { ...drafts.search, includeDeprecatedVersions: event.target.checked })}
            />
          </div>
        )}
      </SettingsSection>

      <SettingsSection {...sectionProps("askAi", "ask-ai")} title="Ask AI" description="Readers' questions answered from these pages, with their sources." submitLabel="Save Ask AI" success="Ask AI settings saved.">
        {() => (
          <div className="space-y-4">
            <CheckboxField
              label="Offer Ask AI"
              hint="A button in the site's header and an entry in its search dialog. Each answer uses the organization's AI credits."
              checked={drafts.askAi.enabled}
              onChange={(event) => setDraft("askAi", { enabled: event.target.checked })}
            />
            {!context.aiConfigured && (
              <p className="flex items-start gap-2 rounded-md border border-line bg-subtle px-3 py-2 text-sm text-body">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                No AI provider is configured on this server, so readers see no Ask AI until an administrator sets OPENAI_API_KEY.
              </p>
            )}
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("customDomain", "custom-domain")}
        title="Custom domain"
        description="Serve the site at your own host name, e.g. docs.example.com."
        submitLabel="Save custom domain"
        success="Custom domain saved."
      >
        {(errors) => (
          <div className="space-y-4">
            {!context.customDomainIncluded && (
              <PlanNotice href={context.subscriptionHref} upgrade="moves to a plan with custom domains">
                Custom domains are not part of the {context.planName} plan: you can set one, but the site is served only at{" "}
                <span className="font-mono text-xs">{sitePath}</span> until the organization
              </PlanNotice>
            )}
            <InputField
              label="Custom domain"
              className="max-w-md"
              placeholder="docs.example.com"
              spellCheck={false}
              autoComplete="off"
              maxLength={253}
              value={drafts.customDomain}
              onChange={(event) => setDraft("customDomain", event.target.value)}
              error={errors.custom_domain}
              hint="A host name, without https:// or a path. Empty: the site is served only at its platform address."
            />
            {typedDomain ? (
              <div>
                <p className="text-sm font-medium text-label">DNS record to create</p>
                <p className="mt-0.5 text-xs text-muted">At your DNS provider, point the domain at the platform with this record.</p>
                <dl className="mt-2 grid items-center gap-x-4 gap-y-2 rounded-md border border-line p-3 text-sm sm:grid-cols-[auto_1fr_auto]">
                  <dt className="text-muted">Type</dt>
                  <dd className="font-mono sm:col-span-2">CNAME</dd>
                  <dt className="text-muted">Name</dt>
                  <dd className="break-all font-mono">{typedDomain}</dd>
                  <dd>
                    <CopyButton text={typedDomain} label="Copy record name" />
                  </dd>
                  <dt className="text-muted">Value</dt>
                  <dd className="break-all font-mono">{context.platformHost}</dd>
                  <dd>
                    <CopyButton text={context.platformHost} label="Copy record value" />
                  </dd>
                </dl>
              </div>
            ) : (
              <p className="flex items-center gap-2 text-sm text-secondary">
                <Globe className="size-4 shrink-0" aria-hidden />
                No custom domain: the site is served at <span className="font-mono text-xs">{sitePath}</span>
              </p>
            )}
            {saved.config.custom_domain && context.customDomainIncluded && (
              <p className="text-sm text-secondary">
                Once the record resolves, the site is served at <span className="font-mono text-xs">https://{saved.config.custom_domain}/</span>
              </p>
            )}
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("password", "password-protection")}
        title="Password protection"
        description="Readers of the published site enter a password before they see any of it."
        submitLabel="Save password protection"
        success="Password protection saved."
      >
        {(errors) => (
          <div className="space-y-4">
            {!context.passwordProtectionIncluded && (
              <PlanNotice href={context.subscriptionHref} upgrade="moves to a plan that includes it">
                Password protection is not part of the {context.planName} plan: a password can be removed, not set, until the organization
              </PlanNotice>
            )}
            <CheckboxField
              label="Require a password"
              hint={
                drafts.general.isPublic
                  ? "Pages, search, Ask AI, llms.txt and the MCP server all ask for it. Members signed in to the dashboard and API tokens that may read the project get in without it."
                  : "Applies while the project is public: a private project is read only by its members, signed in."
              }
              checked={drafts.password.protect}
              onChange={(event) => setDraft("password", { ...drafts.password, protect: event.target.checked })}
            />
            {drafts.password.protect && (
              <InputField
                label={saved.config.password_protected ? "New password" : "Password"}
                type="password"
                autoComplete="new-password"
                className="max-w-md"
                minLength={8}
                maxLength={200}
                required={!saved.config.password_protected}
                value={drafts.password.newPassword}
                onChange={(event) => setDraft("password", { ...drafts.password, newPassword: event.target.value })}
                error={errors.site_password}
                hint={
                  saved.config.password_protected
                    ? "A password is set. Type a new one to change it: readers who entered the old one must enter the new one."
                    : "At least 8 characters. Share it with the readers who should see the site."
                }
              />
            )}
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        {...sectionProps("publishing", "publishing")}
        title="Publishing"
        description="What a publish checks before it goes live."
        submitLabel="Save publishing settings"
        success="Publishing settings saved."
      >
        {() => (
          <CheckboxField
            label="Fail publishes with broken links"
            hint="A publish that finds links to missing pages or headings stops before going live. When off, it goes live and lists them on the Publish tab."
            checked={drafts.publishing.failOnBrokenLinks}
            onChange={(event) => setDraft("publishing", { failOnBrokenLinks: event.target.checked })}
          />
        )}
      </SettingsSection>
    </div>
  );
}

/** What the organization's plan leaves out, ending with a link to the subscription screen. */
function PlanNotice({ href, upgrade, children }: { href: string; upgrade: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-warning bg-warning-callout px-3 py-2 text-sm text-warning-ink">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {children}{" "}
        <Link href={href} className="font-medium underline underline-offset-2">
          {upgrade}
        </Link>
        .
      </span>
    </p>
  );
}

const fontSuggestions = ["Inter", "Helvetica Neue", "Arial", "Georgia", "Verdana", "Segoe UI", "Roboto"];

/**
 * A section of the settings as its own form saving only its part of the configuration: Enter
 * in a field saves it. Its children get the save's field errors by path.
 */
function SettingsSection({
  id,
  title,
  description,
  submitLabel,
  success,
  documentation,
  canEdit,
  dirty,
  body,
  onSaved,
  invalid = {},
  children,
}: {
  id: string;
  title: string;
  description: string;
  submitLabel: string;
  success: string;
  documentation: DocumentationRef;
  canEdit: boolean;
  dirty: boolean;
  body: () => ConfigUpdate;
  onSaved: (config: DocumentationConfig) => void;
  /** Mistakes the form finds itself: while there are any, saving shows them instead of sending. */
  invalid?: Record<string, string>;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const [showInvalid, setShowInvalid] = useState(false);
  const save = useApiMutation({
    mutate: (update: ConfigUpdate) => api.put<DocumentationConfig>(`${documentationApi(documentation)}/config`, update),
    success,
    onSuccess: onSaved,
  });
  return (
    <Section id={id} title={title} description={description}>
      <form
        noValidate
        aria-busy={save.isPending || undefined}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const mistakes = Object.keys(invalid).length > 0;
          setShowInvalid(mistakes);
          if (canEdit && !save.isPending && !mistakes) save.mutate(body());
        }}
      >
        <fieldset disabled={!canEdit} className="min-w-0">
          {children(showInvalid ? invalid : fieldErrorsByPath(save.error))}
        </fieldset>
        {save.error && (
          <div className="mt-4">
            <FormError message={errorMessage(save.error)} />
          </div>
        )}
        {canEdit && (
          <div className="mt-5 flex items-center justify-end gap-3">
            {dirty && <span className="text-xs text-muted">Unsaved changes</span>}
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
    </Section>
  );
}
