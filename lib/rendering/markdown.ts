import type { Element, Root } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { Nodes as MdastNodes, Root as MdastRoot } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type Processor } from "unified";
import type { VFile } from "vfile";
import { highlightCode } from "./highlighter";

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

/** Text that could hold a GFM literal autolink: `http://`, `https://`, `www.`, or an address with `@`. */
const literalAutolinkHint = /@|:\/\/|www\./i;

function mayHoldLiteralAutolink(node: MdastNodes): boolean {
  if (node.type === "text") return literalAutolinkHint.test(node.value);
  return "children" in node && node.children.some(mayHoldLiteralAutolink);
}

/**
 * GFM finds literal autolinks (`www.example.com`, `https://…`, `me@example.com`) after parsing,
 * with four searches that each walk the whole tree. Most pages have no text that could hold
 * one; those skip the searches (the output is the same). Use after remark-gfm.
 */
function remarkSkipNeedlessAutolinkSearch(this: Processor) {
  for (const extension of (this.data("fromMarkdownExtensions") ?? []).flat()) {
    if (!extension.enter || !("literalAutolink" in extension.enter) || !extension.transforms) continue;
    extension.transforms = extension.transforms.map((transform) => (tree: MdastRoot) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined));
  }
}

interface CodeBlock {
  parent: Root | Element;
  index: number;
  code: Element;
}

/**
 * Before sanitizing, in one walk of the tree: links and image sources rewritten through the
 * caller's resolvers, and fenced code highlighted with shiki (light and dark colours as CSS
 * variables).
 */
function rehypeResolveAndHighlight() {
  return async (tree: Root, file: VFile) => {
    const { resolveLink, resolveImage } = (file.data.renderOptions as RenderOptions | undefined) ?? {};
    const blocks: CodeBlock[] = [];
    const walk = (parent: Root | Element) => {
      parent.children.forEach((node, index) => {
        if (node.type !== "element") return;
        if (node.tagName === "a" && typeof node.properties.href === "string" && resolveLink) {
          node.properties.href = resolveLink(node.properties.href) ?? node.properties.href;
        } else if (node.tagName === "img" && typeof node.properties.src === "string" && resolveImage) {
          node.properties.src = resolveImage(node.properties.src) ?? node.properties.src;
        } else if (node.tagName === "pre") {
          const code = node.children[0];
          // A code block holds only its text: nothing further down to resolve.
          if (code?.type === "element" && code.tagName === "code") {
            blocks.push({ parent, index, code });
            return;
          }
        }
        walk(node);
      });
    };
    walk(tree);
    for (const { parent, index, code } of blocks) {
      const className = (code.properties.className as string[] | undefined) ?? [];
      const declared = className.find((name) => name.startsWith("language-"))?.slice("language-".length).toLowerCase() ?? "text";
      const lang = languageAliases[declared] ?? declared;
      const pre = await highlightCode(hastToString(code).replace(/\n$/, ""), lang);
      pre.properties.dataLanguage = lang;
      parent.children[index] = pre;
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

/**
 * A `#` link in each h2-h4 (added after sanitizing: our own markup), the table of contents and
 * the text for search.
 */
function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    file.data.text = hastToString(tree);
    const walk = (parent: Root | Element) => {
      for (const node of parent.children) {
        // Headings can be nested (in quotes, lists), never in code.
        if (node.type !== "element" || node.tagName === "pre") continue;
        const depth = /^h([2-4])$/.exec(node.tagName)?.[1];
        const id = node.properties.id;
        if (!depth || typeof id !== "string") {
          walk(node);
          continue;
        }
        const text = hastToString(node);
        if (Number(depth) <= 3) toc.push({ id, text, depth: Number(depth) });
        node.children.push({
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["heading-anchor"], ariaLabel: `Link to ${text}` },
          children: [{ type: "text", value: "#" }],
        });
      }
    };
    walk(tree);
    file.data.toc = toc;
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkSkipNeedlessAutolinkSearch)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeResolveAndHighlight)
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
