import { distance } from "fastest-levenshtein";
import type { PagePlace } from "./live-site";

/** The most pages a "Page not found" answer suggests. */
const suggestionLimit = 5;

/**
 * The time suggesting may take each second, in this process: scanners probe thousands of
 * addresses, and a large site's suggestions take milliseconds each. Beyond it, a missing page
 * is answered without suggestions until the next second.
 */
const suggestingMsPerSecond = 50;
const spent = { second: 0, ms: 0 };

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1);

/**
 * Each distinct word of a version's pages (paths and titles) with the pages that have it, by the
 * word's first letter (see closeness). Made once per page list, which lives as long as its site.
 */
type WordIndex = Map<string, Map<string, number[]>>;
const wordIndexes = new WeakMap<PagePlace[], WordIndex>();

function wordIndexOf(pages: PagePlace[]): WordIndex {
  let index = wordIndexes.get(pages);
  if (!index) {
    index = new Map();
    for (const [position, page] of pages.entries()) {
      for (const word of new Set(wordsOf(`${page.path} ${page.title}`))) {
        let words = index.get(word[0]!);
        if (!words) index.set(word[0]!, (words = new Map()));
        const postings = words.get(word);
        if (postings) postings.push(position);
        else words.set(word, [position]);
      }
    }
    wordIndexes.set(pages, index);
  }
  return index;
}

/**
 * How close a page's word is to a word of the address (both starting with the same letter):
 * the same 2, a typo away (or one begins the other) 1. Readers rarely mistype a word's first
 * letter, and looking only among words that share it spares most of the edit counting.
 */
function closeness(word: string, candidate: string): number {
  if (candidate === word) return 2;
  if (word.length > 2 && (candidate.startsWith(word) || word.startsWith(candidate))) return 1;
  const typos = word.length > 6 ? 2 : 1;
  return word.length > 3 && Math.abs(word.length - candidate.length) <= typos && distance(word, candidate) <= typos ? 1 : 0;
}

/**
 * Pages a reader who followed a broken or mistyped address may have meant: those whose path
 * and title share the most words with the address, typos forgiven, best first.
 */
export function suggestPages(pages: PagePlace[], missingPath: string): PagePlace[] {
  const second = Math.floor(performance.now() / 1000);
  if (second !== spent.second) Object.assign(spent, { second, ms: 0 });
  if (spent.ms >= suggestingMsPerSecond) return [];
  const started = performance.now();
  try {
    return closestPages(pages, missingPath);
  } finally {
    spent.ms += performance.now() - started;
  }
}

function closestPages(pages: PagePlace[], missingPath: string): PagePlace[] {
  // A reader's address is short: the first 200 characters and 8 words are enough to go on.
  const words = [...new Set(wordsOf(missingPath.slice(0, 200)))].slice(0, 8);
  if (words.length === 0) return [];
  const index = wordIndexOf(pages);
  // Each word of the address against each distinct word once, then the pages that have it.
  const scores = new Uint8Array(pages.length);
  for (const word of words) {
    const closest = new Uint8Array(pages.length);
    for (const [candidate, postings] of index.get(word[0]!) ?? []) {
      const score = closeness(word, candidate);
      if (score > 0) for (const position of postings) closest[position] = Math.max(closest[position]!, score);
    }
    for (let position = 0; position < pages.length; position++) scores[position]! += closest[position]!;
  }
  // The best few, earlier pages first among equals, without sorting every page.
  const best: number[] = [];
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && pages[a]!.position < pages[b]!.position);
  for (let position = 0; position < pages.length; position++) {
    if (scores[position] === 0 || (best.length === suggestionLimit && !better(position, best.at(-1)!))) continue;
    const place = best.findIndex((other) => better(position, other));
    best.splice(place < 0 ? best.length : place, 0, position);
    if (best.length > suggestionLimit) best.pop();
  }
  return best.map((position) => pages[position]!);
}
