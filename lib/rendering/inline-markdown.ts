import MarkdownIt from "markdown-it";

/** Markdown's inline marks only (emphasis, code, strikethrough, links); raw HTML stays text. */
const inline = new MarkdownIt("zero").enable(["emphasis", "strikethrough", "backticks", "link", "escape", "entity"]);

// Web and mail links, and paths on the same site: no other scheme reaches an href.
inline.validateLink = (url) => /^(?:https?:|mailto:|\/|#)/i.test(url.trim());

/** A line of text (an announcement) as HTML safe to place in a paragraph. */
export function inlineMarkdownHtml(text: string): string {
  return inline.renderInline(text);
}
