import { isJsonObject as isObject } from "../json";

type Schema = Record<string, unknown>;

/** Keywords whose value is one schema, a list of schemas, or a map of them. */
const singleSchemaKeywords = ["items", "not", "contentSchema", "propertyNames", "additionalProperties"];
const schemaListKeywords = ["anyOf", "oneOf", "allOf", "prefixItems"];
const schemaMapKeywords = ["properties", "patternProperties", "$defs"];

/**
 * The document with each nullable scalar or inline object as one schema whose `type` says
 * both (`anyOf: [{type: "string", format}, {type: "null"}]` becomes `type: ["string", "null"],
 * format`, an enum gaining `null`), and the empty schema, which allows anything, as `true`
 * where a keyword takes either (`additionalProperties`) or left out (`items`). Each means what
 * it meant; Scalar's reference takes a schema without `type` for an unresolved one and warns in
 * every reader's console. A nullable reference (`anyOf: [{$ref}, {type: "null"}]`) keeps its
 * branches and says its type beside them.
 */
export function withExplicitTypes<Document extends object>(document: Document): Document {
  const components = (document as { components?: { schemas?: Record<string, Schema> } }).components?.schemas ?? {};
  const visitSchema = (schema: Schema) => {
    for (const keyword of singleSchemaKeywords) {
      const child = schema[keyword];
      if (!isObject(child)) continue;
      if (Object.keys(child).length === 0) {
        if (keyword === "additionalProperties") schema[keyword] = true;
        else if (keyword === "items") delete schema[keyword];
      } else visitSchema(child);
    }
    for (const keyword of schemaListKeywords) {
      const children = schema[keyword];
      if (Array.isArray(children)) children.filter(isObject).forEach(visitSchema);
    }
    for (const keyword of schemaMapKeywords) {
      const children = schema[keyword];
      if (isObject(children)) Object.values(children).filter(isObject).forEach(visitSchema);
    }
    mergeNullable(schema, components);
  };

  // Schemas sit under `schema` (parameters, media types, headers) and in components.schemas;
  // examples are values, not schemas, whatever keys they have.
  const visitDocument = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visitDocument);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "example" || key === "examples") continue;
      if (key === "schema" && isObject(value)) visitSchema(value);
      else if (node === components && isObject(value)) visitSchema(value);
      else visitDocument(value);
    }
  };
  visitDocument(document);
  return document;
}

/**
 * `anyOf: [X, {type: "null"}]`: X inline and of one type becomes X with `null` allowed; X a
 * reference to a schema of one type keeps the branches and gains `type: [that type, "null"]`.
 */
function mergeNullable(schema: Schema, components: Record<string, Schema>) {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || schema.type !== undefined) return;
  const nullIndex = branches.findIndex((branch) => isObject(branch) && branch.type === "null" && Object.keys(branch).length === 1);
  if (nullIndex === -1) return;
  const value = branches[1 - nullIndex];
  if (!isObject(value)) return;
  if (typeof value.$ref === "string") {
    const type = components[value.$ref.replace("#/components/schemas/", "")]?.type;
    if (typeof type === "string") schema.type = [type, "null"];
    return;
  }
  if (typeof value.type !== "string" || value.anyOf || value.oneOf || value.allOf) return;
  delete schema.anyOf;
  const merged: Schema = { ...value, ...schema, type: [value.type, "null"] };
  if (Array.isArray(value.enum)) merged.enum = [...value.enum, null];
  Object.assign(schema, merged);
}
