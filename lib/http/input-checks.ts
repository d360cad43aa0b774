import { DomainError, invalidInput, type FieldError } from "../errors";

/** Deepest nesting of arrays and objects a JSON body may have; no document of the API comes close. */
export const maxJsonDepth = 32;

/**
 * Refuses JSON nested deeper than maxJsonDepth before it is parsed: a megabyte of brackets
 * keeps JSON.parse busy for a second, and a deep value overflows the stack of whatever walks
 * it recursively later (JSON.stringify, Prisma). Counts brackets outside strings, and stops
 * at the limit.
 */
export function assertJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // `\`: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxJsonDepth) {
        throw new DomainError("invalid_input", `The body nests arrays and objects more than ${maxJsonDepth} levels deep.`, {
          errors: [{ path: "body", message: `nested more than ${maxJsonDepth} levels deep` }],
          extensions: { limit_depth: maxJsonDepth },
        });
      }
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
}

const nul = "\u0000";
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL would refuse to store a string (text or jsonb), or null. */
function unstorable(text: string): string | null {
  if (text.includes(nul)) return "contains a NUL character (U+0000)";
  if (loneSurrogate.test(text)) return "is not well-formed Unicode (a lone surrogate)";
  return null;
}

/**
 * PostgreSQL stores no NUL (U+0000) in text or jsonb, and no lone surrogate in jsonb: a
 * string holding one anywhere in the input (object keys included) is refused here, naming
 * its path, rather than failing with a 500 when a service saves it. `value` is parsed JSON,
 * query or path parameters (depth already bounded).
 */
export function assertStorableStrings(value: unknown, location: "body" | "query" | "params"): void {
  const errors: FieldError[] = [];
  const visit = (item: unknown, path: string) => {
    if (errors.length >= 20) return;
    if (typeof item === "string") {
      const problem = unstorable(item);
      if (problem) errors.push({ path, message: problem });
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => visit(element, `${path}.${index}`));
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        // The key as JSON writes it, so that a NUL in it stays visible in the path.
        const keyPath = `${path}.${JSON.stringify(key).slice(1, -1)}`;
        const problem = unstorable(key);
        if (problem) errors.push({ path: keyPath, message: `its name ${problem}` });
        visit(element, keyPath);
      }
    }
  };
  visit(value, location);
  if (errors.length > 0) {
    throw invalidInput(`The request ${location === "params" ? "path" : location} holds text that cannot be stored.`, errors);
  }
}

/**
 * Whether JSON text may hold an unstorable string: both can only be written as `\u` escapes
 * (JSON forbids raw control characters, and UTF-8 decoding replaces broken surrogates), so
 * most bodies skip the walk.
 */
export const mayHoldUnstorableStrings = (jsonText: string) => /\\u(?:0000|[dD][89a-fA-F])/.test(jsonText);
