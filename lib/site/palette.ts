import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";

extend([a11yPlugin, mixPlugin]);

/** The published site's own palettes (lib/site/client/site.css), light and dark. */
export const sitePalettes = {
  light: { bg: "#ffffff", text: "#18181b", muted: "#52525b", border: "#e4e4e7", hover: "#f4f4f5" },
  dark: { bg: "#09090b", text: "#f4f4f5", muted: "#a1a1aa", border: "#27272a", hover: "#18181b" },
} as const;

/** WCAG AA's contrast for body text. */
const minTextContrast = 4.5;
const mixSteps = 20;

/**
 * The colour nearest `color` that reads as text (4.5:1) on each of `backgrounds`: mixed, step by
 * step, with black on light backgrounds or white on dark ones until it does. A brand colour
 * chosen for the light site (blue-600, say) reads at under 4:1 on the dark one.
 */
function legibleOn(color: string, backgrounds: string[]): string {
  const toward = colord(backgrounds[0]!).isLight() ? "#000000" : "#ffffff";
  for (let step = 0; step <= mixSteps; step++) {
    const candidate = colord(color).mix(toward, step / mixSteps);
    if (backgrounds.every((background) => candidate.contrast(background) >= minTextContrast)) return candidate.toHex();
  }
  return toward;
}

/**
 * The primary colour as text, light and dark: links of the sidebar and table of contents sit
 * on the page and on the hover fill. `lightBackground` is the project's own, when it has one.
 */
export function primaryTextColors(primary: string, lightBackground: string | null): { light: string; dark: string } {
  return {
    light: legibleOn(primary, [lightBackground ?? sitePalettes.light.bg, sitePalettes.light.hover]),
    dark: legibleOn(primary, [sitePalettes.dark.bg, sitePalettes.dark.hover]),
  };
}

/**
 * Text on a primary-coloured button: white, or black on a light primary (a yellow). One of the
 * two always reads at 4.58:1 or more, whatever the colour.
 */
export function onPrimaryColor(primary: string): string {
  return colord("#ffffff").contrast(primary) >= colord("#000000").contrast(primary) ? "#ffffff" : "#000000";
}
