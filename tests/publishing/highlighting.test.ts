import type { Element, Nodes } from "hast";
import { createHighlighter, hastToHtml, type BundledLanguage } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { describe, expect, it } from "vitest";
import { highlightCode, themes } from "@/lib/rendering/highlighter";
import { renderMarkdown } from "@/lib/rendering/markdown";

/** shiki's markup without its classes and tabindex (ours has neither). */
function withoutClasses(node: Nodes): Nodes {
  if (node.type !== "element" && node.type !== "root") return node;
  if (node.type === "element") for (const name of ["class", "className", "tabindex"]) delete node.properties[name];
  node.children.forEach((child) => withoutClasses(child));
  return node;
}

describe("code highlighting", () => {
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
});
