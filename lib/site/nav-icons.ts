import { readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "../html";

/** Lucide's names: lowercase words joined by dashes (`book-open`), which also keeps them inside its folder. */
const lucideName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const emoji = /^\p{Extended_Pictographic}/u;
/** Icons by name, read once; a project with thousands of distinct names caches the first thousand. */
const icons = new Map<string, string>();
const cachedIcons = 1000;

/** Lucide's shapes for the icon, drawn in the text's colour at its size; "" when Lucide has no such icon. */
function lucideIcon(name: string): string {
  let file: string;
  try {
    file = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/lucide-static/icons", `${name}.svg`), "utf8");
  } catch {
    return "";
  }
  const shapes = file.slice(file.indexOf(">", file.indexOf("<svg")) + 1, file.lastIndexOf("</svg>")).replace(/\s+/g, " ").trim();
  return `<svg class="nav-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shapes}</svg>`;
}

/**
 * An entry's `icon` before its name in the sidebar: an emoji as written, or a Lucide icon by
 * name (`rocket`, `book-open`; Mintlify's front matter names many the same), read from
 * lucide-static's files on first use. Anything else shows nothing. Hidden from screen readers:
 * the name says what the link is.
 */
export function navIconHtml(icon: string | undefined): string {
  if (!icon) return "";
  let html = icons.get(icon);
  if (html === undefined) {
    if (emoji.test(icon) && [...icon].length <= 4) html = `<span class="nav-icon" aria-hidden="true">${escapeHtml(icon)}</span>`;
    else html = lucideName.test(icon) ? lucideIcon(icon) : "";
    if (icons.size < cachedIcons) icons.set(icon, html);
  }
  return html;
}
