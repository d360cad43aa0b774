import mathPlugin, { type MarkdownKatexOptions } from "@vscode/markdown-it-katex";
import GithubSlugger from "github-slugger";
import katex, { type KatexOptions } from "katex";
import MarkdownIt from "markdown-it";
import footnote from "markdown-it-footnote";
import Token from "markdown-it/lib/token.mjs";
import { escapeHtml } from "../html";
import { processWide } from "../process-wide";
import { markLines } from "./code-lines";
import { assignTabIds, components, fenceTitle, inlineText, tabPanelOpen, type Tab, type TabGroup } from "./components";
import { highlightCode } from "./highlighter";

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  /** Safe HTML: only markup the renderer writes itself. */
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
  /**
   * The page's title, which the page shows as its only level-1 heading: a leading `# Title`
   * that repeats it is dropped, and other level-1 headings are written as level 2.
   */
  pageTitle?: string;
}

const languageAliases: Record<string, string> = { js: "javascript", ts: "typescript", sh: "bash", zsh: "bash", py: "python", yml: "yaml", rb: "ruby", rs: "rust", "c++": "cpp", cs: "csharp" };

/** URL schemes kept in links and image sources (GitHub's); relative URLs are always kept. */
const linkProtocols = ["http", "https", "mailto", "xmpp", "irc", "ircs"];
const imageProtocols = ["http", "https"];

function hasAllowedProtocol(url: string, protocols: readonly string[]): boolean {
  const colon = url.indexOf(":");
  const pathStart = url.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && colon > pathStart)) return true;
  return protocols.includes(url.slice(0, colon).toLowerCase());
}

/** What each heading of levels 2-4 gets: a `#` link to itself, written before it closes. */
interface HeadingAnchor {
  id: string;
  text: string;
}

/** Rendered markup of a code block, highlighted before rendering (highlighting is async). */
interface CodeBlockMeta {
  html: string;
  /** Set for a code block in a code group: it is one of the group's tab panels. */
  tab?: Tab;
}

/**
 * TeX between `$…$`, `$$…$$` or in a ```` ```math ```` fence, typeset by KaTeX when the page is
 * rendered, so readers download a stylesheet and fonts, not a script. `$` pairs follow
 * Pandoc's rules (no space just inside, no digit after the closing one), so prices and shell
 * variables stay text. KaTeX writes markup only from its own vocabulary: commands that would
 * write links or HTML (`\href`, `\htmlClass`) need `trust`, left off; the limits bound what a
 * macro may expand to and how large a size may be; invalid TeX is shown as its source in red.
 */
// The package is CommonJS exporting `default`: bundlers hand over the function, Node's own ESM
// loader (scripts run with tsx) the exports object that holds it.
const math = typeof mathPlugin === "function" ? mathPlugin : (mathPlugin as unknown as { default: typeof mathPlugin }).default;
const mathOptions: MarkdownKatexOptions & KatexOptions = { katex, throwOnError: false, strict: "ignore", trust: false, maxExpand: 500, maxSize: 20 };

/**
 * GitHub flavoured markdown: tables, strikethrough, literal autolinks, task lists, footnotes
 * and math. Raw HTML is parsed as CommonMark says (so it ends where GitHub's does) and then
 * dropped: every tag in the output is one the renderer writes, with text and attributes
 * escaped, so there is nothing left to sanitize (tests check the output against an allowlist).
 */
const markdownIt = new MarkdownIt({ html: true, linkify: true }).use(footnote).use(components).use(math, mathOptions);
// Every link is parsed as a link; unsafe URLs lose their href after resolving (below).
markdownIt.validateLink = () => true;
// GitHub links bare `https://…`, addresses and `www.…`, not every word with a dot (`file.md`).
markdownIt.linkify.set({ fuzzyLink: false });
let wwwLinkTail: RegExp | undefined;
markdownIt.linkify.add("www.", {
  validate(text, position, linkify) {
    wwwLinkTail ??= new RegExp(`^${linkify.re.src_host_port_strict}${linkify.re.src_path}`, "i");
    return wwwLinkTail.exec(text.slice(position))?.[0].length ?? 0;
  },
  normalize(match) {
    match.url = `http://${match.url}`;
  },
});

const rules = markdownIt.renderer.rules;
rules.html_block = () => "";
rules.html_inline = () => "";
rules.s_open = () => "<del>";
rules.s_close = () => "</del>";
rules.fence = (tokens, index) => {
  const { html, tab } = tokens[index]!.meta as CodeBlockMeta;
  return tab ? `${tabPanelOpen(tab)}${html}\n</div>\n` : `${html}\n`;
};
rules.code_block = rules.fence;
rules.task_checkbox = (tokens, index) => `<input type="checkbox" disabled${tokens[index]!.meta ? " checked" : ""}> `;
rules.footnote_caption = (tokens, index) => {
  const { id, subId } = tokens[index]!.meta as { id: number; subId: number };
  return subId > 0 ? `${id + 1}:${subId}` : String(id + 1);
};
rules.heading_close = (tokens, index) => {
  const anchor = tokens[index]!.meta as HeadingAnchor | null;
  const link = anchor ? `<a href="#${escapeHtml(anchor.id)}" class="heading-anchor" aria-label="Link to ${escapeHtml(anchor.text)}">#</a>` : "";
  return `${link}</${tokens[index]!.tag}>\n`;
};

function resolveUrls(token: Token, options: RenderOptions) {
  for (const child of token.children ?? []) {
    if (child.type === "link_open") {
      const href = child.attrGet("href") ?? "";
      const resolved = options.resolveLink?.(href) ?? href;
      if (hasAllowedProtocol(resolved, linkProtocols)) child.attrSet("href", resolved);
      else child.attrs = (child.attrs ?? []).filter(([name]) => name !== "href");
    } else if (child.type === "image") {
      // GitHub's `#gh-dark-mode-only` (or `#dark-mode-only`): an image for one color scheme.
      const scheme = /#(?:gh-)?(dark|light)-mode-only$/.exec(child.attrGet("src") ?? "");
      const src = (child.attrGet("src") ?? "").slice(0, scheme?.index);
      if (scheme) child.attrJoin("class", `only-${scheme[1]}`);
      const resolved = options.resolveImage?.(src) ?? src;
      if (hasAllowedProtocol(resolved, imageProtocols)) child.attrSet("src", resolved);
      else child.attrs = (child.attrs ?? []).filter(([name]) => name !== "src");
    }
  }
}

/** Pandoc's rule the math parser lacks: no space just inside the dollars (`$PATH, or $ npm` is text). */
function spacedDollarsAsText(inline: Token) {
  for (const child of inline.children ?? []) {
    if (child.type !== "math_inline" || !/^\s|\s$/.test(child.content)) continue;
    child.type = "text";
    child.content = `$${child.content}$`;
  }
}

const taskMarker = /^\[([ xX])\][ \t]/;

/**
 * A list item whose text starts with `[ ]` or `[x]` becomes a task: a disabled checkbox
 * (checked for `x`) instead of the marker, classes on the item and its list as GitHub writes.
 */
function markTask(tokens: Token[], index: number, list: Token | undefined) {
  const inline = tokens[index]!;
  const first = inline.children?.[0];
  const marker = first?.type === "text" ? taskMarker.exec(first.content) : null;
  if (!first || !marker || !list || tokens[index - 1]?.type !== "paragraph_open" || tokens[index - 2]?.type !== "list_item_open") return;
  first.content = first.content.slice(marker[0].length);
  const checkbox = new Token("task_checkbox", "input", 0);
  checkbox.meta = marker[1] !== " ";
  inline.children!.unshift(checkbox);
  tokens[index - 2]!.attrJoin("class", "task-list-item");
  if (!list.attrGet("class")?.includes("contains-task-list")) list.attrJoin("class", "contains-task-list");
}

/** The language is a fence's info string's first word: `bash [npm]`, `js title="index.js"`, `ts{1,3}`. */
const fenceLanguage = (token: Token) => (token.type === "fence" ? markdownIt.utils.unescapeAll(token.info).trim().split(/[\s[{]/, 1)[0]!.toLowerCase() : "");

/**
 * A generated API reference page's `api-try` block (lib/initializers/openapi/pages.ts): the
 * operation as JSON in an attribute, which lib/site/client/api-try.js turns into a form that
 * sends the request from the reader's browser. Without the script, the call it would make.
 */
function tryItPanel(token: Token) {
  let summary = "";
  try {
    const operation = JSON.parse(token.content) as { method?: unknown; path?: unknown };
    summary = `${String(operation.method ?? "")} ${String(operation.path ?? "")}`.trim();
  } catch {
    summary = "";
  }
  const meta: CodeBlockMeta = { ...(token.meta as Partial<CodeBlockMeta> | null), html: `<div class="api-try" data-operation="${escapeHtml(token.content.trim())}"><p><code>${escapeHtml(summary)}</code></p></div>` };
  token.meta = meta;
}

/**
 * A ```` ```mermaid ```` fence: its source as plain code, which the page's script
 * (lib/site/client/components.js) replaces with the diagram Mermaid draws in the browser.
 */
function diagramBlock(token: Token) {
  const source = escapeHtml(token.content.replace(/\n$/, ""));
  const meta: CodeBlockMeta = { ...(token.meta as Partial<CodeBlockMeta> | null), html: `<div class="diagram" data-mermaid><pre><code>${source}</code></pre></div>` };
  token.meta = meta;
}

/** `showLineNumbers` (Docusaurus) or `lines` (Mintlify) after a fence's language numbers its lines. */
const lineNumbered = (info: string) => /\s(?:showLineNumbers|lines)(?=\s|$)/.test(info);

/**
 * A code block highlighted, with its marked lines (`{1,3-5}`, `[!code …]` comments) and, outside
 * a code group (whose tabs show it), its `title="…"` above it. Returns the code as readers copy it.
 */
async function highlightBlock(token: Token): Promise<string> {
  const declared = fenceLanguage(token);
  const lang = languageAliases[declared] ?? (declared || "text");
  const info = token.type === "fence" ? markdownIt.utils.unescapeAll(token.info) : "";
  const { code, marks } = markLines(token.content.replace(/\n$/, ""), info);
  const previous = token.meta as Partial<CodeBlockMeta> | null;
  const title = previous?.tab ? undefined : fenceTitle(info);
  const highlighted = await highlightCode(code, lang, marks);
  const pre = lineNumbered(info) ? highlighted.replace("<pre ", `<pre class="line-numbers" `) : highlighted;
  const html = title ? `<div class="code-block"><p class="code-title">${escapeHtml(title)}</p>${pre}</div>` : pre;
  const meta: CodeBlockMeta = { ...previous, html };
  token.meta = meta;
  return code;
}

const sameTitle = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Markdown (GitHub flavoured, with the components of ./components.ts) to safe HTML: the one
 * pipeline for the editor preview and for publishing. In one pass over the parsed tokens:
 * heading ids (GitHub's slugs; tab ids share them, so every id of the page is unique), the
 * table of contents, links and images resolved through the caller's resolvers and then limited
 * to safe URL schemes, code highlighted with shiki, and the text for search (math and diagrams
 * add none: their source is not what a reader searches for).
 */
async function renderWithThisCopy(markdown: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const tokens = markdownIt.parse(markdown, {});
  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const text: string[] = [];
  /** The lists the walk is inside, innermost last. */
  const lists: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      lists.push(token);
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") {
      lists.pop();
    } else if (token.type === "inline") {
      markTask(tokens, index, lists.at(-1));
      resolveUrls(token, options);
      spacedDollarsAsText(token);
      text.push(inlineText(token));
    } else if (token.type === "fence" && fenceLanguage(token) === "api-try") {
      tryItPanel(token);
    } else if (token.type === "fence" && fenceLanguage(token) === "math" && !(token.meta as Partial<CodeBlockMeta> | null)?.tab) {
      // GitHub's fenced math: typeset as a `$$` block is (a code group's tab stays code).
      token.type = "math_block";
    } else if (token.type === "fence" && fenceLanguage(token) === "mermaid") {
      diagramBlock(token);
    } else if (token.type === "fence" || token.type === "code_block") {
      text.push(await highlightBlock(token));
    } else if (token.type === "container_tabs_open" || token.type === "container_code-group_open") {
      const group = token.meta as TabGroup;
      assignTabIds(group, (base) => slugger.slug(base));
      text.push(...group.tabs.map((tab) => tab.label));
    } else if (token.type === "heading_open") {
      const headingText = inlineText(tokens[index + 1]!);
      if (options.pageTitle !== undefined && token.tag === "h1") {
        if (index === 0 && sameTitle(headingText, options.pageTitle)) {
          tokens.splice(index, 3);
          index--;
          continue;
        }
        token.tag = tokens[index + 2]!.tag = "h2";
      }
      if (!headingText.trim()) continue;
      const id = slugger.slug(headingText);
      const depth = Number(token.tag.slice(1));
      token.attrSet("id", id);
      if (depth >= 2 && depth <= 4) {
        const anchor: HeadingAnchor = { id, text: headingText };
        tokens[index + 2]!.meta = anchor;
      }
      if (depth === 2 || depth === 3) toc.push({ id, text: headingText, depth });
    }
  }
  return {
    html: markdownIt.renderer.render(tokens, markdownIt.options, {}),
    toc,
    text: text.join(" ").replace(/\s+/g, " ").trim(),
  };
}

/** Where a page's blocks are, as the renderer reads them; lines count from 0. */
export interface MarkdownOutline {
  /** HTML blocks of one line (comments among them), with their text. */
  htmlLines: { line: number; text: string }[];
  /** The lines of code blocks, fenced or indented, whose text is never markdown. */
  codeLines: Set<number>;
  /** Headings with the ids the page gives them. */
  headings: { line: number; depth: number; id: string }[];
}

/** The outline of markdown: its one-line HTML blocks, code lines and headings with their ids. */
export function outlineMarkdown(markdown: string): MarkdownOutline {
  const outline: MarkdownOutline = { htmlLines: [], codeLines: new Set(), headings: [] };
  const tokens = markdownIt.parse(markdown, {});
  const slugger = new GithubSlugger();
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const [start, end] = token.map ?? [0, 0];
    if (token.type === "html_block" && end - start === 1) {
      outline.htmlLines.push({ line: start, text: token.content.trim() });
    } else if (token.type === "fence" || token.type === "code_block") {
      for (let line = start; line < end; line++) outline.codeLines.add(line);
    } else if (token.type === "container_tabs_open" || token.type === "container_code-group_open") {
      assignTabIds(token.meta as TabGroup, (base) => slugger.slug(base));
    } else if (token.type === "heading_open") {
      const headingText = inlineText(tokens[index + 1]!);
      if (headingText.trim()) outline.headings.push({ line: start, depth: Number(token.tag.slice(1)), id: slugger.slug(headingText) });
    }
  }
  return outline;
}

/** Rendered by one copy of this module in production (lib/process-wide.ts): the one start-up warmed up. */
export const renderMarkdown = processWide("renderMarkdown", renderWithThisCopy);
