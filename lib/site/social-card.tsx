import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori, { type SatoriOptions } from "satori";
import { DomainError } from "../errors";
import { socialCardSize } from "./address";
import { primaryTextColors, sitePalettes } from "./palette";
import { findPage, resolveSitePath, type SiteRequest } from "./serve";
import { loadSiteAsset } from "./texts";

/** What a page's card shows. */
export interface SocialCard {
  siteName: string;
  title: string;
  /** The titles of the section and folders above the page. */
  trail: string[];
  /** Where the site lives, as readers see it: a custom domain or the platform's host. */
  host: string;
  primaryColor: string;
  /** The project's own light background and text colours, when it set them. */
  backgroundColor: string | null;
  textColor: string | null;
  /** The site's logo, when it has one in a format the card can draw (PNG, JPEG or SVG). */
  logo: { contentType: string; data: Uint8Array } | null;
}

/**
 * Inter in the subsets that cover Latin, Cyrillic and Greek titles, read once per process. Each
 * subset is a family of its own: satori falls back along the family list, not within a family.
 */
const fontSubsets = ["latin", "latin-ext", "cyrillic", "greek"];
const familyOf = (subset: string) => `Inter-${subset}`;
const fontFamily = fontSubsets.map(familyOf).join(", ");
let fonts: Promise<SatoriOptions["fonts"]> | undefined;

function loadFonts(): Promise<SatoriOptions["fonts"]> {
  fonts ??= Promise.all(
    fontSubsets.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: familyOf(subset),
        weight,
        style: "normal" as const,
        data: await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const drawableLogo = new Set(["image/png", "image/jpeg", "image/svg+xml"]);

/** Whether the card can draw an image of this type. */
const canDrawLogo = (contentType: string) => drawableLogo.has(contentType.split(";")[0]!.trim());

/** Long titles get smaller type, and the longest are cut, so every title fits in three lines. */
function titleStyle(title: string): { text: string; fontSize: number } {
  const text = title.length > 110 ? `${title.slice(0, 107).replace(/\s+\S*$/, "")}…` : title;
  return { text, fontSize: text.length <= 36 ? 76 : text.length <= 70 ? 62 : 50 };
}

function Card({ card }: { card: SocialCard }) {
  const background = card.backgroundColor ?? sitePalettes.light.bg;
  const text = card.textColor ?? sitePalettes.light.text;
  const title = titleStyle(card.title);
  const logo = card.logo && `data:${card.logo.contentType};base64,${Buffer.from(card.logo.data).toString("base64")}`;
  return (
    <div
      style={{
        ...socialCardSize,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        background,
        color: text,
        fontFamily,
        borderTop: `16px solid ${card.primaryColor}`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24, fontSize: 36, fontWeight: 700 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws it into the card; no browser loads it */}
        {logo ? <img src={logo} width={64} height={64} style={{ objectFit: "contain" }} alt="" /> : null}
        <span>{card.siteName}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {card.trail.length ? (
          <div style={{ display: "flex", fontSize: 30, color: primaryTextColors(card.primaryColor, background).light }}>{card.trail.join(" › ")}</div>
        ) : null}
        <div style={{ display: "flex", fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.15 }}>{title.text}</div>
      </div>
      <div style={{ display: "flex", fontSize: 28, opacity: 0.7 }}>{card.host}</div>
    </div>
  );
}

/** The card as SVG, and the runs of text (other scripts, emoji) its fonts could not draw. */
async function drawCard(card: SocialCard): Promise<{ svg: string; undrawn: Set<string> }> {
  const undrawn = new Set<string>();
  const svg = await satori(<Card card={card} />, {
    ...socialCardSize,
    fonts: await loadFonts(),
    loadAdditionalAsset: async (_language, segment) => {
      undrawn.add(segment);
      return [];
    },
  });
  return { svg, undrawn };
}

/** The text without the characters of `runs`, spaces collapsed. */
function without(text: string, runs: Set<string>): string {
  const undrawable = new Set([...runs].flatMap((run) => [...run]));
  return [...text]
    .filter((character) => !undrawable.has(character))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A page's link preview as a PNG: the site's name and logo, the page's title and section, in
 * the site's colours. Text the fonts cannot draw (Chinese, say, or emoji) is left out rather
 * than drawn as boxes or fetched from a font service on a reader's behalf.
 */
export async function socialCardPng(card: SocialCard): Promise<Uint8Array> {
  const first = await drawCard(card);
  let svg = first.svg;
  if (first.undrawn.size) {
    const drawable = (text: string) => without(text, first.undrawn);
    ({ svg } = await drawCard({ ...card, siteName: drawable(card.siteName), title: drawable(card.title), trail: card.trail.map(drawable).filter(Boolean) }));
  }
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

/** Cards waiting for their turn beyond which more are refused (429) until the line shortens. */
const maxWaiting = 50;
let waiting = 0;
let line: Promise<unknown> = Promise.resolve();

/**
 * Runs `draw` when the cards asked before it are drawn, then rests as long as it took before
 * the next: a card takes 20-60 ms of the thread (the first, loading the fonts, about 200), so a
 * crawler asking for thousands at once is answered at its pace while readers keep at least half
 * of the thread. Each card is drawn once per live site and then served from memory.
 */
export async function drawInTurn<T>(draw: () => Promise<T>): Promise<T> {
  if (waiting >= maxWaiting) throw new DomainError("rate_limited", "Too many social cards are waiting to be drawn; try again in a few seconds.", { retryAfterSeconds: 5 });
  waiting++;
  let tookMs = 0;
  const turn = line.then(async () => {
    const started = performance.now();
    try {
      return await draw();
    } finally {
      tookMs = performance.now() - started;
      waiting--;
    }
  });
  line = turn.catch(() => undefined).then(() => new Promise((resolve) => setTimeout(resolve, tookMs)));
  return turn;
}

/** Logos above this size are left off the card: drawing them would cost more than they add. */
const logoMaxBytes = 1024 * 1024;

async function drawableSiteLogo(target: SiteRequest): Promise<SocialCard["logo"]> {
  const assetId = target.site.logoAssetId;
  const logo = assetId ? await loadSiteAsset(target, assetId) : null;
  if (!logo) return null;
  if (logo.size > logoMaxBytes || !canDrawLogo(logo.contentType)) {
    await logo.body.cancel();
    return null;
  }
  return { contentType: logo.contentType, data: new Uint8Array(await new Response(logo.body).arrayBuffer()) };
}

/** The card of the page a card's address names (`[{version}/]{path}.png`); null when it names none. */
export async function pageSocialCard(target: SiteRequest, segments: string[]): Promise<Uint8Array | null> {
  const name = segments.at(-1);
  if (!name?.endsWith(".png")) return null;
  const { site, address } = target;
  const { version, path } = resolveSitePath(site, [...segments.slice(0, -1), name.slice(0, -".png".length)]);
  const place = path ? findPage(site, version, path) : null;
  if (!place) return null;
  const { theme } = site.config;
  const card: SocialCard = {
    siteName: site.name,
    title: place.title,
    trail: place.trail.map((step) => step.title),
    host: new URL(address.origin()).host,
    primaryColor: theme.primaryColor,
    backgroundColor: theme.backgroundColor,
    textColor: theme.textColor,
    logo: await drawableSiteLogo(target),
  };
  // A logo the drawing cannot read (a file that is not what its type says) is left off.
  return drawInTurn(() => socialCardPng(card).catch((error: unknown) => (card.logo ? socialCardPng({ ...card, logo: null }) : Promise.reject(error))));
}
