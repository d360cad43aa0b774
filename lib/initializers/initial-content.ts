import { randomUUID } from "node:crypto";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import type { z } from "zod";
import { db } from "../db";
import { writeToDocumentation, type Transaction } from "../documentation/write-guard";
import { insertEntries, type EntryRow } from "../entries/insert";
import type { EntryMetadata } from "../entries/schemas";
import { freeSlug } from "../entries/service";
import { conflict, invalidInput, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { slugify } from "../slug";
import type { InitializedDocumentation, InitSource } from "./views";

/** Where a section's content lives (the section's `source.kind`). */
export type SectionSourceKind = "manual" | "repository" | "openapi" | "website" | "files";

export interface InitialEntry {
  kind: "page" | "folder";
  title: string;
  /** Default: from the title, made unique among its siblings. */
  slug?: string;
  content?: string;
  metadata?: z.input<typeof EntryMetadata>;
  /** A folder's entries. */
  children?: InitialEntry[];
}

export interface InitialSection {
  title: string;
  description?: string;
  icon?: string;
  source?: { kind: SectionSourceKind; details?: Prisma.InputJsonObject };
  entries: InitialEntry[];
}

/** A project's first version and its sections, as an initializer produced them. */
export interface InitialContent {
  versionName: string;
  sections: InitialSection[];
}

/** Bounds of one initialization: what a single transaction writes comfortably. */
export const initialContentLimits = { sections: 200, entries: 5_000 };

/** Who an initialization is recorded as written by: the caller, or the user who started an import job. */
export interface InitializationAuthor {
  user: Pick<Principal["user"], "id">;
}

export interface WriteInitialContentOptions {
  /** Writes more in the same transaction (an import job's outcome), so both happen or neither. */
  alsoWrite?: (tx: Transaction, documentation: InitializedDocumentation) => Promise<void>;
}

/**
 * The 409 an initialization of an initialized project gets. Initializers that fetch or
 * generate for a while call it first, so they fail before that work; the write checks again.
 */
export async function assertUninitialized(documentationId: string, client: Transaction = db) {
  const documentation = await client.documentation.findUnique({ where: { id: documentationId }, select: { status: true, initSource: true } });
  if (!documentation) throw notFound("Documentation");
  if (documentation.status !== "uninitialized") {
    throw conflict(`The documentation is already initialized (${documentation.initSource ?? documentation.status}).`);
  }
}

/** Claims an uninitialized project inside the initializer's exclusive transaction: a second initializer gets 409. */
async function beginInitialization(tx: Transaction, documentationId: string, source: InitSource) {
  await assertUninitialized(documentationId, tx);
  await tx.documentation.update({ where: { id: documentationId }, data: { status: "pending", initSource: source } });
}

/**
 * Writes an initializer's content into an uninitialized project: its default version, the
 * sections in the given order and their entries, all in one transaction that first claims
 * the project (409 when already initialized). A failure leaves the project as it was.
 */
export async function writeInitialContent(
  access: Pick<DocumentationAccess, "documentationId">,
  principal: InitializationAuthor,
  source: InitSource,
  content: InitialContent,
  options: WriteInitialContentOptions = {},
): Promise<InitializedDocumentation> {
  const sectionRows: Prisma.SectionCreateManyInput[] = [];
  const entryRows: EntryRow[] = [];
  const versionId = randomUUID();
  const sectionSlugs = new Set<string>();
  const sections = content.sections.map((section, order) => {
    const id = randomUUID();
    const slug = freeSlug(sectionSlugs, slugify(section.title), false);
    sectionSlugs.add(slug);
    sectionRows.push({
      id,
      versionId,
      title: section.title,
      slug,
      description: section.description ?? null,
      icon: section.icon ?? null,
      order,
      sourceKind: section.source?.kind ?? "manual",
      sourceDetails: section.source?.details ?? {},
    });
    const entryIds: string[] = [];
    // Parents are listed before their children, as the insert needs them.
    const place = (entries: InitialEntry[], parentId: string | null) => {
      const slugs = new Set<string>();
      entries.forEach((entry, position) => {
        const entryId = randomUUID();
        const slug = freeSlug(slugs, entry.slug ?? slugify(entry.title), false);
        slugs.add(slug);
        entryIds.push(entryId);
        entryRows.push({
          id: entryId,
          sectionId: id,
          parentId,
          kind: entry.kind,
          title: entry.title,
          slug,
          content: entry.kind === "page" ? (entry.content ?? "") : "",
          metadata: (entry.metadata ?? {}) as Prisma.InputJsonObject,
          order: position,
          updatedById: principal.user.id,
        });
        if (entry.kind === "folder") place(entry.children ?? [], entryId);
      });
    };
    place(section.entries, null);
    return { section_id: id, title: section.title, slug, entry_ids: entryIds };
  });
  if (sectionRows.length === 0 || sectionRows.length > initialContentLimits.sections || entryRows.length > initialContentLimits.entries) {
    throw invalidInput(
      `A project starts with 1 to ${initialContentLimits.sections} sections and at most ${initialContentLimits.entries} pages and folders; this source gives ${sectionRows.length} sections and ${entryRows.length} entries.`,
    );
  }

  return writeToDocumentation(
    access.documentationId,
    async (tx) => {
      await beginInitialization(tx, access.documentationId, source);
      await tx.version.create({
        data: { id: versionId, documentationId: access.documentationId, name: content.versionName, slug: slugify(content.versionName), isDefault: true, isLatest: true },
      });
      await tx.section.createMany({ data: sectionRows });
      await insertEntries(tx, entryRows);
      const documentation: InitializedDocumentation = {
        documentation_id: access.documentationId,
        status: "pending",
        init_source: source,
        version_id: versionId,
        sections,
        entry_count: entryRows.length,
      };
      await options.alsoWrite?.(tx, documentation);
      return documentation;
    },
    { exclusive: true, timeoutMs: 60_000 },
  );
}
