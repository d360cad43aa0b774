import matter from "gray-matter";
import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import { z } from "zod";
import { db } from "../db";
import { blobStore } from "../storage";

/**
 * The files of a backup: the project, every version's sections (JSON) and entries (markdown
 * with front matter), and every asset. Front matter and JSON carry ids, parents and order,
 * so a restore rebuilds exactly what was saved; the directory layout is for people reading it.
 *
 *   documentation.json
 *   versions/<version>/version.json
 *   versions/<version>/sections/<section>/section.json
 *   versions/<version>/sections/<section>/pages/<entry>.md      (children in pages/<entry>/)
 *   versions/<version>/sections/<section>/sections/<child>/...
 *   assets/index.json, assets/<asset id>/<filename>
 */
export type DocumentationFiles = Map<string, Buffer>;

const formatVersion = 1;

export const DocumentationFile = z.object({
  format: z.literal(formatVersion),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  initSource: z.string().nullable(),
  isPublic: z.boolean(),
  config: z.unknown(),
});

export const VersionFile = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isDefault: z.boolean(),
  isLatest: z.boolean(),
  isDeprecated: z.boolean(),
});

export const SectionFile = z.object({
  id: z.string(),
  versionId: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Absent from backups made before sections had icons. */
  icon: z.string().nullable().default(null),
  order: z.number().int(),
  sourceKind: z.enum(["manual", "repository", "openapi", "website", "files"]),
  sourceDetails: z.unknown(),
});

export const EntryFrontMatter = z.object({
  id: z.string(),
  sectionId: z.string(),
  parentId: z.string().nullable(),
  kind: z.enum(["page", "folder"]),
  title: z.string(),
  slug: z.string(),
  order: z.number().int(),
  metadata: z.unknown(),
});

export const AssetIndex = z.array(
  z.object({
    id: z.string(),
    filename: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    altText: z.string(),
    sha256: z.string(),
    path: z.string(),
  }),
);

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2) + "\n");

/** Front matter, then the content byte for byte (gray-matter reads it back unchanged). */
function markdownFile(data: Record<string, unknown>, content: string): Buffer {
  return Buffer.from(matter.stringify("", data).replace(/\n$/, "") + content);
}

/** A file-name-safe, unique name among siblings. */
function uniqueName(used: Set<string>, slug: string, id: string): string {
  const base = slug.replace(/[^A-Za-z0-9._-]/g, "-").replace(/^\.+/, "") || "untitled";
  const name = used.has(base) ? `${base}-${id.slice(0, 8)}` : base;
  used.add(name);
  return name;
}

export async function exportDocumentationFiles(documentationId: string): Promise<DocumentationFiles> {
  const documentation = await db.documentation.findUniqueOrThrow({ where: { id: documentationId } });
  const [versions, sections, entries, assets] = await Promise.all([
    db.version.findMany({ where: { documentationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.section.findMany({ where: { version: { documentationId } }, orderBy: [{ order: "asc" }, { id: "asc" }] }),
    db.entry.findMany({ where: { section: { version: { documentationId } } }, orderBy: [{ order: "asc" }, { id: "asc" }] }),
    db.asset.findMany({ where: { documentationId }, orderBy: { id: "asc" } }),
  ]);
  const files: DocumentationFiles = new Map();
  files.set(
    "documentation.json",
    json({
      format: formatVersion,
      id: documentation.id,
      name: documentation.name,
      slug: documentation.slug,
      description: documentation.description,
      initSource: documentation.initSource,
      isPublic: documentation.isPublic,
      config: documentation.config,
    } satisfies z.input<typeof DocumentationFile>),
  );
  const usedVersionNames = new Set<string>();
  for (const version of versions) {
    const versionDir = `versions/${uniqueName(usedVersionNames, version.slug, version.id)}`;
    files.set(`${versionDir}/version.json`, json(VersionFile.parse(version)));
    const writeEntries = (sectionId: string, parentId: string | null, dir: string) => {
      const used = new Set<string>();
      for (const entry of entries.filter((candidate) => candidate.sectionId === sectionId && candidate.parentId === parentId)) {
        const name = uniqueName(used, entry.slug, entry.id);
        const { content, ...rest } = entry;
        files.set(`${dir}/${name}.md`, markdownFile(EntryFrontMatter.parse(rest) as Record<string, unknown>, content));
        writeEntries(sectionId, entry.id, `${dir}/${name}`);
      }
    };
    const writeSections = (parentId: string | null, dir: string) => {
      const used = new Set<string>();
      for (const section of sections.filter((candidate) => candidate.versionId === version.id && candidate.parentId === parentId)) {
        const sectionDir = `${dir}/${uniqueName(used, section.slug, section.id)}`;
        files.set(`${sectionDir}/section.json`, json(SectionFile.parse(section)));
        writeEntries(section.id, null, `${sectionDir}/pages`);
        writeSections(section.id, `${sectionDir}/sections`);
      }
    };
    writeSections(null, `${versionDir}/sections`);
  }
  const index: z.input<typeof AssetIndex> = [];
  for (const asset of assets) {
    const blob = await blobStore().get(asset.blobKey);
    if (!blob) throw new Error(`The file of asset ${asset.id} is missing from storage.`);
    const path = `assets/${asset.id}/${uniqueName(new Set(), asset.filename, asset.id)}`;
    files.set(path, await buffer(Readable.fromWeb(blob.body as import("node:stream/web").ReadableStream)));
    index.push({ id: asset.id, filename: asset.filename, contentType: asset.contentType, size: asset.size, altText: asset.altText, sha256: asset.sha256, path });
  }
  files.set("assets/index.json", json(index));
  return files;
}

export interface DocumentationBackup {
  documentation: z.output<typeof DocumentationFile>;
  versions: z.output<typeof VersionFile>[];
  sections: z.output<typeof SectionFile>[];
  entries: (z.output<typeof EntryFrontMatter> & { content: string })[];
  assets: z.output<typeof AssetIndex>;
}

/** Reads the files of a backup back into rows (asset bytes stay in `files`). */
export function parseDocumentationFiles(files: DocumentationFiles): DocumentationBackup {
  const read = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`The backup has no ${path}.`);
    return JSON.parse(file.toString("utf8")) as unknown;
  };
  const backup: DocumentationBackup = {
    documentation: DocumentationFile.parse(read("documentation.json")),
    versions: [],
    sections: [],
    entries: [],
    assets: AssetIndex.parse(read("assets/index.json")),
  };
  for (const [path, content] of files) {
    if (!path.startsWith("versions/")) continue;
    if (path.endsWith("/version.json") && path.split("/").length === 3) backup.versions.push(VersionFile.parse(read(path)));
    else if (path.endsWith("/section.json")) backup.sections.push(SectionFile.parse(read(path)));
    else if (path.endsWith(".md")) {
      // gray-matter caches by input; a copy of the parsed data keeps entries independent.
      const parsed = matter(content.toString("utf8"));
      backup.entries.push({ ...EntryFrontMatter.parse(structuredClone(parsed.data)), content: parsed.content });
    }
  }
  return backup;
}
