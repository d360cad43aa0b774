import path from "node:path/posix";
import { outlineMarkdown } from "./markdown";
import { substituteVariables, type Variables } from "./variables";

/**
 * Reusable content: a line `<!--@include: path-->` (VitePress's directive; an HTML comment, so
 * other renderers show nothing) stands for another page's markdown, or for one of its sections
 * with `path#heading-id`. The path names a page as a link does (relative, `/absolute`,
 * `entry:<id>`). Included pages' includes expand too, `maxIncludeDepth` levels deep at most.
 */
const directive = /^<!--\s*@include:\s*(\S+?)\s*-->$/;

export const maxIncludeDepth = 5;

/** The page an include names, once found: its path in the version and its markdown. */
export interface IncludedPage {
  path: string;
  markdown: string;
  /**
   * A relative link of the page as the version's absolute path (`/guides/setup#steps`) when it
   * names a page, read as the page itself reads it (from its source file's place, say); null
   * leaves it to be rebased by directory.
   */
  pageLink?: (href: string) => string | null;
}

/** Finds the page an include's path names, seen from the page at `fromPath`; null when none. */
export type IncludeLoader = (target: string, fromPath: string) => Promise<IncludedPage | null>;

export interface ExpandedMarkdown {
  markdown: string;
  /** The includes that name nothing (no such page or heading, or a page that includes itself), as written. */
  missing: string[];
}

const quickCheck = "@include:";

/** What previews show for an include naming nothing, where the published page shows nothing (and the publish reports it). */
export function missingIncludeNotice(target: string): string {
  return `> [!WARNING] Nothing to include\n> \`${target}\` names no page or heading of this version (or includes itself).`;
}

export interface IncludeOptions {
  /** Stands in for an include naming nothing (the published page shows nothing). */
  missingText?: (target: string) => string;
  /**
   * The project's variables: `#heading` ids are those readers see, with the values written in.
   * The markdown returned still names the variables; the caller writes their values in.
   */
  variables?: Variables;
}

/** The markdown with its includes written in. */
export async function expandIncludes(markdown: string, fromPath: string, load: IncludeLoader, { missingText = () => "", variables = {} }: IncludeOptions = {}): Promise<ExpandedMarkdown> {
  const missing: string[] = [];
  const expand = async (source: string, at: string, within: string[]): Promise<string> => {
    if (!source.includes(quickCheck)) return source;
    const lines = source.split("\n");
    for (const { line, text } of outlineMarkdown(source).htmlLines.reverse()) {
      const target = directive.exec(text)?.[1];
      if (!target) continue;
      const prefix = lines[line]!.slice(0, lines[line]!.indexOf("<!--"));
      const [pagePart = "", hash = ""] = target.split(/(?=#)/, 2);
      const page = await load(pagePart, at);
      const part = page && !within.includes(page.path) && within.length <= maxIncludeDepth ? section(page.markdown, hash, variables) : null;
      let replacement: string;
      if (!page || part === null) {
        missing.push(target);
        replacement = missingText(target);
      } else {
        replacement = rebaseLinks(await expand(part, page.path, [...within, page.path]), page, at);
      }
      const written = replacement ? replacement.split("\n") : [];
      lines.splice(line, 1, ...written.map((included) => (included ? prefix + included : prefix.trimEnd())));
    }
    return lines.join("\n");
  };
  return { markdown: await expand(markdown, fromPath, [fromPath]), missing };
}

/** The whole markdown, or the section under the heading `#id` (the heading to the next of its level or higher). */
function section(markdown: string, hash: string, variables: Variables): string | null {
  const id = hash.replace(/^#/, "");
  if (!id) return markdown.replace(/\n+$/, "");
  // Values are one line each: written in, the lines stay where they were.
  const headings = outlineMarkdown(substituteVariables(markdown, variables)).headings;
  const start = headings.findIndex((heading) => heading.id === id);
  if (start === -1) return null;
  const end = headings.slice(start + 1).find((heading) => heading.depth <= headings[start]!.depth);
  return markdown
    .split("\n")
    .slice(headings[start]!.line, end?.line)
    .join("\n")
    .replace(/\n+$/, "");
}

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
/** An inline link or image's destination (`](dest`), or a reference definition's (`[label]: dest`). */
const destination = /(\]\(\s*<?|^\s*\[[^\]]+\]:\s*<?)([^\s)>]+)/g;

/**
 * Included markdown's relative links and images, made to name from the including page what
 * they named from the included one: the page's own reading of a link to a page when it has
 * one, else by directory (`setup.md` in `guides/prerequisites` becomes `/guides/setup.md` in a
 * page of another folder). Code is left as written.
 */
function rebaseLinks(markdown: string, included: IncludedPage, toPath: string): string {
  const directory = path.dirname(included.path);
  if ((directory === path.dirname(toPath) && !included.pageLink) || (!markdown.includes("](") && !markdown.includes("]:"))) return markdown;
  const code = outlineMarkdown(markdown).codeLines;
  return markdown
    .split("\n")
    .map((line, index) =>
      code.has(index)
        ? line
        : // Odd pieces between backticks are code spans.
          line
            .split(/(`+[^`]*`+)/)
            .map((piece, position) =>
              position % 2 === 1
                ? piece
                : piece.replace(destination, (whole, before: string, href: string) =>
                    /^[/#?]/.test(href) || hasScheme.test(href)
                      ? whole
                      : `${before}${included.pageLink?.(href) ?? `/${path.join(directory === "." ? "" : directory, href)}`}`,
                  ),
            )
            .join(""),
    )
    .join("\n");
}
