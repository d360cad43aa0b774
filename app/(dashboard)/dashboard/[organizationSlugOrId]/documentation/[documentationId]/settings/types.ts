import type { z } from "zod";
import type { ConfigBody, StoredConfig } from "@/lib/documentation/schemas";
import { ApiError } from "@/lib/client/api";

/** The configuration as `GET DOC/config` answers it: every stored group present, null when unset; the site password only as whether one is set. */
export type DocumentationConfig = {
  name: string;
  slug: string;
  description: string | null;
  is_public: boolean;
  password_protected: boolean;
} & { [Key in Exclude<keyof StoredConfig, "site_password_hash">]-?: NonNullable<StoredConfig[Key]> | null };

/** What `PUT DOC/config` accepts: any subset of the fields, each group replaced as a whole. */
export type ConfigUpdate = Partial<z.input<typeof ConfigBody>>;

export type Theme = NonNullable<DocumentationConfig["theme"]>;
export type Appearance = NonNullable<Theme["appearance"]>;
export type HeaderLink = { label: string; url: string };

/**
 * The field errors of a failed save keyed by their path below the body, e.g.
 * `theme.primary_color` or `navigation.links.2.url` (the first message of each path).
 */
export function fieldErrorsByPath(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const byPath: Record<string, string> = {};
  for (const { path, message } of error.problem.errors ?? []) byPath[path.replace(/^body\.?/, "")] ??= message;
  return byPath;
}

const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A hex color as typed, or null while it is not one yet (`#12`), so the preview keeps the last valid look. */
export function validColor(value: string): string | null {
  const trimmed = value.trim();
  return hexColor.test(trimmed) ? trimmed : null;
}

/** `#abc` as `#aabbcc`: the form the native color input requires. */
export function longHex(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join("")}` : color;
}
