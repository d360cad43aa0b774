import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api, type ApiResponse } from "../helpers/api";

export interface PageSpec {
  title: string;
  slug: string;
  content?: string;
  kind?: "page" | "folder";
  children?: PageSpec[];
  metadata?: { description?: string; sidebar_title?: string; hidden?: boolean; icon?: string; tags?: string[] };
}

export interface SectionSpec {
  title: string;
  slug: string;
  icon?: string;
  entries: PageSpec[];
}

export interface VersionSpec {
  name: string;
  slug: string;
  isDefault?: boolean;
  isDeprecated?: boolean;
  sections: SectionSpec[];
}

/** A project with content, written straight to the tables the content API owns. */
export async function makeProject(
  organizationId: string,
  options: { versions: VersionSpec[]; isPublic?: boolean; status?: "uninitialized" | "active"; assets?: { filename: string; contentType: string; blobKey: string; size: number; sha256: string }[] },
) {
  const slug = `docs-${randomUUID().slice(0, 8)}`;
  const documentation = await db.documentation.create({
    data: { organizationId, name: "Handbook", slug, status: options.status ?? "active", isPublic: options.isPublic ?? true },
  });
  const entryIds = new Map<string, string>();
  const versionIds = new Map<string, string>();
  const sectionIds = new Map<string, string>();
  for (const version of options.versions) {
    const created = await db.version.create({
      data: {
        documentationId: documentation.id,
        name: version.name,
        slug: version.slug,
        isDefault: version.isDefault ?? false,
        isDeprecated: version.isDeprecated ?? false,
      },
    });
    versionIds.set(version.slug, created.id);
    for (const [sectionIndex, section] of version.sections.entries()) {
      const createdSection = await db.section.create({
        data: { versionId: created.id, title: section.title, slug: section.slug, icon: section.icon, order: sectionIndex },
      });
      sectionIds.set(`${version.slug}/${section.slug}`, createdSection.id);
      const addEntries = async (entries: PageSpec[], parentId: string | null, prefix: string) => {
        for (const [order, entry] of entries.entries()) {
          const row = await db.entry.create({
            data: {
              sectionId: createdSection.id,
              parentId,
              kind: entry.kind ?? "page",
              title: entry.title,
              slug: entry.slug,
              content: entry.content ?? "",
              order,
              metadata: entry.metadata ?? {},
            },
          });
          const path = `${prefix}/${entry.slug}`;
          entryIds.set(`${version.slug}/${path}`, row.id);
          if (entry.children) await addEntries(entry.children, row.id, path);
        }
      };
      await addEntries(section.entries, null, section.slug);
    }
  }
  for (const asset of options.assets ?? []) {
    await db.asset.create({ data: { documentationId: documentation.id, ...asset } });
  }
  return { documentation, entryIds, versionIds, sectionIds };
}

/** Starts a publish through the API and waits for the in-process job to finish. */
export async function publishAndWait(documentationId: string, token: string): Promise<ApiResponse> {
  const started = await api.post(`/api/documentations/${documentationId}/publish`, { token });
  if (started.status !== 202) throw new Error(`publish not started: ${started.status} ${started.text}`);
  await inProcessJobsIdle();
  return api.get(`/api/documentations/${documentationId}/publish/status`, { token });
}
