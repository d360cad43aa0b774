/** Words of a snippet around a match, and how many come before it. */
const snippetWords = 30;
const wordsBeforeMatch = 8;
const maxFragments = 2;
const fragmentDelimiter = " … ";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const wordPattern = /[\p{L}\p{N}_]+/gu;

/** Offsets of the `count` words starting at `from` (or ending at `from` when `count` is negative). */
function wordBoundary(text: string, from: number, count: number): number {
  if (count > 0) {
    wordPattern.lastIndex = from;
    let end = from;
    for (let seen = 0; seen < count; seen++) {
      const word = wordPattern.exec(text);
      if (!word) return text.length;
      end = word.index + word[0].length;
    }
    return end;
  }
  // Backwards: the last `-count` words before `from`, read from a bounded stretch of text.
  const stretch = Math.max(0, from - -count * 40);
  // matchAll starts where the shared pattern's last search stopped.
  wordPattern.lastIndex = 0;
  const starts = [...text.slice(stretch, from).matchAll(wordPattern)].map((word) => stretch + word.index);
  return starts.length === 0 ? from : starts[Math.max(0, starts.length + count)]!;
}

/**
 * A search result's snippet: up to two fragments of about 30 words around the first matches,
 * HTML-escaped, with each matching word in `<mark>`. A word matches when it starts with one of
 * the query's words (prefix search) or is one of the typo corrections. Text without a match
 * gives its first words. Computed here rather than by ts_headline: parsing each result's text
 * was the database's largest cost per search.
 */
export function searchSnippet(text: string, terms: string[], corrections: string[]): string {
  const alternatives = [...terms.map((term) => `${escapeRegExp(term)}[\\p{L}\\p{N}_]*`), ...corrections.map(escapeRegExp)];
  if (alternatives.length === 0 || text.length === 0) return escapeHtml(text.slice(0, wordBoundary(text, 0, snippetWords)));
  const matcher = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}_])`, "giu");

  const fragments: { start: number; end: number }[] = [];
  for (const match of text.matchAll(matcher)) {
    if (fragments.some((fragment) => match.index >= fragment.start && match.index < fragment.end)) continue;
    // A later fragment starts no earlier than the one before it ends.
    const start = Math.max(wordBoundary(text, match.index, -wordsBeforeMatch), fragments.at(-1)?.end ?? 0);
    fragments.push({ start, end: wordBoundary(text, start, snippetWords) });
    if (fragments.length === maxFragments) break;
  }
  if (fragments.length === 0) return escapeHtml(text.slice(0, wordBoundary(text, 0, snippetWords)));

  return fragments
    .map(({ start, end }) => {
      const fragment = text.slice(start, end).trim();
      let html = "";
      let last = 0;
      for (const match of fragment.matchAll(matcher)) {
        html += `${escapeHtml(fragment.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
        last = match.index + match[0].length;
      }
      return html + escapeHtml(fragment.slice(last));
    })
    .join(fragmentDelimiter);
}
