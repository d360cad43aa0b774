/** How a line of a code block is marked: highlighted, or added or removed in a diff. */
export type LineMark = "highlighted" | "added" | "removed";

const notationMarks: Record<string, LineMark> = { highlight: "highlighted", hl: "highlighted", "++": "added", "--": "removed" };

/**
 * A `[!code …]` comment ending a line (`// [!code ++]`, `# [!code highlight]`, `<!-- [!code --] -->`),
 * as VitePress, Mintlify and shiki's transformers write them.
 */
const notation = /\s*(?:\/\/|#|--|;|%|\/\*|<!--)\s*\[!code\s+(highlight|hl|\+\+|--)\]\s*(?:\*\/|-->)?\s*$/;

/** The 1-based lines a fence's `{1,3-5}` names. */
function metaLines(info: string): Set<number> {
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(info)?.[1] ?? "";
  for (const range of ranges.split(",")) {
    const [first, last = first] = range.split("-").map((bound) => Number.parseInt(bound.trim(), 10));
    if (!Number.isInteger(first) || !Number.isInteger(last)) continue;
    // A range is capped, so `{1-99999999}` costs no more than the block's lines.
    for (let line = first!; line <= Math.min(last!, first! + 10_000); line++) lines.add(line);
  }
  return lines;
}

/**
 * A code block's marked lines, from the fence's `{…}` ranges and the lines' `[!code …]`
 * comments, which are taken out of the code (readers copy the code without them).
 */
export function markLines(code: string, info: string): { code: string; marks: Map<number, LineMark> } {
  const marks = new Map<number, LineMark>();
  const highlighted = metaLines(info);
  const lines = code.split("\n").map((line, index) => {
    const comment = notation.exec(line);
    if (comment) marks.set(index, notationMarks[comment[1]!]!);
    else if (highlighted.has(index + 1)) marks.set(index, "highlighted");
    return comment ? line.slice(0, comment.index) : line;
  });
  return { code: marks.size > 0 ? lines.join("\n") : code, marks };
}
