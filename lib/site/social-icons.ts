import { readFileSync } from "node:fs";
import path from "node:path";
import type { SocialNetwork } from "../documentation/social-networks";

const icons = new Map<SocialNetwork, string>();

/**
 * A network's 24×24 mark from simple-icons, hidden from screen readers (its link carries the
 * name), read on first use: a site without accounts in its footer reads none.
 */
export function socialIcon(network: SocialNetwork): string {
  let icon = icons.get(network);
  if (!icon) {
    const file = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/simple-icons/icons", `${network}.svg`), "utf8");
    const shape = /<path d="([^"]+)"/.exec(file)?.[1] ?? "";
    icon = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="${shape}"/></svg>`;
    icons.set(network, icon);
  }
  return icon;
}
