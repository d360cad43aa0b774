import { createHash } from "node:crypto";
import type { StoredConfig } from "../documentation/schemas";
import { socialNetworks, type SocialNetwork } from "../documentation/social-networks";

/** A project's configuration as its site applies it: every option with its default filled in. */
export interface SiteConfig {
  theme: {
    primaryColor: string;
    accentColor: string | null;
    backgroundColor: string | null;
    textColor: string | null;
    appearance: "light" | "dark" | "system";
    fontFamily: string | null;
  };
  navigation: {
    showBreadcrumbs: boolean;
    showTableOfContents: boolean;
    collapseSections: boolean;
    showVersionSwitcher: boolean;
    showEditLinks: boolean;
    links: { label: string; url: string }[];
  };
  search: { enabled: boolean; placeholder: string; includeDeprecatedVersions: boolean };
  askAi: { enabled: boolean };
  banner: {
    message: string;
    link: { label: string; url: string } | null;
    dismissible: boolean;
    /** Names this message: a reader who closed it sees it again once it changes. */
    id: string;
  } | null;
  /** Null when the project set none of it. */
  footer: {
    columns: { title: string; links: { label: string; url: string }[] }[];
    links: { label: string; url: string }[];
    /** In a fixed order, whatever the configuration's. */
    socials: { network: SocialNetwork; url: string }[];
    copyright: string | null;
  } | null;
}


export const defaultPrimaryColor = "#2563eb";

/** The defaults are what a project that configured nothing gets; they are documented in docs/api. */
export function resolveSiteConfig(stored: StoredConfig): SiteConfig {
  const theme = stored.theme ?? {};
  const navigation = stored.navigation ?? {};
  const search = stored.search ?? {};
  return {
    theme: {
      primaryColor: theme.primary_color ?? defaultPrimaryColor,
      accentColor: theme.accent_color ?? null,
      backgroundColor: theme.background_color ?? null,
      textColor: theme.text_color ?? null,
      appearance: theme.appearance ?? "system",
      fontFamily: theme.font_family ?? null,
    },
    navigation: {
      showBreadcrumbs: navigation.show_breadcrumbs ?? true,
      showTableOfContents: navigation.show_table_of_contents ?? true,
      collapseSections: navigation.collapse_sections ?? false,
      showVersionSwitcher: navigation.show_version_switcher ?? true,
      showEditLinks: navigation.show_edit_links ?? false,
      links: navigation.links ?? [],
    },
    search: {
      enabled: search.enabled ?? true,
      placeholder: search.placeholder || "Search the docs",
      includeDeprecatedVersions: search.include_deprecated_versions ?? false,
    },
    askAi: { enabled: stored.ask_ai?.enabled ?? true },
    banner: stored.banner
      ? {
          message: stored.banner.message,
          link: stored.banner.link ?? null,
          dismissible: stored.banner.dismissible ?? true,
          id: createHash("sha256").update(JSON.stringify([stored.banner.message, stored.banner.link ?? null])).digest("base64url").slice(0, 12),
        }
      : null,
    footer: resolveFooter(stored.footer),
  };
}

function resolveFooter(footer: StoredConfig["footer"]): SiteConfig["footer"] {
  const columns = footer?.columns ?? [];
  const links = footer?.links ?? [];
  const socials = (Object.keys(socialNetworks) as SocialNetwork[]).flatMap((network) => {
    const url = footer?.socials?.[network];
    return url ? [{ network, url }] : [];
  });
  const copyright = footer?.copyright ?? null;
  return columns.length > 0 || links.length > 0 || socials.length > 0 || copyright ? { columns, links, socials, copyright } : null;
}
