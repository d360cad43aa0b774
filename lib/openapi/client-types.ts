import openapiTS, { astToString } from "openapi-typescript";
import type { OpenApiDocument } from "./document";

/** Where packages/client keeps the types generated from the document (committed; a test checks it is current). */
export const clientTypesFile = "packages/client/src/generated/api.ts";

/** The TypeScript types of every path, operation and schema of the document (openapi-typescript). */
export async function clientTypesOf(document: OpenApiDocument): Promise<string> {
  // Plain JSON: the library takes the document in its own OpenAPI type.
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `// Generated from the route declarations under app/api by \`npm run client:generate\`; do not edit.\n\n${astToString(ast)}`;
}
