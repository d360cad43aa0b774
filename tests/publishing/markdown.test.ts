import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { pagePassages } from "@/lib/publishing/passages";
import { renderMarkdown, type RenderOptions } from "@/lib/rendering/markdown";
import { describe as pageDescription } from "@/lib/site/page-html";

/**
 * Everything the renderer may write: tags, attributes and URL schemes (GitHub's). The renderer
 * does not sanitize its output; these tests show there is nothing to sanitize.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "a", "img", "em", "strong", "del", "code", "pre", "span", "blockquote", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"],
    ...["hr", "br", "input", "sup", "section", "div", "button", "details", "summary", "figure", "figcaption", "iframe"],
  ],
  allowedAttributes: {
    a: ["href", "title", "id", "class", "aria-label"],
    img: ["src", "alt", "title", "class"],
    ...Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
    pre: ["style", "data-language", "class"],
    span: ["style", "class"],
    th: ["style"],
    td: ["style"],
    input: ["type", "disabled", "checked"],
    li: ["id", "class"],
    ul: ["class"],
    ol: ["class", "start"],
    sup: ["class"],
    section: ["class"],
    hr: ["class"],
    p: ["class"],
    div: ["class", "role", "id", "aria-label", "aria-labelledby", "tabindex", "hidden", "data-tabs", "data-group", "data-operation", "data-mermaid"],
    button: ["type", "role", "id", "aria-selected", "aria-controls", "tabindex"],
    details: ["class"],
    figure: ["class"],
    iframe: ["src", "title", "loading", "allow", "referrerpolicy", "allowfullscreen"],
  },
  allowedSchemes: ["http", "https", "mailto", "xmpp", "irc", "ircs"],
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com", "www.loom.com"],
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
  "> [!NOTE] <script>alert(1)</script> <b onclick=x>title</b> [t](javascript:alert(1))\n> <script>alert(2)</script> body [x](javascript:alert(1))",
  '::::tabs <script>alert(1)</script>"><b>\n:::tab <script>alert(1)</script>"><img src=x onerror=alert(1)>\n<script>alert(2)</script>\n\n[x](javascript:alert(1))\n:::\n::::',
  ':::code-group "><script>\n```js title="\\"><script>alert(1)</script>"\nx\n```\n```bash [<img src=x onerror=alert(1)>]\ny\n```\n:::',
  "::::cards 3\"><script>\n:::card [t](javascript:alert(1))\n<script>alert(1)</script>\n:::\n:::card <script>alert(1)</script><iframe src=x></iframe>\n[x](vbscript:y)\n:::\n::::",
  "::::accordion-group\n:::accordion <script>alert(1)</script><b onclick=x>q</b>\n<iframe src=x></iframe> [x](javascript:y)\n:::\n::::",
  ":::steps\n### <script>x</script> step\n<script>y</script>\n\n1. [x](javascript:z)\n:::",
  ':::embed javascript:alert(1)\n<script>alert(1)</script>\n:::\n\n:::embed https://evil.example/"><iframe src=x>\n:::\n\n:::embed https://youtube.com/watch?v="><script>\n:::',
];

describe("markdown rendering", () => {
  it("writes only allowlisted tags, attributes and URLs, whatever the input", async () => {
    const resolvers: RenderOptions = { resolveLink: (href) => (href.endsWith(".md") ? `/docs/o/d/${href.slice(0, -3)}` : null), resolveImage: () => null };
    for (const markdown of hostile) {
      const { html } = await renderMarkdown(markdown, resolvers);
      expect(html, markdown).not.toMatch(/<(?:script|iframe|svg|style|b)\b|<input type="text"|href="(?:javascript|vbscript)/i);
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

  it("shows an image marked #gh-dark-mode-only or #light-mode-only in that color scheme only, resolved without the mark", async () => {
    const { html } = await renderMarkdown("![Dark](logo.png#gh-dark-mode-only) ![Light](https://example.com/l.png#light-mode-only) ![Both](logo.png#top)", {
      resolveImage: (src) => (src === "logo.png" ? "/docs/o/d/-/assets/1/logo.png" : null),
    });
    expect(html).toBe(
      '<p><img src="/docs/o/d/-/assets/1/logo.png" alt="Dark" class="only-dark"> <img src="https://example.com/l.png" alt="Light" class="only-light"> <img src="logo.png#top" alt="Both"></p>\n',
    );
    expectNothingToSanitize(html);
  });
});

/** The HTML with highlighted code blocks shortened to their language. */
const withoutCode = (html: string) => html.replace(/<pre [^>]*data-language="([^"]+)"[^]*?<\/pre>/g, '<pre data-language="$1">…</pre>');

describe("markdown components", () => {
  it("renders GitHub alerts as callouts, with a title of their own or their kind's", async () => {
    const { html } = await renderMarkdown("> [!NOTE]\n> Read **this**.\n\n> [!TIP] Faster `builds`\n> Cache them.");
    expect(html).toBe(
      [
        '<div class="callout callout-note" role="note">',
        '<p class="callout-title">Note</p>',
        "<p>Read <strong>this</strong>.</p>",
        "</div>",
        '<div class="callout callout-tip" role="note">',
        '<p class="callout-title">Faster <code>builds</code></p>',
        "<p>Cache them.</p>",
        "</div>",
        "",
      ].join("\n"),
    );
    const kinds = await renderMarkdown(["IMPORTANT", "WARNING", "CAUTION", "danger"].map((kind) => `> [!${kind}]\n>\n> Text.`).join("\n\n"));
    expect([...kinds.html.matchAll(/class="callout (callout-\w+)" role="note">\n<p class="callout-title">(\w+)</g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
      "callout-important Important",
      "callout-warning Warning",
      "callout-danger Caution",
      "callout-danger Danger",
    ]);
    expect(kinds.html).not.toContain("<p></p>");
    expect((await renderMarkdown("> [!FOO]\n> Text.\n\n> Quote.")).html).toBe("<blockquote>\n<p>[!FOO]\nText.</p>\n</blockquote>\n<blockquote>\n<p>Quote.</p>\n</blockquote>\n");
  });

  it("renders tabs as an accessible tab list with a panel each, the first one shown", async () => {
    const { html } = await renderMarkdown("::::tabs Package manager\n:::tab npm\nRun `npm i`.\n:::\n:::tab pnpm\nRun `pnpm i`.\n:::\n::::");
    expect(html).toBe(
      [
        '<div class="tabs" data-tabs data-group="Package manager">',
        '<div role="tablist" aria-label="Package manager">',
        '<button type="button" role="tab" id="tab-npm" aria-selected="true" aria-controls="tab-npm-panel" tabindex="0">npm</button>',
        '<button type="button" role="tab" id="tab-pnpm" aria-selected="false" aria-controls="tab-pnpm-panel" tabindex="-1">pnpm</button>',
        "</div>",
        '<div role="tabpanel" id="tab-npm-panel" aria-labelledby="tab-npm" tabindex="0">',
        "<p>Run <code>npm i</code>.</p>",
        "</div>",
        '<div role="tabpanel" id="tab-pnpm-panel" aria-labelledby="tab-pnpm" tabindex="0" hidden>',
        "<p>Run <code>pnpm i</code>.</p>",
        "</div>",
        "</div>",
        "",
      ].join("\n"),
    );
    // Without a name, the group is named by its labels and the list gets a generic name.
    const unnamed = await renderMarkdown(":::tab macOS\nA\n:::\n:::tab Windows\nB\n:::");
    expect(unnamed.html).toContain('<div class="tabs" data-tabs data-group="macOS|Windows">\n<div role="tablist" aria-label="Tabs">');
    expect(unnamed.html.match(/role="tabpanel"/g)).toHaveLength(2);
  });

  it("renders a code group as tabs labelled by each block's [label], title or language", async () => {
    const { html, text } = await renderMarkdown(':::code-group\n```bash [npm]\nnpm i\n```\n```js title="index.js"\nlet a;\n```\n```ts\nlet b;\n```\n:::');
    expect(withoutCode(html)).toBe(
      [
        '<div class="code-group" data-tabs data-group="npm|index.js|ts">',
        '<div role="tablist" aria-label="Code examples">',
        '<button type="button" role="tab" id="tab-npm" aria-selected="true" aria-controls="tab-npm-panel" tabindex="0">npm</button>',
        '<button type="button" role="tab" id="tab-indexjs" aria-selected="false" aria-controls="tab-indexjs-panel" tabindex="-1">index.js</button>',
        '<button type="button" role="tab" id="tab-ts" aria-selected="false" aria-controls="tab-ts-panel" tabindex="-1">ts</button>',
        "</div>",
        '<div role="tabpanel" id="tab-npm-panel" aria-labelledby="tab-npm" tabindex="0">',
        '<pre data-language="bash">…</pre>',
        "</div>",
        '<div role="tabpanel" id="tab-indexjs-panel" aria-labelledby="tab-indexjs" tabindex="0" hidden>',
        '<pre data-language="javascript">…</pre>',
        "</div>",
        '<div role="tabpanel" id="tab-ts-panel" aria-labelledby="tab-ts" tabindex="0" hidden>',
        '<pre data-language="typescript">…</pre>',
        "</div>",
        "</div>",
        "",
      ].join("\n"),
    );
    expect(text).toBe("npm index.js ts npm i let a; let b;");
  });

  it("nests blocks inside tabs: code, callouts, headings", async () => {
    const { html, toc } = await renderMarkdown("::::tabs\n:::tab First\n## Setup\n\n```ts\nlet a = 1;\n```\n\n> [!WARNING]\n> Careful.\n:::\n:::tab Second\nText.\n:::\n::::");
    const firstPanel = /<div role="tabpanel" id="tab-first-panel"[^>]*>\n([^]*?)\n<\/div>\n<div role="tabpanel"/.exec(html)?.[1] ?? "";
    expect(firstPanel).toMatch(/^<h2 id="setup">Setup<a [^>]+>#<\/a><\/h2>\n<pre [^>]*data-language="typescript">[^]*<\/pre>\n<div class="callout callout-warning" role="note">\n<p class="callout-title">Warning<\/p>\n<p>Careful.<\/p>\n<\/div>$/);
    expect(toc).toEqual([{ id: "setup", text: "Setup", depth: 2 }]);
    expectNothingToSanitize(html);
  });

  it("gives every tab and panel an id unique in the page, the same for the same input", async () => {
    const markdown = "## Tab npm\n\n:::code-group\n```bash [npm]\nnpm i\n```\n```bash [pnpm]\npnpm i\n```\n:::\n\n::::tabs\n:::tab npm\nA\n:::\n:::tab pnpm\nB\n:::\n::::";
    const { html } = await renderMarkdown(markdown);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    // The heading came first: the tabs' ids step around it.
    expect(ids).toEqual(["tab-npm", "tab-npm-1", "tab-pnpm", "tab-npm-1-panel", "tab-pnpm-panel", "tab-npm-2", "tab-pnpm-1", "tab-npm-2-panel", "tab-pnpm-1-panel"]);
    for (const [, controls] of html.matchAll(/aria-controls="([^"]+)"/g)) expect(ids).toContain(controls);
    for (const [, labelledBy] of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(ids).toContain(labelledBy);
    expect((await renderMarkdown(markdown)).html).toBe(html);
  });

  it("renders cards in a grid, linked through the page's link resolver", async () => {
    const resolveLink = (href: string) => (href.endsWith(".md") ? `/docs/o/d/${href.slice(0, -3)}` : null);
    const { html } = await renderMarkdown("::::cards 3\n:::card [Install](install.md)\nGet **set up**.\n:::\n:::card Concepts\nRead [more](https://example.com).\n:::\n:::card [Bad](javascript:alert(1))\nNo link.\n:::\n::::", { resolveLink });
    expect(html).toBe(
      [
        '<div class="cards cards-3">',
        '<div class="card card-linked">',
        '<p class="card-title"><a href="/docs/o/d/install">Install</a></p>',
        "<p>Get <strong>set up</strong>.</p>",
        "</div>",
        '<div class="card">',
        '<p class="card-title">Concepts</p>',
        '<p>Read <a href="https://example.com">more</a>.</p>',
        "</div>",
        '<div class="card">',
        '<p class="card-title"><a>Bad</a></p>',
        "<p>No link.</p>",
        "</div>",
        "</div>",
        "",
      ].join("\n"),
    );
    expect((await renderMarkdown("::::cards\n:::card\nUntitled.\n:::\n::::\n\n::::cards 9\n::::")).html).toBe('<div class="cards">\n<div class="card">\n<p>Untitled.</p>\n</div>\n</div>\n<div class="cards">\n</div>\n');
    expect((await renderMarkdown(":::card [Alone](https://example.com)\nText.\n:::")).html).toBe('<div class="card card-linked">\n<p class="card-title"><a href="https://example.com">Alone</a></p>\n<p>Text.</p>\n</div>\n');
  });

  it("renders accordions as details, alone or in a group", async () => {
    expect((await renderMarkdown(":::accordion Is it *free*?\nYes.\n:::")).html).toBe('<details class="accordion">\n<summary>Is it <em>free</em>?</summary>\n<p>Yes.</p>\n</details>\n');
    expect((await renderMarkdown("::::accordion-group\n:::accordion One?\nA.\n:::\n:::accordion\nB.\n:::\n::::")).html).toBe(
      '<div class="accordion-group">\n<details class="accordion">\n<summary>One?</summary>\n<p>A.</p>\n</details>\n<details class="accordion">\n<summary>Details</summary>\n<p>B.</p>\n</details>\n</div>\n',
    );
  });

  it("renders steps from an ordered list or from headings, which keep their ids and anchors", async () => {
    expect((await renderMarkdown(":::steps\n1. Install.\n2. Run.\n:::")).html).toBe('<ol class="steps">\n<li>Install.</li>\n<li>Run.</li>\n</ol>\n');
    const { html, toc } = await renderMarkdown(":::steps\n### Install\nRun the installer.\n#### Details\nMore.\n### Run\nStart it.\n:::");
    expect(html).toBe(
      [
        '<div class="steps">',
        '<div class="step">',
        '<h3 id="install">Install<a href="#install" class="heading-anchor" aria-label="Link to Install">#</a></h3>',
        "<p>Run the installer.</p>",
        '<h4 id="details">Details<a href="#details" class="heading-anchor" aria-label="Link to Details">#</a></h4>',
        "<p>More.</p>",
        "</div>",
        '<div class="step">',
        '<h3 id="run">Run<a href="#run" class="heading-anchor" aria-label="Link to Run">#</a></h3>',
        "<p>Start it.</p>",
        "</div>",
        "</div>",
        "",
      ].join("\n"),
    );
    expect(toc).toEqual([
      { id: "install", text: "Install", depth: 3 },
      { id: "run", text: "Run", depth: 3 },
    ]);
  });

  it("leaves unknown containers as text", async () => {
    const { html } = await renderMarkdown(":::foo Title\nSome *text*.\n:::\n\n:::\nx");
    expect(html).toBe("<p>:::foo Title\nSome <em>text</em>.\n:::</p>\n<p>:::\nx</p>\n");
  });

  it("strips scripts and unsafe links inside every component", async () => {
    const { html } = await renderMarkdown(
      [
        "> [!NOTE] <script>alert(1)</script>Title",
        "> <script>alert(2)</script>[x](javascript:alert(3))",
        "",
        "::::tabs",
        ":::tab <script>alert(4)</script>npm",
        "<script>alert(5)</script>",
        ":::",
        "::::",
        "",
        ":::card [Go](javascript:alert(6))",
        "<script>alert(7)</script>",
        ":::",
        "",
        ":::accordion <script>alert(8)</script>Q",
        "[x](javascript:alert(9))",
        ":::",
      ].join("\n"),
    );
    // Tags are dropped and the text between them kept, as everywhere else in the page.
    expect(html).not.toMatch(/script|alert\([2357]\)|href="javascript/);
    expect(html).toContain('<p class="callout-title">alert(1)Title</p>');
    expect(html).toContain('aria-controls="tab-alert4npm-panel" tabindex="0">alert(4)npm</button>');
    expect(html).toContain('<p class="card-title"><a>Go</a></p>');
    expect(html).toContain("<summary>alert(8)Q</summary>\n<p><a>x</a></p>");
    expectNothingToSanitize(html);
  });
});

/** What KaTeX writes: its spans, MathML for assistive technology, and SVG for stretchy marks. */
const mathTags = new Set(["p", "span", "math", "semantics", "annotation", "svg", "path", "line"]);
const mathMlTag = /^m[a-z]+$/;
const mathAttributes = new Set(
  ["class", "style", "title", "aria-hidden", "xmlns", "display", "encoding", "accent", "accentunder", "stretchy", "fence", "minsize", "maxsize", "mathcolor", "mathbackground", "mathvariant"].concat(
    ["scriptlevel", "displaystyle", "width", "height", "depth", "lspace", "voffset", "notation", "rowspacing", "columnalign", "columnspacing", "linethickness"],
    ["viewBox", "preserveAspectRatio", "d", "x1", "y1", "x2", "y2", "stroke-width"],
  ),
);
const mathStyle = /^[a-z-]+:(?:-?[\d.]+em|#[0-9a-f]{3,8}|[a-z]+)$/;

/** Fails on any tag, attribute or style outside KaTeX's vocabulary. */
function expectOnlyMathMarkup(html: string) {
  const tags = [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)];
  // Every tag is one read here: none has an attribute written any other way.
  expect(tags).toHaveLength(html.match(/<[a-zA-Z]/g)!.length);
  for (const [, tag, attributes] of tags) {
    expect(mathTags.has(tag!) || mathMlTag.test(tag!), tag).toBe(true);
    for (const [, name] of attributes!.matchAll(/\s([\w:-]+)(?:="[^"]*")?/g)) expect(mathAttributes.has(name!), `${tag} ${name}`).toBe(true);
  }
  for (const [, style] of html.matchAll(/ style="([^"]*)"/g)) {
    for (const declaration of style!.split(";").filter(Boolean)) expect(declaration).toMatch(mathStyle);
  }
}

describe("math", () => {
  it("typesets $…$, $$…$$ and ```math with KaTeX, in HTML and MathML", async () => {
    const { html, text } = await renderMarkdown("Euler: $e^{i\\pi}+1=0$.\n\n$$\n\\frac{1}{2}\n$$\n\n```math\n\\sqrt{2}\n```");
    expect(html).toMatch(/^<p>Euler: <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">.*<annotation encoding="application\/x-tex">e\^\{i\\pi\}\+1=0<\/annotation>/);
    expect(html).toContain('<span class="katex-html" aria-hidden="true">');
    expect(html.match(/<p class="katex-block"><span class="katex-display">/g)).toHaveLength(2);
    expect(html).toContain("<mfrac><mn>1</mn><mn>2</mn></mfrac>");
    expect(html).toContain("<msqrt><mn>2</mn></msqrt>");
    expect(html).not.toContain("<pre");
    // Formulas are not what readers search for.
    expect(text).toBe("Euler: .");
  });

  it("reads as TeX in the page's description and Ask AI's passages", async () => {
    const { html } = await renderMarkdown("The error is $\\varepsilon < \\frac{1}{n}$ at most.\n\n## Bound\n\n$$\n\\sum_i x_i \\le 1\n$$\n\nDone.");
    expect(pageDescription(html, null)).toBe("The error is $\\varepsilon < \\frac{1}{n}$ at most.");
    expect(pagePassages("Errors", html)).toEqual([
      { anchor: null, heading: "Errors", text: "The error is $\\varepsilon < \\frac{1}{n}$ at most." },
      { anchor: "bound", heading: "Bound", text: "$\\sum_i x_i \\le 1$\n\nDone." },
    ]);
  });

  it("leaves prices, shell variables and code as text", async () => {
    const { html } = await renderMarkdown("It costs $5 and $10. Set $HOME and $PATH, or $ npm start. `$x$`\n\n```bash\necho $a$\n```");
    expect(html).not.toContain("katex");
    expect(html).toContain("<p>It costs $5 and $10. Set $HOME and $PATH, or $ npm start. <code>$x$</code></p>");
  });

  it("shows invalid TeX as its source, and writes nothing outside KaTeX's vocabulary whatever the TeX", async () => {
    const invalid = await renderMarkdown("$\\frac{1$");
    expect(invalid.html).toMatch(/<span class="katex-error" title="ParseError: [^"]*" style="color:#cc0000">\\frac\{1<\/span>/);
    const hostile = [
      "$\\href{javascript:alert(1)}{x}$ $\\url{javascript:alert(1)}$ $\\includegraphics{https://evil.example/x.png}$",
      "$\\htmlStyle{background:url(x)}{x}$ $\\htmlClass{skip-link}{x}$ $\\htmlId{content}{x}$ $\\htmlData{a=b}{x}$",
      "$\\color{red;background:url(x)}{a}$ $\\colorbox{#f00\" onmouseover=\"x}{a}$ $\\text{<img src=x onerror=alert(1)>}$ $\\mathrm{\"><script>alert(1)</script>}$",
      "$\\def\\a{\\a\\a}\\a$ $\\rule{1000em}{1000em}$ $\\hspace{100000em}$",
      "$$\n</p><script>alert(1)</script>\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\n$$",
      String.raw`$\sqrt[3]{x} \overrightarrow{AB} \overbrace{a+b}^{n} \color{#f00}{r} \colorbox{red}{x} \fbox{f} \cancel{x} \boxed{y} \mathbb{R} \xrightarrow{f} \widehat{abc} \left(\frac{a}{b}\right) \binom{n}{k} \phantom{x}$`,
    ];
    for (const markdown of hostile) {
      const { html } = await renderMarkdown(markdown);
      expect(html, markdown).not.toMatch(/<(?:script|img|a|iframe)\b/i);
      expectOnlyMathMarkup(html);
    }
  });
});

describe("code blocks", () => {
  /** Each line of the block's code as its class (or "-") and text. */
  const lines = (html: string) =>
    [...(/<code>([^]*?)<\/code>/.exec(html)?.[1] ?? "").split("\n")].map((line) => `${/^<span class="([^"]+)"/.exec(line)?.[1] ?? "-"} ${line.replace(/<[^>]+>/g, "")}`);

  it("shows a title above the block, and highlights the lines {…} names", async () => {
    const { html } = await renderMarkdown('```ts title="src/app.ts" {1,3-4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n```');
    expect(html).toMatch(/^<div class="code-block"><p class="code-title">src\/app\.ts<\/p><pre [^>]*data-language="typescript"><code>/);
    expect(lines(html)).toEqual(["line-highlighted const a = 1;", "- const b = 2;", "line-highlighted const c = 3;", "line-highlighted const d = 4;", "- const e = 5;"]);
    expectNothingToSanitize(html);
  });

  it("marks lines by their [!code …] comments and takes the comments out of the code", async () => {
    const { html, text } = await renderMarkdown(
      "```js\nconst port = 3000; // [!code --]\nconst port = 8080; // [!code ++]\nlisten(port); // [!code highlight]\n```\n\n```python\nx = 1  # [!code hl]\n```\n\n```html\n<p>Hi</p> <!-- [!code ++] -->\n```",
    );
    expect(lines(html)).toEqual(["line-removed const port = 3000;", "line-added const port = 8080;", "line-highlighted listen(port);"]);
    expect(html).not.toContain("[!code");
    expect(html).toContain('<span class="line-highlighted">');
    expect(html).toContain('<span class="line-added"><span style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3">&lt;</span>');
    expect(text).toBe("const port = 3000; const port = 8080; listen(port); x = 1 <p>Hi</p>");
  });

  it("numbers the lines of blocks whose language is followed by showLineNumbers or lines", async () => {
    for (const fence of ["```ts showLineNumbers", "```ts lines {2}", '```ts title="a.ts" lines']) {
      const { html } = await renderMarkdown(`${fence}\nconst a = 1;\nconst b = 2;\n\`\`\``);
      expect(html).toMatch(/<pre class="line-numbers" style="[^"]+" data-language="typescript"><code>/);
      expectNothingToSanitize(html);
    }
    // A language named like the option is a language; a word containing it is not the option.
    for (const fence of ["```lines", "```ts outlines", "```ts showLineNumbersX"]) expect((await renderMarkdown(`${fence}\nx\n\`\`\``)).html).not.toContain("line-numbers");
  });

  it("leaves a code group's titles to its tabs, escapes titles, and bounds ranges", async () => {
    const grouped = await renderMarkdown(':::code-group\n```ts title="a.ts" {1}\nx\n```\n:::');
    expect(grouped.html).not.toContain("code-title");
    expect(grouped.html).toContain('<code><span class="line-highlighted">');
    const hostile = await renderMarkdown('```js title="<script>alert(1)</script>" {1-99999999999}\nx\n```');
    expect(hostile.html).toContain('<p class="code-title">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(lines(hostile.html)).toEqual(["line-highlighted x"]);
    expectNothingToSanitize(hostile.html);
  });
});

describe("embeds", () => {
  it("embeds YouTube, Vimeo and Loom players in lazy frames named by their caption", async () => {
    const { html, text } = await renderMarkdown(
      [
        ":::embed https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s\nProduct **tour** (2 min)\n:::",
        ":::embed https://youtu.be/dQw4w9WgXcQ\n:::",
        ":::embed https://vimeo.com/76979871\n:::",
        ":::embed https://www.loom.com/share/0123456789abcdef0123456789abcdef?sid=x\n:::",
      ].join("\n\n"),
    );
    const frames = [...html.matchAll(/<iframe src="([^"]+)" title="([^"]+)" loading="lazy"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(frames).toEqual([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65 Product tour (2 min)",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ YouTube video",
      "https://player.vimeo.com/video/76979871?dnt=1 Vimeo video",
      "https://www.loom.com/embed/0123456789abcdef0123456789abcdef Loom video",
    ]);
    expect(html).toContain('allowfullscreen></iframe></div>\n<figcaption>\n<p>Product <strong>tour</strong> (2 min)</p>\n</figcaption>\n</figure>\n<figure class="embed">');
    expect(text).toBe("Product tour (2 min)");
    expectNothingToSanitize(html);
  });

  it("writes any other web address as a link and anything else as text", async () => {
    const { html } = await renderMarkdown(":::embed https://example.com/tour\nThe tour.\n:::\n\n:::embed https://youtube.com/watch?v=short\n:::\n\n:::embed javascript:alert(1)\n:::");
    expect(html).toBe(
      '<p class="embed-link"><a href="https://example.com/tour">https://example.com/tour</a></p>\n<p>The tour.</p>\n' +
        '<p class="embed-link"><a href="https://youtube.com/watch?v=short">https://youtube.com/watch?v=short</a></p>\n<p>javascript:alert(1)</p>\n',
    );
  });
});

describe("diagrams", () => {
  it("writes a ```mermaid fence as its escaped source, for the page's script to draw", async () => {
    const { html, text } = await renderMarkdown("```mermaid\nflowchart LR\n  A[\"<script>alert(1)</script>\"] --> B & C\n```");
    expect(html).toBe('<div class="diagram" data-mermaid><pre><code>flowchart LR\n  A[&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;] --&gt; B &amp; C</code></pre></div>\n');
    expect(text).toBe("");
    expectNothingToSanitize(html);
  });
});

describe("the page title as the only level-1 heading", () => {
  it("drops a leading heading that repeats the title and writes other level-1 headings as level 2", async () => {
    const { html, toc, text } = await renderMarkdown("#  getting   STARTED \n\nIntro.\n\n# Install\n\n## Requirements", { pageTitle: "Getting started" });
    expect(html).toBe(
      [
        "<p>Intro.</p>",
        '<h2 id="install">Install<a href="#install" class="heading-anchor" aria-label="Link to Install">#</a></h2>',
        '<h2 id="requirements">Requirements<a href="#requirements" class="heading-anchor" aria-label="Link to Requirements">#</a></h2>',
        "",
      ].join("\n"),
    );
    expect(toc).toEqual([
      { id: "install", text: "Install", depth: 2 },
      { id: "requirements", text: "Requirements", depth: 2 },
    ]);
    expect(text).toBe("Intro. Install Requirements");
  });

  it("keeps a leading heading of other text, and the title's text later on, as level 2", async () => {
    const { html } = await renderMarkdown("# Overview\n\n# Guide", { pageTitle: "Guide" });
    expect(html).toMatch(/^<h2 id="overview">Overview<a [^>]+>#<\/a><\/h2>\n<h2 id="guide">Guide<a [^>]+>#<\/a><\/h2>\n$/);
  });

  it("changes nothing without a title", async () => {
    expect((await renderMarkdown("# Guide")).html).toBe('<h1 id="guide">Guide</h1>\n');
  });
});
