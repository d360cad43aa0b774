/**
 * Hand-written passages inside a generated API reference page survive a re-sync when they
 * sit between these markers (HTML comments, so they do not show on the page).
 */
export const customStart = "<!-- custom:start -->";
export const customEnd = "<!-- custom:end -->";

interface CustomRegion {
  /** The heading line the region followed (`## Parameters`), or null when it came before any. */
  heading: string | null;
  /** The region with its markers. */
  text: string;
}

const headingPattern = /^#{1,6}\s/;

/** The marked regions of a page, each with the heading it sits under. */
export function customRegions(content: string): CustomRegion[] {
  const regions: CustomRegion[] = [];
  let heading: string | null = null;
  let open: string[] | null = null;
  let fence: string | null = null;
  for (const line of content.split("\n")) {
    if (open) {
      open.push(line);
      if (line.trim() === customEnd) {
        regions.push({ heading, text: open.join("\n") });
        open = null;
      }
      continue;
    }
    const fenceMark = /^\s*(~~~+|```+)/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    if (fence !== null) continue;
    if (line.trim() === customStart) open = [line];
    else if (headingPattern.test(line)) heading = line.trim();
  }
  // An unclosed region runs to the end of the page.
  if (open) regions.push({ heading, text: [...open, customEnd].join("\n") });
  return regions;
}

/**
 * The freshly generated page with the previous version's marked regions put back: each at
 * the end of the part under the heading it followed (before the next heading), regions that
 * came before any heading after the page's opening text, and regions whose heading is gone
 * at the end of the page.
 */
export function keepCustomRegions(generated: string, previous: string): string {
  const regions = customRegions(previous);
  if (regions.length === 0) return generated;
  const lines = generated.replace(/\n+$/, "").split("\n");
  const headingLines = new Map<string | null, number>();
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const fenceMark = /^\s*(~~~+|```+)/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    else if (fence === null && headingPattern.test(line) && !headingLines.has(line.trim())) headingLines.set(line.trim(), index);
  });
  const headingStarts = [...headingLines.values()].sort((a, b) => a - b);
  /** Index of the line a region under `heading` is inserted before. */
  const insertionPoint = (heading: string | null): number => {
    const start = heading === null ? -1 : headingLines.get(heading);
    if (start === undefined) return lines.length;
    return headingStarts.find((index) => index > start) ?? lines.length;
  };
  const inserts = new Map<number, string[]>();
  for (const region of regions) {
    const at = insertionPoint(region.heading);
    inserts.set(at, [...(inserts.get(at) ?? []), region.text]);
  }
  const result: string[] = [];
  const place = (index: number) => {
    for (const text of inserts.get(index) ?? []) {
      if (result.length > 0 && result.at(-1) !== "") result.push("");
      result.push(text, "");
    }
  };
  lines.forEach((line, index) => {
    place(index);
    result.push(line);
  });
  place(lines.length);
  return result.join("\n").replace(/\n+$/, "") + "\n";
}
