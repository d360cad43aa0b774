import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { notFound } from "../errors";

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

const fromRoot = (file: string) => path.join(/*turbopackIgnore: true*/ process.cwd(), file);
const contentHash = (body: string | Uint8Array) => createHash("sha256").update(body).digest("base64url").slice(0, 12);

const built = new Map<SiteAssetKind, SiteAsset>();

function build(kind: SiteAssetKind): SiteAsset {
  const body = sources[kind].map((file) => readFileSync(fromRoot(file), "utf8")).join("\n");
  return { name: `site.${contentHash(body)}.${kind}`, body };
}

/** The asset, read once (again on every call in development, where the files change). */
export function siteAsset(kind: SiteAssetKind): SiteAsset {
  const cached = built.get(kind);
  if (cached && process.env.NODE_ENV === "production") return cached;
  const asset = build(kind);
  built.set(kind, asset);
  return asset;
}

const katexDist = "node_modules/katex/dist";

/**
 * KaTeX's stylesheet (its `font-display: swap` build, so text shows while a font loads), for
 * pages with math. Its fonts are named beside it, `katex.{hash}.{font}.woff2`, the hash being
 * the stylesheet's: a new KaTeX names new files. Only the WOFF2 files are kept, which every
 * browser the site supports reads.
 */
function buildMathStyles(): SiteAsset {
  const original = readFileSync(fromRoot(`${katexDist}/katex-swap.min.css`), "utf8");
  const hash = contentHash(original);
  const body = original.replace(/src:url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)[^;}]*/g, (_, font: string) => `src:url(katex.${hash}.${font}.woff2) format("woff2")`);
  return { name: `katex.${hash}.css`, body };
}

let mathStyles: SiteAsset | undefined;
const mathStylesheet = () => (mathStyles ??= buildMathStyles());

/** Where pages load the site's assets from: named by their content, so cached for good. */
export interface SiteAssetUrls {
  css: string;
  js: string;
  /** KaTeX's stylesheet, linked by pages with math only. */
  mathCss: string;
}

export function siteAssetUrls(): SiteAssetUrls {
  return { css: `/_site/${siteAsset("css").name}`, js: `/_site/${siteAsset("js").name}`, mathCss: `/_site/${mathStylesheet().name}` };
}

const contentTypes = { css: "text/css; charset=utf-8", js: "text/javascript; charset=utf-8", woff2: "font/woff2" } as const;
const immutable = "public, max-age=31536000, immutable";

export interface SiteFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
}

let installedMermaid: string | undefined;
const mermaidVersion = () => (installedMermaid ??= (JSON.parse(readFileSync(fromRoot("node_modules/mermaid/package.json"), "utf8")) as { version: string }).version);

/**
 * Mermaid's browser build, for pages with diagrams: `/_site/mermaid.mjs` names the installed
 * version's module and is asked again on every load (it is a line), so the module and the
 * chunks it imports by relative paths (`/_site/mermaid/{version}/…`, named by content) are
 * cached for good, and a page's script needs no version.
 */
const mermaidEntry = () => `export { default } from "./mermaid/${mermaidVersion()}/mermaid.esm.min.mjs";\n`;

/** One of Mermaid's files: its module, or a chunk the module imports; null for any other. */
export async function mermaidFile(version: string, file: string): Promise<SiteFile | null> {
  if (version !== mermaidVersion() || !/^(?:mermaid\.esm\.min\.mjs|chunks\/mermaid\.esm\.min\/[\w-]+\.mjs)$/.test(file)) return null;
  const body = await readFile(fromRoot(`node_modules/mermaid/dist/${file}`), "utf8").catch(() => null);
  return body === null ? null : { body, contentType: contentTypes.js, cacheControl: immutable };
}

/** A file under `/_site/`: the site's stylesheet or script, KaTeX's stylesheet or fonts, Mermaid's entry; null for any other name. */
export async function siteFile(name: string): Promise<SiteFile | null> {
  for (const kind of ["css", "js"] as const) {
    if (name === siteAsset(kind).name) return { body: siteAsset(kind).body, contentType: contentTypes[kind], cacheControl: immutable };
  }
  if (name === "mermaid.mjs") return { body: mermaidEntry(), contentType: contentTypes.js, cacheControl: "no-cache" };
  const math = mathStylesheet();
  if (name === math.name) return { body: math.body, contentType: contentTypes.css, cacheControl: immutable };
  const font = /^katex\.([\w-]{12})\.(KaTeX_[A-Za-z0-9-]+)\.woff2$/.exec(name);
  if (font && `katex.${font[1]}.css` === math.name) {
    const body = await readFile(fromRoot(`${katexDist}/fonts/${font[2]}.woff2`)).catch(() => null);
    return body && { body: new Uint8Array(body), contentType: contentTypes.woff2, cacheControl: immutable };
  }
  return null;
}

/** The file's answer, cached as its name allows; a 404 problem when there is no such file. */
export function siteFileAnswer(file: SiteFile | null): Response {
  if (!file) throw notFound("File");
  return new Response(file.body, { headers: { "content-type": file.contentType, "cache-control": file.cacheControl, "x-content-type-options": "nosniff" } });
}
