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
 * the same 2, a typo away (or one begins the other, the shorter of four letters or more) 1.
 * Readers rarely mistype a word's first letter, and looking only among words that share it
 * spares most of the edit counting. Shorter beginnings say little: "not" begins "notifications".
 */
function closeness(word: string, candidate: string): number {
  if (candidate === word) return 2;
  if (Math.min(word.length, candidate.length) > 3 && (candidate.startsWith(word) || word.startsWith(candidate))) return 1;
  const typos = word.length > 6 ? 2 : 1;
  return word.length > 3 && Math.abs(word.length - candidate.length) <= typos && distance(word, candidate) <= typos ? 1 : 0;
}

/**
 * Pages a reader who followed a broken or mistyped address may have meant: those whose path
 * and title share the most words with the address (its last part's first), typos forgiven,
 * best first.
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

/** Adds, for each page, how close its words come to each of the address's words, times `weight`. */
function addCloseness(scores: Uint16Array, index: WordIndex, words: string[], weight: number): void {
  // Each word of the address against each distinct word once, then the pages that have it.
  for (const word of words) {
    const closest = new Uint8Array(scores.length);
    for (const [candidate, postings] of index.get(word[0]!) ?? []) {
      const score = closeness(word, candidate);
      if (score > 0) for (const position of postings) closest[position] = Math.max(closest[position]!, score);
    }
    for (let position = 0; position < scores.length; position++) scores[position]! += closest[position]! * weight;
  }
}

/** Over the most the sections' words can add (8 words, 2 each): the page's own name ranks first. */
const nameWeight = 17;

function closestPages(pages: PagePlace[], missingPath: string): PagePlace[] {
  // A reader's address is short: the first 200 characters and 8 words of each part are enough to go on.
  const sections = missingPath.slice(0, 200).split("/");
  const name = [...new Set(wordsOf(sections.pop()!))].slice(0, 8);
  const above = [...new Set(wordsOf(sections.join(" ")))].filter((word) => !name.includes(word)).slice(0, 8);
  if (name.length + above.length === 0) return [];
  const index = wordIndexOf(pages);
  // The address's last part names the page, the parts above it its section; a page that moved
  // to another section, or whose section was mistyped, keeps its name.
  const scores = new Uint16Array(pages.length);
  addCloseness(scores, index, name, nameWeight);
  addCloseness(scores, index, above, 1);
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
