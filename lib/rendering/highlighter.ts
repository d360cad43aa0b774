import {
  createHighlighter,
  flatTokenVariants,
  stringifyTokenStyle,
  type BundledLanguage,
  type HighlighterGeneric,
  type ThemedToken,
  type ThemeRegistrationResolved,
} from "shiki";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { EncodedTokenMetadata, type StateStack } from "@shikijs/vscode-textmate";
import { BoundedCache } from "../bounded-cache";
import type { LineMark } from "./code-lines";
import { cachedRegexConstructor } from "./grammar-regexes";

/** Languages highlighted (each loaded on first use); a fence in any other renders as plain text. */
export const highlightedLanguages = [
  "bash", "c", "cpp", "csharp", "css", "diff", "dockerfile", "go", "graphql", "html", "java", "javascript",
  "json", "jsx", "kotlin", "markdown", "php", "python", "ruby", "rust", "shell", "sql", "swift", "toml",
  "tsx", "typescript", "xml", "yaml",
] as const satisfies readonly BundledLanguage[];

/**
 * GitHub's current themes: every token colour reads at 4.5:1 or more on their backgrounds
 * (WCAG AA). The older github-light's orange (3.5:1) and github-dark's comments (3.1:1) did not.
 */
export const themes = { light: "github-light-default", dark: "github-dark-default" } as const;

const colorVariablePrefix = "--shiki-";

type Highlighter = HighlighterGeneric<BundledLanguage, string>;

/**
 * Both GitHub themes in one: each colour of this theme stands for a pair of colours, the
 * light theme's and the dark theme's for the same rule, so one tokenizing pass yields both.
 */
interface PairedThemes {
  name: string;
  /** `--shiki-light:…;--shiki-dark:…` style of a token, by its paired colour and font style. */
  tokenStyle: (color: string, fontStyle: number) => string;
  /** Foreground and background variables of a whole block. */
  preStyle: string;
}

interface Highlighting {
  shiki: Highlighter;
  paired: PairedThemes;
}

const cache = globalThis as typeof globalThis & { __docsHighlighting?: Promise<Highlighting> };

/**
 * Pairs the light and dark themes rule by rule. GitHub's light and dark themes share their
 * rules (same scopes, same font styles, in the same order) and differ only in colours, so
 * every token matches the same rule in both; tokenizing with a theme whose colour for a rule
 * is the pair gives exactly the tokens and colours of tokenizing with each theme.
 */
function pairThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): { theme: ThemeRegistrationResolved; paired: PairedThemes } {
  const sameRules =
    light.settings.length === dark.settings.length &&
    light.settings.every((rule, index) => {
      const other = dark.settings[index]!;
      return JSON.stringify(rule.scope) === JSON.stringify(other.scope) && rule.settings.fontStyle === other.settings.fontStyle && !rule.settings.foreground === !other.settings.foreground;
    });
  if (!sameRules) throw new Error(`Themes ${light.name} and ${dark.name} differ in their rules: they cannot be highlighted in one pass.`);
  if (Object.keys(light.colorReplacements ?? {}).length > 0 || Object.keys(dark.colorReplacements ?? {}).length > 0) {
    throw new Error(`Themes ${light.name} and ${dark.name} replace colours: they cannot be highlighted in one pass.`);
  }

  // Colours as the tokenizer reports them (upper case), keyed by the paired colour.
  const pairs = new Map<string, { light: string; dark: string }>();
  const pairedColor = new Map<string, string>();
  const pair = (lightColor: string, darkColor: string) => {
    const key = `${lightColor} ${darkColor}`.toUpperCase();
    let color = pairedColor.get(key);
    if (!color) {
      color = `#${(pairedColor.size + 1).toString(16).padStart(6, "0")}`.toUpperCase();
      pairedColor.set(key, color);
      pairs.set(color, { light: lightColor.toUpperCase(), dark: darkColor.toUpperCase() });
    }
    return color;
  };
  const theme: ThemeRegistrationResolved = {
    ...light,
    name: `${light.name}+${dark.name}`,
    fg: pair(light.fg, dark.fg),
    colorReplacements: {},
    settings: light.settings.map((rule, index) => {
      const darkForeground = dark.settings[index]!.settings.foreground;
      if (!rule.settings.foreground || !darkForeground) return rule;
      return { ...rule, settings: { ...rule.settings, foreground: pair(rule.settings.foreground, darkForeground) } };
    }),
  };

  // shiki's own style for a token with a light and a dark variant, so output is what two
  // passes with `themes: { light, dark }, defaultColor: false` gave.
  const styles = new Map<string, string>();
  const tokenStyle = (color: string, fontStyle: number) => {
    const key = `${color}/${fontStyle}`;
    let style = styles.get(key);
    if (style === undefined) {
      const colors = pairs.get(color.toUpperCase());
      const variants = colors
        ? { light: { color: colors.light, fontStyle }, dark: { color: colors.dark, fontStyle } }
        : { light: { fontStyle }, dark: { fontStyle } };
      const flat = flatTokenVariants({ content: "", offset: 0, variants }, ["light", "dark"], colorVariablePrefix, false);
      style = stringifyTokenStyle(flat.htmlStyle ?? {});
      styles.set(key, style);
    }
    return style;
  };
  const preStyle = [
    `${colorVariablePrefix}light:${light.fg}`,
    `${colorVariablePrefix}dark:${dark.fg}`,
    `${colorVariablePrefix}light-bg:${light.bg}`,
    `${colorVariablePrefix}dark-bg:${dark.bg}`,
  ].join(";");
  return { theme, paired: { name: theme.name, tokenStyle, preStyle } };
}

/** The one shiki highlighter of the process, created on first use and reused. */
function highlighting(): Promise<Highlighting> {
  return (cache.__docsHighlighting ??= (async () => {
    const shiki = (await createHighlighter({
      themes: [themes.light, themes.dark],
      langs: [],
      // The JavaScript regex engine needs no WebAssembly and starts fast; grammars' patterns
      // converted by an earlier process are not converted again.
      engine: createJavaScriptRegexEngine({ regexConstructor: await cachedRegexConstructor() }),
    })) as Highlighter;
    const { theme, paired } = pairThemes(shiki.getTheme(themes.light), shiki.getTheme(themes.dark));
    await shiki.loadTheme(theme);
    return { shiki, paired };
  })());
}

/** `lang` if it is highlighted (its grammar loaded), otherwise `text`. */
async function loadedLanguage(shiki: Highlighter, lang: string): Promise<BundledLanguage | "text"> {
  if (!(highlightedLanguages as readonly string[]).includes(lang)) return "text";
  if (!shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as BundledLanguage);
  return lang as BundledLanguage;
}

/**
 * Whitespace-only tokens joined to the token after them (shiki's `mergeWhitespaces`, as it
 * applies to tokens with colour variants).
 */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried = "";
  line.forEach((token, index) => {
    if (index + 1 < line.length && /^\s+$/.test(token.content)) {
      carried += token.content;
    } else if (carried) {
      merged.push({ ...token, content: carried + token.content });
      carried = "";
    } else {
      merged.push(token);
    }
  });
  return merged;
}

/** Text escaped for HTML content: only `&` and `<`, as shiki writes it (so output equals shiki's). */
function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
}

/**
 * Highlighted code as `<pre><code>` markup whose spans carry light and dark colours as CSS
 * variables (`--shiki-light`, `--shiki-dark`, and `-font-style` and the like when set): what
 * shiki gives for `themes: { light, dark }` with `defaultColor: false` (without its classes and
 * tabindex), tokenized once. `lang` names the block (`data-language`); a marked line's span
 * has the mark's class (`line-highlighted`, `line-added`, `line-removed`).
 */
export async function highlightCode(code: string, lang: string, marks: ReadonlyMap<number, LineMark> = new Map()): Promise<string> {
  const { shiki, paired } = await highlighting();
  const loaded = await loadedLanguage(shiki, lang);
  const lines = (
    loaded === "text"
      ? shiki.codeToTokensBase(code, { lang: "text" }).map((line) => lineMarkup(line, paired))
      : highlightedLines(shiki, paired, loaded, code)
  ).map((line, index) => (marks.has(index) ? `<span class="line-${marks.get(index)}"${line.slice("<span".length)}` : line));
  const language = escapeText(lang).replaceAll('"', "&quot;");
  return `<pre style="${paired.preStyle}" data-language="${language}"><code>${lines.join("\n")}</code></pre>`;
}

function lineMarkup(tokens: ThemedToken[], paired: PairedThemes): string {
  const spans = mergeWhitespace(tokens).map((token) => {
    const style = paired.tokenStyle(token.color ?? "", token.fontStyle ?? 0);
    return `${style ? `<span style="${style}">` : "<span>"}${escapeText(token.content)}</span>`;
  });
  return `<span>${spans.join("")}</span>`;
}

/**
 * Longer lines are left plain, as one token: tokenizing them takes long and says little. There
 * is no time limit per line either: shiki's default (500 ms, after which the rest of the line is
 * one token) made output depend on the machine's load, as a grammar's first use compiles its
 * regexes.
 */
const maxTokenizedLineLength = 2_000;

/**
 * TextMate tokenizes a line from its text and the state the line before left, so a line met
 * again in the same state is tokenized the same, and tokenizing is most of a page's rendering.
 * Lines come back often: the same block in every version of a page, and imports, calls and
 * closing braces shared by examples. Each language's distinct states are numbered (equal
 * states share a number; past 500 a language, new states are not), and the markup of a line
 * is kept by language, state number and text, with the number of the state it leaves, up to
 * 8 MB of text. A block starts in no state (null, number 0) rather than vscode-textmate's
 * INITIAL: the bundle may hold another copy of it than shiki's, whose grammars would not
 * recognize that one.
 */
const lineStates = new Map<string, (StateStack | null)[]>();
const maxStatesPerLanguage = 500;
const highlightedLineCache = new BoundedCache<string, { markup: string; next: number }>(8_000_000, (key, line) => key.length + line.markup.length);

function stateNumber(lang: string, state: StateStack | null): number | undefined {
  let states = lineStates.get(lang);
  if (!states) lineStates.set(lang, (states = [null]));
  const known = states.findIndex((candidate) => candidate === state || (candidate !== null && state !== null && candidate.equals(state)));
  if (known !== -1) return known;
  if (states.length >= maxStatesPerLanguage) return undefined;
  return states.push(state) - 1;
}

/**
 * The lines of `code` as shiki's codeToTokensBase tokenizes them with the paired theme (empty
 * and overlong lines leave the state as it was), each as markup.
 */
function highlightedLines(shiki: Highlighter, paired: PairedThemes, lang: BundledLanguage, code: string): string[] {
  const { colorMap } = shiki.setTheme(paired.name);
  const grammar = shiki.getLanguage(lang);
  let state: StateStack | null = null;
  let number = stateNumber(lang, state);
  return code.split(/\r?\n/).map((line) => {
    if (line === "") return "<span></span>";
    if (line.length >= maxTokenizedLineLength) return lineMarkup([{ content: line, offset: 0, color: "", fontStyle: 0 }], paired);
    const key = number === undefined ? undefined : `${lang}\0${number}\0${line}`;
    const cached = key === undefined ? undefined : highlightedLineCache.get(key);
    if (cached) {
      number = cached.next;
      state = lineStates.get(lang)![number]!;
      return cached.markup;
    }
    const result = grammar.tokenizeLine2(line, state, 0);
    const tokens: ThemedToken[] = [];
    const count = result.tokens.length / 2;
    for (let index = 0; index < count; index++) {
      const start = result.tokens[2 * index]!;
      const end = index + 1 < count ? result.tokens[2 * index + 2]! : line.length;
      if (start === end) continue;
      const metadata = result.tokens[2 * index + 1]!;
      tokens.push({
        content: line.slice(start, end),
        offset: start,
        color: colorMap[EncodedTokenMetadata.getForeground(metadata)],
        fontStyle: EncodedTokenMetadata.getFontStyle(metadata),
      });
    }
    const markup = lineMarkup(tokens, paired);
    state = result.ruleStack;
    number = stateNumber(lang, state);
    if (key !== undefined && number !== undefined) highlightedLineCache.set(key, { markup, next: number });
    return markup;
  });
}
