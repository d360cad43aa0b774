import type { MediaType, Parameter, Schema } from "./document";

const maxDepth = 6;
const maxProperties = 30;

const formatExamples: Record<string, unknown> = {
  "date-time": "2026-01-15T09:30:00Z",
  date: "2026-01-15",
  time: "09:30:00Z",
  email: "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  binary: "<binary>",
  byte: "U3dhZ2dlciByb2Nrcw==",
  password: "********",
};

/** The schema's first non-null type. */
export function primaryType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

/** allOf parts merged into one object schema, as readers think of them. */
export function merged(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const result: Schema = { ...schema, allOf: undefined, properties: { ...schema.properties }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf.map(merged)) {
    Object.assign(result.properties!, part.properties);
    result.required!.push(...(part.required ?? []));
    result.type ??= part.type;
    result.description ??= part.description;
  }
  return result;
}

/** An example value for a schema: its own example, else one made from its type, bounded in depth and cycles. */
export function exampleFromSchema(schema: Schema | undefined, ancestors: Set<Schema> = new Set()): unknown {
  if (!schema || ancestors.has(schema) || ancestors.size >= maxDepth) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const inner = new Set(ancestors).add(schema);
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleFromSchema(variant, inner);
  const whole = merged(schema);
  switch (primaryType(whole)) {
    case "object": {
      const example: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(whole.properties ?? {}).slice(0, maxProperties)) {
        const value = exampleFromSchema(property, inner);
        if (value !== undefined) example[name] = value;
      }
      return example;
    }
    case "array": {
      const item = exampleFromSchema(whole.items, inner);
      return item === undefined ? [] : [item];
    }
    case "string":
      return (whole.format && formatExamples[whole.format]) ?? "string";
    case "integer":
      return 0;
    case "number":
      return 0;
    case "boolean":
      return true;
    default:
      return undefined;
  }
}

/** A media type's example: the one the document gives, else one from its schema. */
export function exampleFromMedia(media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {}).find((example) => example?.value !== undefined);
  if (named) return named.value;
  return exampleFromSchema(media.schema);
}

export function exampleFromParameter(parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {}).find((example) => example?.value !== undefined);
  return named ? named.value : exampleFromSchema(parameter.schema);
}
