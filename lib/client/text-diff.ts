/**
 * A readable diff of two texts for reviewing a proposed revision: lines are compared first,
 * then the words of each changed run of lines, so a reworded sentence shows which words
 * changed rather than a whole removed and a whole added paragraph.
 */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Past this many comparisons (rows × columns) a changed run is shown as removed then added. */
const maxCells = 4_000_000;

const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const words = (text: string) => text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  if (text === "") return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The longest common subsequence of two token lists, as parts (common prefix and suffix first). */
function diffTokens(before: string[], after: string[]): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", before.slice(0, start).join(""));
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  if (a.length * b.length > maxCells) {
    push(parts, "removed", a.join(""));
    push(parts, "added", b.join(""));
  } else {
    // common[i * width + j]: length of the longest common subsequence of a[i..] and b[j..].
    const width = b.length + 1;
    const common = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        common[i * width + j] = a[i] === b[j] ? common[(i + 1) * width + j + 1]! + 1 : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) {
        push(parts, "same", a[i++]!);
        j++;
      } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) push(parts, "removed", a[i++]!);
      else push(parts, "added", b[j++]!);
    }
    push(parts, "removed", a.slice(i).join(""));
    push(parts, "added", b.slice(j).join(""));
  }
  push(parts, "same", before.slice(endBefore).join(""));
  return parts;
}

export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flushChange = () => {
    const wordParts = removed && added ? diffTokens(words(removed), words(added)) : [];
    const kept = wordCount(wordParts.filter((part) => part.kind === "same"));
    // Rewritten rather than edited: the few words in common would interleave the two versions.
    const rewritten = !wordParts.length || kept < Math.min(wordCount([{ kind: "removed", text: removed }]), wordCount([{ kind: "added", text: added }])) / 2;
    for (const part of rewritten ? [{ kind: "removed" as const, text: removed }, { kind: "added" as const, text: added }] : wordParts) push(parts, part.kind, part.text);
    removed = added = "";
  };
  const lineParts = diffTokens(lines(before), lines(after));
  for (const [index, part] of lineParts.entries()) {
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else if ((removed || added) && index < lineParts.length - 1 && part.text.trim() === "") {
      // Blank lines between two changes belong to one change, not to an anchor splitting it.
      removed += part.text;
      added += part.text;
    } else {
      flushChange();
      push(parts, "same", part.text);
    }
  }
  flushChange();
  return parts;
}

const wordCount = (parts: DiffPart[]) => parts.reduce((total, part) => total + (part.text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0), 0);

/** How many words a diff adds and removes (for a one-line summary). */
export function diffCounts(parts: DiffPart[]) {
  return { added: wordCount(parts.filter((part) => part.kind === "added")), removed: wordCount(parts.filter((part) => part.kind === "removed")) };
}
