/**
 * npm run client:generate: writes packages/client's types from the route declarations under
 * app/api (the same document GET /api/openapi.json serves), without a running server.
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientTypesFile, clientTypesOf } from "../lib/openapi/client-types";
import { buildOpenApiDocument } from "../lib/openapi/document";

const root = path.resolve(import.meta.dirname, "..");
const routeFiles = readdirSync(path.join(root, "app/api"), { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "route.ts")
  .map((file) => path.join("app/api", file).split(path.sep).join("/"));

const document = await buildOpenApiDocument(
  routeFiles.map((file) => ({ file, load: () => import(pathToFileURL(path.join(root, file)).href) as Promise<Record<string, unknown>> })),
);
writeFileSync(path.join(root, clientTypesFile), await clientTypesOf(document));
console.log(`${clientTypesFile}: ${Object.keys(document.paths ?? {}).length} paths`);
process.exit(0);
