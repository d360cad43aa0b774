import { formulasAsTex } from "../rendering/formulas";

/**
 * A page cut into passages by heading, for Ask AI to find and quote: each passage is the text
 * under one level-2 or level-3 heading (the first one the text before any heading), with the
 * heading's id as the site renders it, so a citation links to `#anchor` on the page.
 */
export interface Passage {
  /** The heading's id on the page; null for the text before the first heading. */
  anchor: string | null;
  /** The heading's text (the page title for the opening passage). */
  heading: string;
  text: string;
}

/** A passage longer than this is cut at a line break near it: a quote should be readable and a model's context stays small. */
export const maxPassageChars = 1_500;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return entities[name.toLowerCase()] ?? entity;
  });
}

/** Rendered HTML as readable text: blocks on their own lines, table cells apart, code as written, formulas as TeX. */
export function htmlText(html: string): string {
  const text = formulasAsTex(html)
    .replace(/<a [^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, "")
    .replace(/<(button|svg|style|script)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(/<br\s*\/?>|<\/(p|li|tr|h[1-6]|pre|div|blockquote|details|summary|dt|dd)>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Long text cut into pieces of at most `maxPassageChars`, at a line break (else a space) when there is one. */
function pieces(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > maxPassageChars) {
    const window = rest.slice(0, maxPassageChars);
    const cut = Math.max(window.lastIndexOf("\n"), window.lastIndexOf(" "));
    const at = cut > maxPassageChars / 2 ? cut : maxPassageChars;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

const sectionHeading = /<h([23]) id="([^"]*)">([\s\S]*?)<\/h\1>/g;

/**
 * The passages of a rendered page, in reading order. A heading with no text under it before
 * the next one (a level-2 heading opening level-3 ones) makes no passage of its own; a page
 * with no text at all still has one, its title, so every page can be found.
 */
export function pagePassages(title: string, html: string): Passage[] {
  const passages: Passage[] = [];
  const add = (anchor: string | null, heading: string, body: string) => {
    for (const text of pieces(htmlText(body))) passages.push({ anchor, heading, text });
  };
  let anchor: string | null = null;
  let heading = title;
  let start = 0;
  for (const match of html.matchAll(sectionHeading)) {
    add(anchor, heading, html.slice(start, match.index));
    anchor = decodeEntities(match[2]!);
    heading = htmlText(match[3]!) || title;
    start = match.index + match[0].length;
  }
  add(anchor, heading, html.slice(start));
  return passages.length > 0 ? passages : [{ anchor: null, heading: title, text: "" }];
}
