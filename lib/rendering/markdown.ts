import type { Element, ElementContent, Root } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { highlighterFor, themes } from "./highlighter";

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  /** Sanitized HTML. */
  html: string;
  /** Headings of level 2 and 3, for a table of contents. */
  toc: TocItem[];
  /** The text without markup, for search. */
  text: string;
}

export interface RenderOptions {
  /** Maps a link target to its URL (pages of the project); null leaves it unchanged. */
  resolveLink?: (href: string) => string | null;
  /** Maps an image source to its URL (assets of the project); null leaves it unchanged. */
  resolveImage?: (src: string) => string | null;
}

const languageAliases: Record<string, string> = { js: "javascript", ts: "typescript", sh: "bash", zsh: "bash", py: "python", yml: "yaml", rb: "ruby", rs: "rust", "c++": "cpp", cs: "csharp" };

/** Rewrites links and image sources through the caller's resolvers. */
function rehypeResolveUrls() {
  return (tree: Root, file: VFile) => {
    const options = file.data.renderOptions as RenderOptions | undefined;
    if (!options) return;
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "a" && typeof node.properties.href === "string" && options.resolveLink) {
        node.properties.href = options.resolveLink(node.properties.href) ?? node.properties.href;
      }
      if (node.tagName === "img" && typeof node.properties.src === "string" && options.resolveImage) {
        node.properties.src = options.resolveImage(node.properties.src) ?? node.properties.src;
      }
    });
  };
}

/** Highlights fenced code with shiki, in light and dark colours chosen by CSS variables. */
function rehypeHighlight() {
  return async (tree: Root) => {
    const blocks: { parent: Root | Element; index: number; code: string; lang: string }[] = [];
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || index === undefined || !parent) return;
      const code = node.children[0];
      if (!code || code.type !== "element" || code.tagName !== "code") return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const declared = className.find((name) => name.startsWith("language-"))?.slice("language-".length).toLowerCase() ?? "text";
      const lang = languageAliases[declared] ?? declared;
      blocks.push({ parent: parent as Root | Element, index, code: hastToString(code).replace(/\n$/, ""), lang });
    });
    if (blocks.length === 0) return;
    for (const block of blocks) {
      const { shiki, lang } = await highlighterFor(block.lang);
      const highlighted = shiki.codeToHast(block.code, {
        lang,
        themes,
        defaultColor: false,
        // shiki's default stops tokenizing a line after 500 ms and leaves the rest as one token.
        // The first use of a grammar compiles its regexes and can take that long on a busy
        // machine, so output depended on load (the first theme's colours differed from later
        // renders). No time limit; overlong lines are left plain instead, whatever the machine.
        tokenizeTimeLimit: 0,
        tokenizeMaxLineLength: 2_000,
      });
      const pre = highlighted.children[0] as Element;
      pre.properties.dataLanguage = block.lang;
      block.parent.children[block.index] = pre as ElementContent;
    }
  };
}

const shikiStyle = /^(?:\s*--shiki-[a-z-]+:\s*[#\w]+\s*;?)*$/;

/** GitHub's sanitize schema, plus shiki's colour variables and heading ids without prefix. */
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Heading ids come from rehype-slug; keeping them unprefixed keeps `#anchor` links working.
  clobberPrefix: "",
  attributes: {
    ...defaultSchema.attributes,
    pre: [...(defaultSchema.attributes?.pre ?? []), ["style", shikiStyle], "dataLanguage"],
    span: [...(defaultSchema.attributes?.span ?? []), ["style", shikiStyle]],
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-/]],
  },
};

/** A `#` link in each h2-h4 (added after sanitizing: our own markup) and the table of contents. */
function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    file.data.text = hastToString(tree);
    visit(tree, "element", (node: Element) => {
      const depth = /^h([2-4])$/.exec(node.tagName)?.[1];
      const id = node.properties.id;
      if (!depth || typeof id !== "string") return;
      const text = hastToString(node);
      if (Number(depth) <= 3) toc.push({ id, text, depth: Number(depth) });
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { href: `#${id}`, className: ["heading-anchor"], ariaLabel: `Link to ${text}` },
        children: [{ type: "text", value: "#" }],
      });
    });
    file.data.toc = toc;
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeResolveUrls)
  .use(rehypeHighlight)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeHeadingAnchors)
  .use(rehypeStringify)
  .freeze();

/**
 * Markdown (GitHub flavoured) to sanitized HTML: the one pipeline for the editor preview and
 * for publishing. Raw HTML in the markdown is dropped; sanitizing runs after rendering.
 */
export async function renderMarkdown(markdown: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const file = await processor.process({ value: markdown, data: { renderOptions: options } });
  return {
    html: String(file),
    toc: (file.data.toc as TocItem[] | undefined) ?? [],
    text: ((file.data.text as string | undefined) ?? "").replace(/\s+/g, " ").trim(),
  };
}
