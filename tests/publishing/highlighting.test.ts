import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import type { Element, Nodes } from "hast";
import { createHighlighter, hastToHtml, type BundledLanguage } from "shiki";
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from "shiki/engine/javascript";
import { describe, expect, it } from "vitest";
import { cachedRegexConstructor } from "@/lib/rendering/grammar-regexes";
import { highlightCode, themes } from "@/lib/rendering/highlighter";
import { renderMarkdown } from "@/lib/rendering/markdown";

extend([a11yPlugin]);

/** shiki's markup without its classes and tabindex (ours has neither). */
function withoutClasses(node: Nodes): Nodes {
  if (node.type !== "element" && node.type !== "root") return node;
  if (node.type === "element") for (const name of ["class", "className", "tabindex"]) delete node.properties[name];
  node.children.forEach((child) => withoutClasses(child));
  return node;
}

describe("code highlighting", () => {
  it("colours every token legibly: 4.5:1 or more against the block's background, light and dark (WCAG AA)", async () => {
    const shiki = await createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine: createJavaScriptRegexEngine() });
    for (const name of [themes.light, themes.dark]) {
      const theme = shiki.getTheme(name);
      // Rules with a background of their own (carriage returns, ignored lines) are read on it.
      const colors = new Set([theme.fg, ...theme.settings.filter((rule) => !rule.settings.background).flatMap((rule) => rule.settings.foreground ?? [])]);
      const illegible = [...colors].filter((color) => colord(color).contrast(theme.bg) < 4.5);
      expect(illegible, name).toEqual([]);
    }
  });

  it("colours a grammar's first block like every later one, however long compiling it takes", async () => {
    // No other test uses Rust: this is the grammar's first use in the process.
    const markdown = "```rust\nfn main() { let total: u32 = (1..=10).sum(); println!(\"{total}\"); }\n```\n";
    const first = await renderMarkdown(markdown);
    const second = await renderMarkdown(markdown);
    expect(first.html).toBe(second.html);
    expect(first.html).toContain("--shiki-light:");
    expect(first.html).toContain("--shiki-dark:");
  });

  it("tokenizes once, reusing lines met again in the same state, and gives what shiki gives for the light and dark themes tokenized apart", async () => {
    const shiki = await createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine: createJavaScriptRegexEngine() });
    const samples: [string, string][] = [
      ["typescript", 'export async function handler(request: Request): Promise<Response> {\n  const body = await request.json(); // parse\n  return Response.json({ ok: true, re: /a+b/g, body });\n}'],
      // Underlined link text, bold headings, italic and struck-through markup: font styles.
      ["markdown", "# Title\n\nSee [the docs](https://example.com \"Docs\") and *this* **that** ~~gone~~.\n\n> quote\n\n- [ ] task"],
      ["diff", "--- a/x.ts\n+++ b/x.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n unchanged"],
      ["python", 'def f(x: int) -> str:\n    """Doc."""\n    return f"{x!r}"  # comment\n\n\n\tprint(f(1))'],
      ["bash", '#!/bin/bash\nfor f in *.txt; do echo "$f ${f%.txt}"; done'],
      ["typescript", `const long = "${"y".repeat(2_100)}";\nconst next = 1;`],
      ["text", "plain\n\n  indented\twith tab  \n"],
      // The same lines in other states: in a template string or a string, and at the top level.
      ["typescript", "return 1;\nconst a = `\nreturn 1;\n${a}\n`;\nreturn 1;\n}"],
      ["python", "x = '''\ndef f(): pass\n'''\ndef f(): pass\n\n    return 1  # comment"],
    ];
    // Twice: the second time every line is met again.
    for (const [lang, code] of [...samples, ...samples]) {
      if (lang !== "text") await shiki.loadLanguage(lang as BundledLanguage);
      const twoPasses = shiki.codeToHast(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0, tokenizeMaxLineLength: 2_000 });
      const pre = withoutClasses(twoPasses.children[0] as Element) as Element;
      pre.properties.dataLanguage = lang;
      const expected = hastToHtml(pre, { characterReferences: { useNamedReferences: true } });
      expect(await highlightCode(code, lang), lang).toBe(expected);
    }
  });

  it("reads back a kept conversion as the regex shiki's engine converts, emulated ones included", async () => {
    const patterns = ["\\b(?:const|let)\\b", "(?>a+)b", "(?<=x)\\G\\w+"];
    const first = await cachedRegexConstructor();
    patterns.forEach((pattern) => first(pattern));
    // Written a moment after the last new conversion (none when an earlier run kept them).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const cacheDir = path.join(process.cwd(), "node_modules/.cache/docs-platform");
    const [file] = readdirSync(cacheDir).filter((name) => /^grammar-regexes-.*\.json$/.test(name));
    const kept = JSON.parse(readFileSync(path.join(cacheDir, file!), "utf8")) as Record<string, unknown>;
    expect(patterns.filter((pattern) => !(pattern in kept))).toEqual([]);
    const second = await cachedRegexConstructor();
    const converted = patterns.map((pattern) => defaultJavaScriptRegexConstructor(pattern));
    expect(converted.some((regex) => "rawOptions" in regex)).toBe(true);
    patterns.forEach((pattern, index) => {
      const [expected, read] = [converted[index]!, second(pattern)];
      expect([read.constructor.name, read.source, read.flags]).toEqual([expected.constructor.name, expected.source, expected.flags]);
      for (const text of ["let x", "aab", "xword", "none"]) {
        expected.lastIndex = read.lastIndex = 0;
        expect(read.exec(text)?.indices).toEqual(expected.exec(text)?.indices);
      }
    });
  });
});
