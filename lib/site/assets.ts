import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The published site's stylesheet and script, each made of these files in this order. */
const sources = {
  css: ["app/docs/docs.css", "lib/site/client/components.css", "lib/site/client/site.css", "lib/site/client/feedback.css", "lib/site/client/ask.css", "lib/site/client/api-try.css"],
  js: ["lib/site/client/components.js", "lib/site/client/site.js", "lib/site/client/analytics.js", "lib/site/client/feedback.js", "lib/site/client/ask.js", "lib/site/client/api-try.js"],
} as const;

export type SiteAssetKind = keyof typeof sources;

interface SiteAsset {
  name: string;
  body: string;
}

const built = new Map<SiteAssetKind, SiteAsset>();

function build(kind: SiteAssetKind): SiteAsset {
  const body = sources[kind].map((file) => readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), file), "utf8")).join("\n");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  return { name: `site.${hash}.${kind}`, body };
}

/** The asset, read once (again on every call in development, where the files change). */
export function siteAsset(kind: SiteAssetKind): SiteAsset {
  const cached = built.get(kind);
  if (cached && process.env.NODE_ENV === "production") return cached;
  const asset = build(kind);
  built.set(kind, asset);
  return asset;
}

/** Where pages load them from: named by their content, so they can be cached for good. */
export function siteAssetUrls(): { css: string; js: string } {
  return { css: `/_site/${siteAsset("css").name}`, js: `/_site/${siteAsset("js").name}` };
}
