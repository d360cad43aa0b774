import { createHighlighter, type BundledLanguage, type HighlighterGeneric } from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

/** Languages highlighted (each loaded on first use); a fence in any other renders as plain text. */
export const highlightedLanguages = [
  "bash", "c", "cpp", "csharp", "css", "diff", "dockerfile", "go", "graphql", "html", "java", "javascript",
  "json", "jsx", "kotlin", "markdown", "php", "python", "ruby", "rust", "shell", "sql", "swift", "toml",
  "tsx", "typescript", "xml", "yaml",
] as const satisfies readonly BundledLanguage[];

export const themes = { light: "github-light", dark: "github-dark" } as const;

type Highlighter = HighlighterGeneric<BundledLanguage, string>;

const cache = globalThis as typeof globalThis & { __docsHighlighter?: Promise<Highlighter> };

/** The one shiki highlighter of the process, created on first use and reused. */
export function highlighter(): Promise<Highlighter> {
  return (cache.__docsHighlighter ??= createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [],
    // The JavaScript regex engine needs no WebAssembly and starts fast.
    engine: createJavaScriptRegexEngine(),
  }) as Promise<Highlighter>);
}

/** The highlighter with `lang` loaded; `text` for languages not in the list. */
export async function highlighterFor(lang: string): Promise<{ shiki: Highlighter; lang: string }> {
  const shiki = await highlighter();
  if (!(highlightedLanguages as readonly string[]).includes(lang)) return { shiki, lang: "text" };
  if (!shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as BundledLanguage);
  return { shiki, lang };
}
