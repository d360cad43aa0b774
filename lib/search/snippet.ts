import { escapeHtml } from "../html";

/** Words of a snippet around a match, and how many come before it. */
const snippetWords = 30;
const wordsBeforeMatch = 8;
const maxFragments = 2;
const fragmentDelimiter = " … ";
const ellipsis = "…";

/** Where a sentence ends: its closing punctuation before a space, or a line break. */
const sentenceEnd = /[.!?]\s|\n/g;

/** Whether the text up to `offset` ends a sentence (or is empty): a fragment starting there begins one. */
function startsSentence(text: string, offset: number): boolean {
  const before = text.slice(0, offset).trimEnd();
  return before === "" || /[.!?]$/.test(before) || /\n\s*$/.test(text.slice(0, offset));
}

/** Whether nothing but a sentence's end is cut off after `offset`. */
function endsSentence(text: string, offset: number): boolean {
  return text.slice(offset).trim() === "" || /[.!?]$/.test(text.slice(0, offset));
}

/**
 * The first word of the lead-in `start`..`matchStart` that begins a sentence, if a sentence
 * ends within it: a snippet reads better from a sentence's start than from inside one.
 */
function sentenceStartWithin(text: string, start: number, matchStart: number, wordStarts: number[]): number {
  sentenceEnd.lastIndex = start;
  let boundary = -1;
  for (let found = sentenceEnd.exec(text); found && found.index < matchStart; found = sentenceEnd.exec(text)) boundary = found.index;
  if (boundary < 0) return start;
  return wordStarts.find((wordStart) => wordStart > boundary && wordStart >= start) ?? start;
}

/** Words as the search's query words are: runs of letters and digits. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** Where the `count`th word of the text ends (the text's end if it has fewer). */
function endOfWords(text: string, count: number): number {
  wordPattern.lastIndex = 0;
  let end = 0;
  for (let seen = 0; seen < count; seen++) {
    const word = wordPattern.exec(text);
    if (!word) return text.length;
    end = word.index + word[0].length;
  }
  return end;
}

interface Fragment {
  start: number;
  end: number;
  /** Offsets of the matching words in it. */
  marks: [number, number][];
  /** Words it may still take. */
  wordsLeft: number;
}

function fragmentHtml(text: string, { start, end, marks }: Fragment): string {
  let html = "";
  let last = start;
  for (const [from, to] of marks) {
    html += `${escapeHtml(text.slice(last, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    last = to;
  }
  return (html + escapeHtml(text.slice(last, end))).trim();
}

/**
 * A search result's snippet: up to two fragments of about 30 words around the first matches,
 * HTML-escaped, with each matching word in `<mark>`. A fragment's lead-in starts at a sentence's
 * start when one lies within it, and an ellipsis marks text left out before and after. A word matches when it starts with one of
 * the query's words (prefix search) or is one of the typo corrections. Text without a match
 * gives its first words. Computed here rather than by ts_headline, which parsed each result's
 * whole text in the database (its largest cost per search); one pass over the words, with no
 * regular expression built per query (compiling one per search cost more than the search).
 */
export function searchSnippet(text: string, terms: string[], corrections: string[]): string {
  const matches = (word: string) => {
    const lower = word.toLowerCase();
    return corrections.includes(lower) || terms.some((term) => lower.startsWith(term));
  };
  const starts: number[] = [];
  const fragments: Fragment[] = [];
  let open: Fragment | undefined;
  wordPattern.lastIndex = 0;
  for (let word = wordPattern.exec(text); word; word = wordPattern.exec(text)) {
    if (open?.wordsLeft === 0) {
      open = undefined;
      if (fragments.length === maxFragments) break;
    }
    const from = word.index;
    const to = from + word[0].length;
    starts.push(from);
    const matched = matches(word[0]);
    if (!open && matched) {
      // A few words lead in; a later fragment starts no earlier than the one before it ends.
      const leadIn = Math.max(starts[Math.max(0, starts.length - 1 - wordsBeforeMatch)]!, fragments.at(-1)?.end ?? 0);
      const start = sentenceStartWithin(text, leadIn, from, starts);
      let taken = 0;
      for (let index = starts.length - 1; index >= 0 && starts[index]! >= start; index--) taken++;
      open = { start, end: to, marks: [], wordsLeft: snippetWords - taken };
      fragments.push(open);
    } else if (open) {
      open.wordsLeft--;
    }
    if (open) {
      if (matched) open.marks.push([from, to]);
      open.end = to;
    }
  }
  // Still open: the text ran out of words, and what follows the last one ends the fragment.
  if (open) open.end = text.length;
  if (fragments.length === 0) {
    const end = endOfWords(text, snippetWords);
    return escapeHtml(text.slice(0, end)) + (endsSentence(text, end) ? "" : ` ${ellipsis}`);
  }
  // An ellipsis says where text was left out: before a fragment starting inside a sentence, after one cut short.
  const first = fragments[0]!;
  const last = fragments.at(-1)!;
  const lead = startsSentence(text, first.start) ? "" : `${ellipsis} `;
  const tail = endsSentence(text, last.end) ? "" : ` ${ellipsis}`;
  return lead + fragments.map((fragment) => fragmentHtml(text, fragment)).join(fragmentDelimiter) + tail;
}
