import fc from "fast-check";
import { resolved, sampleNumber, sampleText, type JsonSchema } from "./route-targets";

/**
 * Values a JSON schema (from a route's zod schema) describes, and hostile values that break
 * it: wrong types, huge and unstorable text, deep nesting, numbers at the edges.
 */

/** `idFor` names real data by property name, so valid bodies reach past "not found". */
export function validArbitrary(schema: JsonSchema, root: JsonSchema, idFor: (key: string) => string | undefined, key = "", depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const node = resolved(schema, root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validArbitrary(branch, root, idFor, key, depth + 1)));
  if (node.allOf) return validArbitrary(node.allOf[0]!, root, idFor, key, depth + 1);
  const type = Array.isArray(node.type) ? node.type.find((candidate) => candidate !== "null") : node.type;
  switch (type) {
    case "string": {
      const id = idFor(key);
      if (id) return fc.constant(id);
      if (node.format || node.pattern) return fc.constant(sampleText(node));
      const maxLength = Math.min(node.maxLength ?? 40, Math.max(node.minLength ?? 0, 40));
      return fc.string({ minLength: node.minLength ?? 0, maxLength, unit: "grapheme" });
    }
    case "integer":
      return fc.integer({ min: Math.ceil(sampleNumber(node)), max: Math.min(node.maximum ?? 1_000_000, 1_000_000) }).filter((value) => node.exclusiveMaximum === undefined || value < node.exclusiveMaximum);
    case "number":
      return fc.double({ min: sampleNumber(node), max: Math.min(node.maximum ?? 1e6, 1e6), noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = key.endsWith("_ids") && idFor(key.slice(0, -1)) ? fc.constant(idFor(key.slice(0, -1))) : validArbitrary(node.items ?? {}, root, idFor, key, depth + 1);
      const minLength = node.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.min(node.maxItems ?? 3, Math.max(minLength, 3)) });
    }
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, property]) => [name, validArbitrary(property, root, idFor, name, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: node.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export const edgeNumbers = [0, -0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21];

const nested = (levels: number, leaf: unknown): unknown => (levels === 0 ? leaf : levels % 2 ? [nested(levels - 1, leaf)] : { a: nested(levels - 1, leaf) });

/** Text a route must refuse or store as given, never fail on (valid in a URL: no lone surrogates). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("x".repeat(70_000), "é".repeat(20_000), "🙂".repeat(10_000), "a\u0301\u200d\u202e\ufeff", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"),
  fc.constantFrom("", " ", "..x", "%", "%00", "%zz", "\\", "'; DROP TABLE \"User\"; --", "<script>alert(1)</script>", "null", "NaN", "-1", "1e309", "0x10", "true"),
  fc.constantFrom(...edgeNumbers).map(String),
);

/** A lone surrogate: JSON can carry it (as an escape), PostgreSQL cannot store it. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `x${String.fromCharCode(code)}x`);

/** Any JSON value that breaks a schema's expectations. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  loneSurrogate,
  fc.constantFrom<unknown>(...edgeNumbers, null, true, false, [], {}, [null], JSON.parse('{"__proto__": {"polluted": true}}'), { constructor: { prototype: {} } }),
  fc.integer({ min: 20, max: 60 }).chain((levels) => fc.constant(nested(levels, "deep"))),
  fc.jsonValue({ maxDepth: 3 }),
);

export type BodyShape = "valid" | "replaced" | "extra" | "dropped" | "hostile";

/** A body: valid, valid with one field replaced, added or dropped, or a hostile value outright. */
export function bodyArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ shape: BodyShape; value: unknown }> {
  const mutated = fc.tuple(valid, fc.nat(), hostileValue, fc.constantFrom("replaced", "extra", "dropped") as fc.Arbitrary<BodyShape>, fc.string({ maxLength: 12 }));
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => ({ shape: "valid" as const, value })) },
    {
      weight: 5,
      arbitrary: mutated.map(([value, pick, hostile, shape, extraKey]) => {
        if (value === null || typeof value !== "object" || Array.isArray(value)) return { shape: "hostile" as const, value: hostile };
        const keys = Object.keys(value);
        const key = keys[pick % Math.max(1, keys.length)];
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        if (shape === "extra" || key === undefined) copy[`extra${extraKey}`] = hostile;
        else if (shape === "dropped") delete copy[key];
        else copy[key] = hostile;
        return { shape, value: copy };
      }),
    },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ shape: "hostile" as const, value })) },
  );
}
