import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { databaseMode, runRolledBack } from "../db";
import { Prisma } from "../generated/prisma/client";
import { insertRenderedPagesStatement, renderRow, writeGroupSize, type PageSurroundings, type RenderedRow } from "./render-pages";

/**
 * A page of the kinds of content documentation holds: headings, links (relative, to an entry,
 * to an anchor, external), an image, a callout, tabs, a table, lists, and code in the languages
 * API documentation shows most.
 */
export function samplePage(number: number): string {
  return [
    `Service ${number} sends **events** to your endpoint; see [installing](../guides/install.md), [the API](entry:sample-api#requests) and [limits](#limits).`,
    "",
    "![Architecture](architecture.png)",
    "",
    "## Requests",
    "",
    "> [!NOTE]",
    "> Tokens are read from the `Authorization` header: keep them out of the repository.",
    "",
    "::: code-group",
    "```ts [TypeScript]",
    `export async function handle${number}(request: Request): Promise<Response> {`,
    "  const event = (await request.json()) as { id: string; type: string };",
    "  return Response.json({ received: event.id }, { status: 202 });",
    "}",
    "```",
    "```bash [curl]",
    `curl -X POST "https://api.example.com/v1/events?service=${number}" -H "Authorization: Bearer $TOKEN" -d '{"type": "ping"}'`,
    "```",
    ":::",
    "",
    "```json",
    `{ "id": "evt_${number}", "type": "ping", "attempts": [1, 2], "delivered": true, "error": null }`,
    "```",
    "",
    "## Limits",
    "",
    "| Option | Default | Meaning |",
    "|---|---|---|",
    `| retries | ${number % 5} | attempts before failing |`,
    "| timeout | 30s | time allowed per call |",
    "",
    "### Checklist",
    "",
    "1. Verify the signature.",
    "2. Answer within the timeout, see <https://example.com/docs>.",
    "",
    "- [x] Rotate tokens regularly.",
    "- [ ] Alert on failures.",
  ].join("\n");
}

/** Where the sample's links and image lead. */
export const sampleSurroundings: PageSurroundings = {
  site: "/docs/warm-up/sample",
  base: "/docs/warm-up/sample",
  targets: {
    paths: new Set(["guides/install", "reference/api"]),
    byEntry: new Map([["sample-api", "reference/api"]]),
    byPath: new Map([["reference/api", "sample-api"]]),
    sourceFileOf: new Map(),
    bySourceFile: new Map(),
  },
  assets: [{ id: "architecture", filename: "architecture.png" }],
};

/** Pages rendered: enough for V8 to optimize the renderer's hot functions. */
const pagesRendered = 60;
/** Statements written, each of a publish's write group. */
const writesRun = 16;

/**
 * A freshly started server renders and writes its first publish's pages with cold code: the
 * renderer's modules and shiki's grammars load, V8 compiles the renderer, and the embedded
 * database (PostgreSQL compiled to WebAssembly, tiered up as it runs) optimizes the functions
 * that write pages and their search vectors. Start-up runs this once, a moment after the
 * server answers: it renders sample pages and writes them as a publish does, inside a
 * transaction that is rolled back, so the first publish runs warm and nothing stays behind.
 * The written part runs only with the embedded database: a PostgreSQL server's code is native
 * and warm.
 */
export async function warmUpPublishing(): Promise<{ pagesRendered: number; writes: number }> {
  const rows: RenderedRow[] = [];
  for (let number = 0; number < pagesRendered; number++) {
    const markdown = samplePage(number);
    rows.push(await renderRow({ title: `Sample ${number}`, path: "reference/events", markdown, contentHash: String(number) }, sampleSurroundings));
    // Requests arriving meanwhile are answered between pages.
    await nextTurn();
  }
  if (databaseMode() === "postgres") return { pagesRendered, writes: 0 };
  for (let write = 0; write < writesRun; write++) await writeRolledBack(rows.slice(0, writeGroupSize));
  return { pagesRendered, writes: writesRun };
}

/**
 * One write group of sample pages into a scratch project, in a transaction rolled back. On
 * the pool, as the publish writes pages: through Prisma's transactions the app held about 4 MB
 * more after the warm-up.
 */
async function writeRolledBack(rows: RenderedRow[]): Promise<void> {
  const documentationId = randomUUID();
  await runRolledBack([
    Prisma.sql`
      WITH organization AS (
        INSERT INTO "Organization" ("id", "name", "slug", "billingEmail", "updatedAt")
        VALUES (${randomUUID()}, 'Warm-up', ${`warm-up-${documentationId}`}, 'warm-up@example.invalid', now())
        RETURNING "id"
      )
      INSERT INTO "Documentation" ("id", "organizationId", "name", "slug", "updatedAt")
      SELECT ${documentationId}, "id", 'Warm-up', 'warm-up', now() FROM organization`,
    insertRenderedPagesStatement(documentationId, rows),
  ]);
}
