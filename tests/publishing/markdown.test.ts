import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { renderMarkdown, type RenderOptions } from "@/lib/rendering/markdown";

/**
 * Everything the renderer may write: tags, attributes and URL schemes (GitHub's). The renderer
 * does not sanitize its output; these tests show there is nothing to sanitize.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "a", "img", "em", "strong", "del", "code", "pre", "span", "blockquote", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "hr", "br", "input", "sup", "section"],
  allowedAttributes: {
    a: ["href", "title", "id", "class", "aria-label"],
    img: ["src", "alt", "title"],
    ...Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
    pre: ["style", "data-language"],
    span: ["style"],
    th: ["style"],
    td: ["style"],
    input: ["type", "disabled", "checked"],
    li: ["id", "class"],
    ul: ["class"],
    ol: ["class", "start"],
    sup: ["class"],
    section: ["class"],
    hr: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "xmpp", "irc", "ircs"],
  allowedSchemesByTag: { img: ["http", "https"] },
};
const keepEverything: sanitizeHtml.IOptions = { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, allowedSchemesAppliedToAttributes: [] };
const allowedStyle = /^(?:--shiki-[a-z-]+:#?\w+;?)+$|^text-align:(?:left|center|right)$/;

/** Fails when the allowlist would remove anything from the rendered HTML. */
function expectNothingToSanitize(html: string) {
  expect(sanitizeHtml(html, allowlist)).toBe(sanitizeHtml(html, keepEverything));
  for (const [, style] of html.matchAll(/ style="([^"]*)"/g)) expect(style).toMatch(allowedStyle);
}

const hostile = [
  "<script>alert(1)</script>\n\n<img src=x onerror=\"alert(1)\">\n\nInline <b onclick=\"x\">bold</b> <iframe src=\"https://evil.example\"></iframe> <svg onload=alert(1)>",
  "<style>body{display:none}</style>\n\n<!-- comment --> <![CDATA[x]]> <?php echo 1; ?>",
  "[a](javascript:alert(1)) [b](jav&#x61;script:alert(1)) [c](JAVASCRIPT:alert(1)) [d](java\tscript:alert(1)) [e](data:text/html;base64,PHNjcmlwdD4=) [f](vbscript:x) [g](//evil.example)",
  "<javascript:alert(1)> <https://ok.example> [ref][r]\n\n[r]: javascript:alert(1)",
  "![x](\" onerror=\"alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=) ![z](https://ok.example/i.png \"t\\\" onload=\\\"x\")",
  "[t](https://ok.example \"a\\\" onmouseover=\\\"alert(1)\")",
  "## \"><script>alert(1)</script> heading\n\n## <img src=x onerror=alert(1)>",
  "```\"><script>alert(1)</script>\ncode\n```\n\n```js onclick=x\nlet a = 1 < 2 && \"x\";\n```",
  "| <b>a</b> | [x](javascript:y) |\n|---|---|\n| <script>1</script> | ![i](javascript:z) |",
  "Note[^<b>x</b>].\n\n[^<b>x</b>]: <script>alert(1)</script> text",
  "- [ ] <input type=text>\n- [x] done",
  "[x](https://ok.example/a?b=\"><script>)",
];

describe("markdown rendering", () => {
  it("writes only allowlisted tags, attributes and URLs, whatever the input", async () => {
    const resolvers: RenderOptions = { resolveLink: (href) => (href.endsWith(".md") ? `/docs/o/d/${href.slice(0, -3)}` : null), resolveImage: () => null };
    for (const markdown of hostile) {
      const { html } = await renderMarkdown(markdown, resolvers);
      expect(html, markdown).not.toMatch(/<(?:script|iframe|svg|style|b)\b|<input type="text"/i);
      expectNothingToSanitize(html);
    }
  });

  it("renders GitHub flavoured markdown", async () => {
    const { html, toc, text } = await renderMarkdown(
      [
        "# Title",
        "## Install `npm`",
        "Some *text*, **bold**, ~~gone~~, www.example.com and https://example.org, not file.md.",
        "| Left | Right |\n|:---|---:|\n| a | b |",
        "- [ ] todo\n- [x] done",
        "A note[^1].\n\n[^1]: The note.",
        "## Install `npm`",
        "```ts\nconst a = 1;\n```",
      ].join("\n\n"),
    );
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<h2 id="install-npm">Install <code>npm</code><a href="#install-npm" class="heading-anchor" aria-label="Link to Install npm">#</a></h2>');
    expect(html).toContain('<h2 id="install-npm-1">');
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
    expect(html).toContain("not file.md.");
    expect(html).toContain('<th style="text-align:left">Left</th>');
    expect(html).toContain('<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled> todo</li>\n<li class="task-list-item"><input type="checkbox" disabled checked> done</li>');
    expect(html).toMatch(/<sup class="footnote-ref"><a href="#fn1" id="fnref1">1<\/a><\/sup>/);
    expect(html).toContain('data-language="typescript"');
    expect(toc).toEqual([
      { id: "install-npm", text: "Install npm", depth: 2 },
      { id: "install-npm-1", text: "Install npm", depth: 2 },
    ]);
    expect(text).toBe("Title Install npm Some text, bold, gone, www.example.com and https://example.org, not file.md. Left Right a b todo done A note. Install npm const a = 1; The note.");
    expectNothingToSanitize(html);
  });

  it("resolves links and images, then keeps only safe URLs", async () => {
    const { html } = await renderMarkdown("[page](guide.md#run) [out](https://example.com) [bad](javascript:x) ![asset](logo.png) ![gone](asset:missing) ![bad](javascript:y)", {
      resolveLink: (href) => (href.startsWith("guide.md") ? `/docs/o/d/guide${href.slice("guide.md".length)}` : null),
      resolveImage: (src) => (src === "logo.png" ? "/docs/o/d/-/assets/1/logo.png" : null),
    });
    expect(html).toBe('<p><a href="/docs/o/d/guide#run">page</a> <a href="https://example.com">out</a> <a>bad</a> <img src="/docs/o/d/-/assets/1/logo.png" alt="asset"> <img alt="gone"> <img alt="bad"></p>\n');
  });
});
