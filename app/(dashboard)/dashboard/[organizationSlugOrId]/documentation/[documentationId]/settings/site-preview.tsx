"use client";

import { Menu, Moon, Search, Sun } from "lucide-react";
import { useState, type CSSProperties } from "react";
import { cn, focusRing } from "@/components/ui/cn";
import { defaultPrimaryColor } from "@/lib/site/config";
import { onPrimaryColor, primaryTextColors, sitePalettes } from "@/lib/site/palette";
import { useDarkMode } from "../../_components/use-dark-mode";
import type { Appearance, HeaderLink } from "./types";

export interface PreviewValues {
  name: string;
  logoUrl: string | null;
  /** Valid colors only (null: the site's default). */
  primaryColor: string | null;
  accentColor: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  appearance: Appearance;
  fontFamily: string;
  showBreadcrumbs: boolean;
  showTableOfContents: boolean;
  showVersionSwitcher: boolean;
  links: HeaderLink[];
  searchEnabled: boolean;
  searchPlaceholder: string;
  showBranding: boolean;
}

/**
 * A small mock of a published page styled from the form's current values, as the site applies
 * them: the project's background and text colors replace the light palette, the dark palette
 * stays the site's own.
 */
export function SitePreview({ values }: { values: PreviewValues }) {
  const dashboardDark = useDarkMode();
  const [systemChoice, setSystemChoice] = useState<"light" | "dark" | null>(null);
  const mode = values.appearance === "system" ? (systemChoice ?? (dashboardDark ? "dark" : "light")) : values.appearance;
  const palette = sitePalettes[mode];
  const primary = values.primaryColor ?? defaultPrimaryColor;
  const style = {
    "--pv-primary": primary,
    "--pv-primary-text": primaryTextColors(primary, values.backgroundColor)[mode],
    "--pv-on-primary": onPrimaryColor(primary),
    // As on the site: search matches take the accent or else the primary color; hovers are marked only by an accent.
    "--pv-accent": values.accentColor ?? primary,
    "--pv-hover-mark": values.accentColor ?? "transparent",
    "--pv-bg": (mode === "light" && values.backgroundColor) || palette.bg,
    "--pv-text": (mode === "light" && values.textColor) || palette.text,
    "--pv-muted": palette.muted,
    "--pv-border": palette.border,
    "--pv-hover": palette.hover,
    fontFamily: values.fontFamily.trim() ? `"${values.fontFamily.trim().replace(/[^\w \-.]/g, "")}", system-ui, sans-serif` : "system-ui, sans-serif",
    colorScheme: mode,
  } as CSSProperties;
  const links = values.links.filter((link) => link.label.trim());

  return (
    <figure className="space-y-2" aria-labelledby="site-preview-caption">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id="site-preview-caption" className="text-sm font-medium text-body">
          Live preview
          <span className="font-normal text-muted"> · {mode === "dark" ? "dark" : "light"} appearance</span>
        </figcaption>
        {values.appearance === "system" && (
          <div role="group" aria-label="Preview appearance" className="flex gap-1 rounded-md bg-muted p-0.5">
            {(["light", "dark"] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={mode === choice}
                onClick={() => setSystemChoice(choice)}
                className={cn(
                  "inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium",
                  focusRing,
                  mode === choice ? "bg-raised text-strong shadow-sm" : "text-secondary",
                )}
              >
                {choice === "light" ? <Sun className="size-3" aria-hidden /> : <Moon className="size-3" aria-hidden />}
                {choice === "light" ? "Light" : "Dark"}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        data-testid="site-preview"
        aria-hidden
        style={style}
        className="overflow-hidden rounded-lg border border-line-strong bg-(--pv-bg) text-[13px] leading-relaxed text-(--pv-text) shadow-sm"
      >
        <div className="flex items-center gap-2 border-b border-(--pv-border) px-3 py-2">
          <Menu className="size-3.5 shrink-0 text-(--pv-muted)" />
          {values.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- an asset served by our API with the session
            <img src={values.logoUrl} alt="" className="size-5 shrink-0 object-contain" />
          )}
          <span className="min-w-12 truncate font-semibold">{values.name.trim() || "Untitled"}</span>
          {values.showVersionSwitcher && <span className="shrink-0 rounded border border-(--pv-border) px-1 text-[10px] text-(--pv-muted)">v1 ▾</span>}
          <span className="ml-auto flex min-w-0 items-center justify-end gap-2">
            {links.slice(0, 2).map((link, index) => (
              <span key={index} className="max-w-16 shrink truncate text-[11px] text-(--pv-muted)">
                {link.label}
              </span>
            ))}
            {values.searchEnabled && (
              <span className="flex w-24 min-w-8 shrink items-center gap-1 rounded-md border border-(--pv-border) bg-(--pv-hover) px-1.5 py-0.5 text-[10px] text-(--pv-muted)">
                <Search className="size-3 shrink-0" />
                <span className="truncate">{values.searchPlaceholder.trim() || "Search the docs"}</span>
              </span>
            )}
            {mode === "dark" ? <Moon className="size-3.5 shrink-0 text-(--pv-muted)" /> : <Sun className="size-3.5 shrink-0 text-(--pv-muted)" />}
          </span>
        </div>
        <div className="flex">
          <div className="hidden w-28 shrink-0 space-y-0.5 border-r border-(--pv-border) p-2 text-[12px] sm:block">
            <p className="px-1.5 text-[10px] font-semibold uppercase tracking-wide text-(--pv-muted)">Guides</p>
            <p className="rounded bg-(--pv-hover) px-1.5 py-0.5 font-semibold text-(--pv-primary-text)">Quickstart</p>
            <p className="bg-(--pv-hover) px-1.5 py-0.5 text-(--pv-text) shadow-[inset_2px_0_var(--pv-hover-mark)]">Installation</p>
            <p className="px-1.5 py-0.5 text-(--pv-muted)">Configuration</p>
          </div>
          <div className="min-w-0 flex-1 space-y-2 p-3">
            {values.showBreadcrumbs && <p className="text-[11px] text-(--pv-muted)">Guides › Quickstart</p>}
            <p className="text-lg font-bold leading-tight">Quickstart</p>
            <p>
              Install the <mark className="bg-[color-mix(in_srgb,var(--pv-accent)_25%,transparent)] text-inherit">client</mark>, then send your first request. See the{" "}
              <span className="font-medium text-(--pv-primary-text) underline underline-offset-2">API reference</span> for every option.
            </p>
            <span className="inline-block rounded-md bg-(--pv-primary) px-2.5 py-1 text-[12px] font-medium text-(--pv-on-primary)">Get started</span>
            <pre className="overflow-hidden rounded-md border border-(--pv-border) bg-(--pv-hover) px-2.5 py-2 font-mono text-[11px]">
              <span className="text-(--pv-primary-text)">npm</span> install @acme/client
            </pre>
          </div>
          {values.showTableOfContents && (
            <div className="hidden w-24 shrink-0 space-y-1 p-2 text-[11px] text-(--pv-muted) lg:block">
              <p className="font-semibold text-(--pv-text)">On this page</p>
              <p className="text-(--pv-primary-text)">Install</p>
              <p>First request</p>
            </div>
          )}
        </div>
        {values.showBranding && <p className="border-t border-(--pv-border) px-3 py-1.5 text-center text-[10px] text-(--pv-muted)">Powered by Docs Platform</p>}
      </div>
    </figure>
  );
}
