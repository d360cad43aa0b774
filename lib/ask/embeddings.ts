import { createOpenAI } from "@ai-sdk/openai";
import { embed, embedMany } from "ai";
import { queryRows } from "../db";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import type { NavVersion } from "../publishing/structure";
import type { LiveSite } from "../site/live-site";
import type { FoundPassage } from "./retrieve";

/**
 * Vector search for Ask AI: optional, on top of full-text. It takes part when the database
 * has pgvector (PostgreSQL with the extension installed, or the embedded database, which loads
 * it) and `AI_EMBEDDING_MODEL` names an embedding model of the configured OpenAI-compatible
 * provider. Without either, or when anything about it fails, questions are answered from
 * full-text passages alone.
 *
 * Embeddings live in a table created at run time, not by a migration: the `vector` type
 * exists only where the extension does, and the schema must migrate everywhere.
 */

/** Passages farther than this (cosine distance) from the question are not taken as relevant. */
export const maxCosineDistance = 0.6;
/** Passages embedded per provider call, and per snapshot in one background run. */
const embedBatch = 64;
const embedPerRun = 5_000;

function embeddingModel() {
  const modelId = process.env.AI_EMBEDDING_MODEL;
  const apiKey = process.env.OPENAI_API_KEY;
  if (!modelId || !apiKey) return null;
  const openai = createOpenAI({ apiKey, baseURL: process.env.OPENAI_BASE_URL || undefined });
  return { model: openai.embeddingModel(modelId), modelId };
}

interface VectorState {
  available: Promise<boolean> | null;
  checkedAt: number;
}

const vectorState: VectorState = { available: null, checkedAt: 0 };

/** Whether pgvector can be used: the extension created (or creatable) and the table in place. Checked again after a minute when it was not. */
export function vectorSearchAvailable(): Promise<boolean> {
  if (!vectorState.available || Date.now() - vectorState.checkedAt > 60_000) {
    vectorState.checkedAt = Date.now();
    vectorState.available = prepareVectorTable().catch((error: unknown) => {
      log.warn("ask: vector search unavailable", { error: error instanceof Error ? error.message : String(error) });
      return false;
    });
    void vectorState.available.then((available) => {
      // Once ready it stays ready.
      if (available) vectorState.checkedAt = Number.POSITIVE_INFINITY;
    });
  }
  return vectorState.available;
}

async function prepareVectorTable(): Promise<boolean> {
  const [extension] = await queryRows<{ installed: boolean }>(
    Prisma.sql`SELECT installed_version IS NOT NULL AS installed FROM pg_available_extensions WHERE name = 'vector'`,
  );
  if (!extension) return false;
  if (!extension.installed) await queryRows(Prisma.sql`CREATE EXTENSION IF NOT EXISTS vector`);
  await queryRows(Prisma.sql`
    CREATE TABLE IF NOT EXISTS "PassageEmbedding" (
      "passageId" TEXT NOT NULL REFERENCES "PagePassage"("id") ON DELETE CASCADE,
      "model" TEXT NOT NULL,
      "embedding" vector NOT NULL,
      PRIMARY KEY ("passageId", "model")
    )`);
  return true;
}

const vectorText = (values: number[]) => `[${values.join(",")}]`;

/** Snapshots being embedded now, so one run at a time works on each. */
const embedding = new Set<string>();

/**
 * Embeds the passages of a snapshot that have no embedding for the model yet, in the
 * background: the first questions after a publish are answered from full-text while it runs.
 */
function embedMissing(snapshotId: string, model: NonNullable<ReturnType<typeof embeddingModel>>) {
  const key = `${snapshotId}\0${model.modelId}`;
  if (embedding.has(key)) return;
  embedding.add(key);
  void (async () => {
    const missing = await queryRows<{ id: string; title: string; heading: string; text: string }>(Prisma.sql`
      SELECT DISTINCT p."id", p."title", p."heading", p."text"
      FROM "PublishedPage" pp JOIN "PagePassage" p ON p."renderedPageId" = pp."renderedPageId"
      WHERE pp."snapshotId" = ${snapshotId} AND NOT pp."hidden"
        AND NOT EXISTS (SELECT 1 FROM "PassageEmbedding" e WHERE e."passageId" = p."id" AND e."model" = ${model.modelId})
      LIMIT ${embedPerRun}`);
    for (let start = 0; start < missing.length; start += embedBatch) {
      const batch = missing.slice(start, start + embedBatch);
      const { embeddings } = await embedMany({
        model: model.model,
        values: batch.map((passage) => `${passage.title} — ${passage.heading}\n${passage.text}`),
        maxRetries: 1,
      });
      const rows = batch.map((passage, index) => ({ passageId: passage.id, embedding: vectorText(embeddings[index]!) }));
      await queryRows(Prisma.sql`
        INSERT INTO "PassageEmbedding" ("passageId", "model", "embedding")
        SELECT r."passageId", ${model.modelId}, r."embedding"::vector FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("passageId" text, "embedding" text)
        ON CONFLICT DO NOTHING`);
    }
  })()
    .catch((error: unknown) => log.warn("ask: embedding passages failed", { snapshot_id: snapshotId, error: error instanceof Error ? error.message : String(error) }))
    .finally(() => embedding.delete(key));
}

/**
 * The passages of a version of the live snapshot nearest in meaning to the text, or null when
 * vector search cannot take part (see above). Starts embedding the snapshot's passages that
 * have no embedding yet.
 */
export async function nearestPassages(site: LiveSite, version: NavVersion, text: string, limit: number): Promise<FoundPassage[] | null> {
  const model = embeddingModel();
  if (!model || !(await vectorSearchAvailable())) return null;
  try {
    embedMissing(site.snapshotId, model);
    const { embedding: question } = await embed({ model: model.model, value: text, maxRetries: 1, abortSignal: AbortSignal.timeout(10_000) });
    return await queryRows<FoundPassage>(Prisma.sql`
      SELECT p."id", pp."title", pp."path", p."anchor", p."heading", p."text"
      FROM "PublishedPage" pp
      JOIN "PagePassage" p ON p."renderedPageId" = pp."renderedPageId"
      JOIN "PassageEmbedding" e ON e."passageId" = p."id" AND e."model" = ${model.modelId}
      WHERE pp."snapshotId" = ${site.snapshotId} AND pp."versionSlug" = ${version.slug} AND NOT pp."hidden"
        AND (e."embedding" <=> ${vectorText(question)}::vector) <= ${maxCosineDistance}
      ORDER BY e."embedding" <=> ${vectorText(question)}::vector
      LIMIT ${limit}`);
  } catch (error) {
    log.warn("ask: vector search failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
