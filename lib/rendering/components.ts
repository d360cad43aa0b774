import type MarkdownIt from "markdown-it";
import type { RendererRule, StateCore, Token } from "markdown-it";
import container from "markdown-it-container";
import { escapeHtml } from "../html";
import { embedFor, type Embed } from "./embeds";

/**
 * Markdown components of documentation pages, in plain markdown (no MDX): GitHub alerts as
 * callouts, and `:::` containers for tabs, code groups, cards, accordions and steps. Every
 * tag and attribute here is written by the renderer; titles are markdown or escaped text.
 * docs/api/content.md ("Markdown components") documents the syntax and the HTML.
 */

/** One tab of a tab group or code group; ids are given while rendering (they must be unique in the page). */
export interface Tab {
  label: string;
  /** The first tab of a group shows; the others are hidden until chosen. */
  selected: boolean;
  tabId: string;
  panelId: string;
}

export interface TabGroup {
  /** Also the class of the group. */
  kind: "tabs" | "code-group";
  /** Tab groups of one name switch together in the browser (lib/site/client/components.js). */
  name: string;
  /** The accessible name of the tab list. */
  label: string;
  tabs: Tab[];
}

const calloutKinds: Record<string, { kind: string; title: string }> = {
  NOTE: { kind: "note", title: "Note" },
  TIP: { kind: "tip", title: "Tip" },
  IMPORTANT: { kind: "important", title: "Important" },
  WARNING: { kind: "warning", title: "Warning" },
  CAUTION: { kind: "danger", title: "Caution" },
  DANGER: { kind: "danger", title: "Danger" },
};
const calloutMarker = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION|DANGER)\][ \t]*(.*)(?:\n|$)/i;

const containerNames = ["tabs", "tab", "code-group", "cards", "card", "accordion", "accordion-group", "steps", "embed"] as const;
type ContainerName = (typeof containerNames)[number];

/** The text of an inline token as a reader sees it (for headings, labels and search). */
export function inlineText(token: Token): string {
  let text = "";
  for (const child of token.children ?? []) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
  }
  return text;
}

/** Markdown as the text a reader sees, for labels written in tags that take no markup (tab buttons). */
function plainText(state: StateCore, markdown: string): string {
  // A fresh environment: the label adds no footnotes or references to the page.
  const inline = state.md.parseInline(markdown, {})[0];
  return inline ? inlineText(inline).trim() : "";
}

/** The index of the token that closes the one opened at `open`. */
function closeIndex(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    depth += tokens[index]!.nesting;
    if (depth === 0) return index;
  }
  return tokens.length - 1;
}

/** Indexes of the tokens directly inside the block opened at `open` (not inside its children). */
function childIndexes(tokens: Token[], open: number): number[] {
  const children: number[] = [];
  const end = closeIndex(tokens, open);
  for (let index = open + 1; index < end; index = closeIndex(tokens, index) + 1) children.push(index);
  return children;
}

function blockToken(state: StateCore, type: string, tag: string, nesting: -1 | 0 | 1, attrs: [string, string][] = []): Token {
  const token = new state.Token(type, tag, nesting);
  token.block = true;
  if (attrs.length > 0) token.attrs = attrs;
  return token;
}

/** A title as markdown in a tag of its own: the inline token is parsed with the rest of the page. */
function titleTokens(state: StateCore, tag: string, attrs: [string, string][], markdown: string): Token[] {
  const open = blockToken(state, "component_title_open", tag, 1, attrs);
  open.block = false;
  const inline = new state.Token("inline", "", 0);
  inline.content = markdown;
  inline.children = [];
  return [open, inline, blockToken(state, "component_title_close", tag, -1)];
}

/** `> [!NOTE] Optional title` blockquotes become callouts. */
function markCallouts(state: StateCore) {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    const open = tokens[index]!;
    const inline = tokens[index + 2];
    if (open.type !== "blockquote_open" || tokens[index + 1]?.type !== "paragraph_open" || !inline) continue;
    const marker = calloutMarker.exec(inline.content);
    if (!marker) continue;
    const { kind, title } = calloutKinds[marker[1]!.toUpperCase()]!;
    const close = tokens[closeIndex(tokens, index)]!;
    open.type = "callout_open";
    open.tag = "div";
    open.attrs = [
      ["class", `callout callout-${kind}`],
      ["role", "note"],
    ];
    close.type = "callout_close";
    close.tag = "div";
    inline.content = inline.content.slice(marker[0].length);
    // A marker alone in its paragraph leaves no paragraph.
    if (!inline.content.trim()) tokens.splice(index + 1, 3);
    tokens.splice(index + 1, 0, ...titleTokens(state, "p", [["class", "callout-title"]], marker[2]!.trim() || title));
  }
}

/** `:::tab` blocks outside a `::::tabs` group: consecutive ones form a group of their own. */
function groupLooseTabs(state: StateCore) {
  const tokens = state.tokens;
  const open: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index]!.type === "container_tab_open" && open.at(-1) !== "container_tabs_open") {
      let end = closeIndex(tokens, index);
      while (tokens[end + 1]?.type === "container_tab_open") end = closeIndex(tokens, end + 1);
      tokens.splice(end + 1, 0, blockToken(state, "container_tabs_close", "div", -1));
      tokens.splice(index, 0, blockToken(state, "container_tabs_open", "div", 1));
    }
    const token = tokens[index]!;
    if (token.nesting === 1) open.push(token.type);
    else if (token.nesting === -1) open.pop();
  }
}

/** A fence's `title="…"` (or `title='…'`, or `title=word`), if it has one. */
export function fenceTitle(info: string): string | undefined {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  return (title?.[1] ?? title?.[2] ?? title?.[3])?.trim() || undefined;
}

/** A code block's tab label: `[label]` or `title="…"` in its info string, else its language. */
export function codeLabel(info: string): string {
  const bracketed = /\[([^\]]+)\]/.exec(info)?.[1]?.trim();
  if (bracketed) return bracketed;
  const titled = fenceTitle(info);
  if (titled) return titled;
  return info.trim().split(/[\s[{]/, 1)[0] || "Code";
}

/** Tabs and code groups: a tab list written after the group opens, and a panel for each tab. */
function tabGroup(state: StateCore, open: number, kind: TabGroup["kind"], params: string) {
  const tokens = state.tokens;
  const panels = childIndexes(tokens, open)
    .map((index) => tokens[index]!)
    .filter((token) => (kind === "tabs" ? token.type === "container_tab_open" : token.type === "fence"));
  const tabs = panels.map((panel, position): Tab => {
    const label = plainText(state, kind === "tabs" ? containerParams(panel, "tab") : codeLabel(state.md.utils.unescapeAll(panel.info)));
    const tab: Tab = { label: label || `Tab ${position + 1}`, selected: position === 0, tabId: "", panelId: "" };
    panel.meta = { ...panel.meta, tab };
    return tab;
  });
  const group: TabGroup = {
    kind,
    name: params || tabs.map((tab) => tab.label).join("|"),
    label: params || (kind === "tabs" ? "Tabs" : "Code examples"),
    tabs,
  };
  tokens[open]!.meta = group;
  tokens[closeIndex(tokens, open)]!.meta = group;
  const buttons = tabs.map((tab) => {
    const button = blockToken(state, "tab_button", "button", 0);
    button.meta = tab;
    return button;
  });
  const list = blockToken(state, "tab_list_open", "div", 1);
  list.meta = group;
  if (tabs.length > 0) tokens.splice(open + 1, 0, list, ...buttons, blockToken(state, "tab_list_close", "div", -1));
}

/** `:::steps`: an ordered list (each item a step) or headings (each heading and what follows it a step). */
function steps(state: StateCore, open: number) {
  const tokens = state.tokens;
  const children = childIndexes(tokens, open);
  const firstHeading = children.map((index) => tokens[index]!).find((token) => token.type === "heading_open");
  tokens[open]!.attrs = [["class", "steps"]];
  if (!firstHeading) {
    const lists = children.map((index) => tokens[index]!).filter((token) => token.type === "ordered_list_open");
    for (const list of lists) list.attrJoin("class", "steps");
    // The lists are the steps: the container writes nothing itself.
    if (lists.length > 0) tokens[open]!.tag = tokens[closeIndex(tokens, open)]!.tag = "";
    return;
  }
  // From the last step back, so the indexes still to visit stay valid.
  let stepEnd = closeIndex(tokens, open);
  for (const index of children.reverse()) {
    const token = tokens[index]!;
    if (token.type !== "heading_open" || token.tag !== firstHeading.tag) continue;
    tokens.splice(stepEnd, 0, blockToken(state, "step_close", "div", -1));
    tokens.splice(index, 0, blockToken(state, "step_open", "div", 1, [["class", "step"]]));
    stepEnd = index;
  }
}

/** The text after a container's name: `:::card Title` → `Title`. */
function containerParams(token: Token, name: string): string {
  return token.info.trim().slice(name.length).trim();
}

function transformContainers(state: StateCore) {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const name = /^container_(.+)_open$/.exec(token.type)?.[1] as ContainerName | undefined;
    if (!name) continue;
    const params = containerParams(token, name);
    const titled = (tag: string, attrs: [string, string][], title: string) => tokens.splice(index + 1, 0, ...titleTokens(state, tag, attrs, title));
    switch (name) {
      case "tabs":
      case "code-group":
        tabGroup(state, index, name, params);
        break;
      case "cards": {
        const columns = Number(params);
        token.attrs = [["class", Number.isInteger(columns) && columns >= 1 && columns <= 4 ? `cards cards-${columns}` : "cards"]];
        break;
      }
      case "card":
        token.attrs = [["class", "card"]];
        if (params) titled("p", [["class", "card-title"]], params);
        break;
      case "accordion":
        token.tag = tokens[closeIndex(tokens, index)]!.tag = "details";
        token.attrs = [["class", "accordion"]];
        titled("summary", [], params || "Details");
        break;
      case "accordion-group":
        token.attrs = [["class", "accordion-group"]];
        break;
      case "steps":
        steps(state, index);
        break;
      case "embed": {
        const meta: EmbedMeta = { address: params, embed: embedFor(params), captioned: closeIndex(tokens, index) > index + 1 };
        token.meta = tokens[closeIndex(tokens, index)]!.meta = meta;
        break;
      }
    }
  }
}

/** Gives each tab of a group ids unique in the page, from its label. */
export function assignTabIds(group: TabGroup, uniqueId: (base: string) => string) {
  for (const tab of group.tabs) {
    tab.tabId = uniqueId(`tab-${tab.label}`);
    tab.panelId = uniqueId(`${tab.tabId}-panel`);
  }
}

/** The opening tag of a tab's panel. */
export function tabPanelOpen(tab: Tab): string {
  return `<div role="tabpanel" id="${escapeHtml(tab.panelId)}" aria-labelledby="${escapeHtml(tab.tabId)}" tabindex="0"${tab.selected ? "" : " hidden"}>\n`;
}

/** A tag from a token's tag and attributes (an empty value is written as a bare attribute); no tag writes nothing. */
const renderTag: RendererRule = (tokens, index) => {
  const token = tokens[index]!;
  if (!token.tag) return "";
  const newline = token.block ? "\n" : "";
  if (token.nesting === -1) return `</${token.tag}>${newline}`;
  const attrs = (token.attrs ?? []).map(([name, value]) => (value ? ` ${name}="${escapeHtml(value)}"` : ` ${name}`)).join("");
  return `<${token.tag}${attrs}>${newline}`;
};

const renderTabGroup: RendererRule = (tokens, index) => {
  const token = tokens[index]!;
  const group = token.meta as TabGroup;
  if (group.tabs.length === 0) return "";
  if (token.nesting === -1) return "</div>\n";
  return `<div class="${group.kind}" data-tabs data-group="${escapeHtml(group.name)}">\n`;
};

const renderTabList: RendererRule = (tokens, index) => `<div role="tablist" aria-label="${escapeHtml((tokens[index]!.meta as TabGroup).label)}">\n`;

const renderTabButton: RendererRule = (tokens, index) => {
  const tab = tokens[index]!.meta as Tab;
  const { selected } = tab;
  return `<button type="button" role="tab" id="${escapeHtml(tab.tabId)}" aria-selected="${selected}" aria-controls="${escapeHtml(tab.panelId)}" tabindex="${selected ? 0 : -1}">${escapeHtml(tab.label)}</button>\n`;
};

const renderTabPanel: RendererRule = (tokens, index) => {
  const token = tokens[index]!;
  return token.nesting === 1 ? tabPanelOpen((token.meta as { tab: Tab }).tab) : "</div>\n";
};

/**
 * A card whose title is one link is a link as a whole (the stylesheet stretches the title's
 * link over the card). Links are resolved before rendering, so an unsafe one has no href.
 */
const renderCard: RendererRule = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (token.nesting === 1) {
    const children = tokens[index + 1]?.type === "component_title_open" ? (tokens[index + 2]?.children ?? []) : [];
    const linked = children[0]?.type === "link_open" && children.at(-1)?.type === "link_close" && children.filter((child) => child.type === "link_open").length === 1;
    if (linked && children[0]!.attrGet("href")) token.attrJoin("class", "card-linked");
  }
  return renderTag(tokens, index, options, env, self);
};

interface EmbedMeta {
  /** The address after `:::embed`. */
  address: string;
  embed: Embed | null;
  /** Whether the container holds a caption. */
  captioned: boolean;
}

/**
 * `:::embed <address>` with an optional caption inside: a YouTube, Vimeo or Loom video in a
 * lazily loaded frame named by its caption; any other web address is a link, anything else
 * text. The caption renders as the figure's caption (or, without a player, as it is).
 */
const renderEmbed: RendererRule = (tokens, index) => {
  const token = tokens[index]!;
  const { address, embed, captioned } = token.meta as EmbedMeta;
  if (!embed) {
    if (token.nesting === -1) return "";
    const isWebAddress = /^https?:\/\//i.test(address);
    return isWebAddress ? `<p class="embed-link"><a href="${escapeHtml(address)}">${escapeHtml(address)}</a></p>\n` : `<p>${escapeHtml(address)}</p>\n`;
  }
  if (token.nesting === -1) return captioned ? "</figcaption>\n</figure>\n" : "</figure>\n";
  const caption = captioned ? inlineText(tokens.slice(index + 1).find((child) => child.type === "inline") ?? token).trim() : "";
  const frame =
    `<div class="embed-frame"><iframe src="${escapeHtml(embed.src)}" title="${escapeHtml(caption || `${embed.provider} video`)}" loading="lazy" ` +
    `allow="autoplay; encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div>`;
  return `<figure class="embed">${frame}\n${captioned ? "<figcaption>\n" : ""}`;
};

/** Adds the components' parsing and rendering to a markdown-it instance. */
export function components(md: MarkdownIt) {
  const rules = md.renderer.rules;
  for (const name of containerNames) {
    // The plugin's types describe markdown-it's CommonJS build; the instance is the same.
    container(md as unknown as Parameters<typeof container>[0], name, { validate: (params) => params.trim().split(/\s/, 1)[0] === name });
    const render = name === "tabs" || name === "code-group" ? renderTabGroup : name === "tab" ? renderTabPanel : name === "card" ? renderCard : name === "embed" ? renderEmbed : renderTag;
    rules[`container_${name}_open`] = rules[`container_${name}_close`] = render;
  }
  md.core.ruler.after("block", "components", (state) => {
    markCallouts(state);
    groupLooseTabs(state);
    transformContainers(state);
  });
  for (const type of ["callout_open", "callout_close", "component_title_open", "component_title_close", "step_open", "step_close", "tab_list_close"]) rules[type] = renderTag;
  rules.tab_list_open = renderTabList;
  rules.tab_button = renderTabButton;
}
