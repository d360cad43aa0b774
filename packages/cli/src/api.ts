import { readFile } from "node:fs/promises";
import path from "node:path";
import { createDocsClient, paginate, unwrap, type DocsClient } from "@docs-platform/client";
import type { CliConfig } from "./config";

export interface Organization {
  organization_id: string;
  name: string;
  slug: string;
}

export interface Project {
  documentation_id: string;
  organization_id: string;
  name: string;
  slug: string;
  status: string;
}

export interface Version {
  version_id: string;
  name: string;
  slug: string;
  is_default: boolean;
}

export interface EntryMetadata {
  description?: string;
  icon?: string;
  hidden?: boolean;
  tags?: string[];
  sidebar_title?: string;
  source?: "manual" | "repository" | "openapi" | "website" | "files";
  source_path?: string;
}

export interface RemoteEntry {
  entry_id: string;
  parent_id: string | null;
  kind: "page" | "folder";
  title: string;
  slug: string;
  order: number;
  metadata: EntryMetadata;
  content_sha256: string;
  content?: string;
}

export interface RemoteSection {
  section_id: string;
  parent_id: string | null;
  title: string;
  slug: string;
  order: number;
  entries: RemoteEntry[];
}

export interface BatchEntry {
  ref: string;
  parent_ref?: string;
  parent_id?: string;
  kind: "page" | "folder";
  title: string;
  slug: string;
  content?: string;
  metadata?: EntryMetadata;
}

export interface PublishJob {
  job_id: string;
  status: "queued" | "in_progress" | "completed" | "failed";
  progress: { pages_done: number; pages_total: number } | null;
  page_count: number | null;
  error: string | null;
  broken_links: { count: number; items: { page: string; target: string; reason: string }[] } | null;
}

/**
 * The API calls the commands make, over the typed client. Paths and bodies are checked
 * against the API's types; the few answers the commands read are named here.
 */
export class Api {
  readonly client: DocsClient;

  constructor(config: CliConfig) {
    this.client = createDocsClient({ baseUrl: config.base_url, token: config.token });
  }

  organizations() {
    return unwrap(this.client.GET("/api/v1/organization")) as Promise<Organization[]>;
  }

  /** An organization by id or slug; without one, the token's only organization. */
  async organization(reference: string | undefined): Promise<Organization> {
    const organizations = await this.organizations();
    const found = reference === undefined ? organizations : organizations.filter((organization) => organization.organization_id === reference || organization.slug === reference);
    if (found.length === 1) return found[0]!;
    if (reference !== undefined) throw new Error(`No organization "${reference}" is reachable with this token.`);
    throw new Error(`The token reaches ${organizations.length === 0 ? "no organization" : `several organizations (${organizations.map((organization) => organization.slug).join(", ")}): choose one with --organization`}.`);
  }

  /**
   * A project, initialized blank so that it has a default version to push to: its scaffold
   * (one section and page) is what the first push replaces.
   */
  async createProject(organization: Organization, input: { name: string; slug?: string; is_public?: boolean; version_name?: string }): Promise<Project & { version_name: string }> {
    const { version_name, ...fields } = input;
    const project = (await unwrap(this.client.POST("/api/v1/documentation/{organization_id}", { params: { path: { organization_id: organization.organization_id } }, body: fields }))) as Project;
    await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: ids(project) }, body: { ...(version_name && { version_name }) } }),
    );
    const version = await this.version(project, undefined);
    return { ...project, version_name: version.name };
  }

  async projects(): Promise<Project[]> {
    const projects: Project[] = [];
    for (const organization of await this.organizations()) {
      const pages = paginate((cursor) => listPage<Project>(this.client.GET("/api/v1/documentation/{organization_id}/list", { params: { path: { organization_id: organization.organization_id }, query: { cursor } } })));
      for await (const project of pages) projects.push(project);
    }
    return projects;
  }

  /** A project by id or slug, among every organization the token reaches. */
  async project(reference: string): Promise<Project> {
    const found = (await this.projects()).filter((project) => project.documentation_id === reference || project.slug === reference);
    if (found.length === 1) return found[0]!;
    throw new Error(found.length === 0 ? `No project "${reference}" is reachable with this token (docs-platform projects create <name> makes one).` : `Several projects are named "${reference}"; use its id.`);
  }

  versions(project: Project) {
    return unwrap(this.client.GET("/api/v1/documentation/{organization_id}/{documentation_id}/version", { params: { path: ids(project) } })) as Promise<Version[]>;
  }

  /** A version by id, slug or name; the default version without one. */
  async version(project: Project, reference: string | undefined): Promise<Version> {
    const versions = await this.versions(project);
    const version = reference === undefined ? versions.find((candidate) => candidate.is_default) : versions.find((candidate) => [candidate.version_id, candidate.slug, candidate.name].includes(reference));
    if (!version) throw new Error(reference === undefined ? `The project "${project.slug}" has no version yet.` : `The project "${project.slug}" has no version "${reference}".`);
    return version;
  }

  async content(project: Project, version: Version, includeContent: boolean): Promise<RemoteSection[]> {
    const answer = await unwrap(
      this.client.GET("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/content", {
        params: { path: { ...ids(project), version_id: version.version_id }, query: { include_content: includeContent ? "true" : "false" } },
      }),
    );
    return (answer as { sections: RemoteSection[] }).sections;
  }

  async createSection(project: Project, version: Version, section: { title: string; slug: string }): Promise<string> {
    const created = await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section", { params: { path: { ...ids(project), version_id: version.version_id } }, body: section }),
    );
    return (created as { section_id: string }).section_id;
  }

  async deleteSection(project: Project, version: Version, sectionId: string) {
    await unwrap(this.client.DELETE("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}", { params: { path: sectionPath(project, version, sectionId) } }));
  }

  async reorderSections(project: Project, version: Version, sectionIds: string[]) {
    await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/reorder", { params: { path: { ...ids(project), version_id: version.version_id } }, body: { section_ids: sectionIds } }),
    );
  }

  /** Creates entries in one request; answers each `ref`'s new id. */
  async createEntries(project: Project, version: Version, sectionId: string, entries: BatchEntry[]): Promise<Map<string, string>> {
    const created = await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/batch", {
        params: { path: sectionPath(project, version, sectionId) },
        body: { entries },
      }),
    );
    return new Map((created as { entries: { ref: string; entry_id: string }[] }).entries.map((entry) => [entry.ref, entry.entry_id]));
  }

  async updateEntry(project: Project, version: Version, sectionId: string, entryId: string, fields: { title?: string; content?: string; metadata?: EntryMetadata }) {
    await unwrap(
      this.client.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", {
        params: { path: { ...sectionPath(project, version, sectionId), entry_id: entryId } },
        body: fields,
      }),
    );
  }

  async moveEntry(project: Project, version: Version, sectionId: string, entryId: string, target: { section_id: string; parent_id: string | null }) {
    await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}/move", {
        params: { path: { ...sectionPath(project, version, sectionId), entry_id: entryId } },
        body: target,
      }),
    );
  }

  async deleteEntry(project: Project, version: Version, sectionId: string, entryId: string) {
    await unwrap(
      this.client.DELETE("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", {
        params: { path: { ...sectionPath(project, version, sectionId), entry_id: entryId } },
      }),
    );
  }

  async reorderEntries(project: Project, version: Version, sectionId: string, entryIds: string[]) {
    await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/reorder", {
        params: { path: sectionPath(project, version, sectionId) },
        body: { entry_ids: entryIds },
      }),
    );
  }

  async assetNames(project: Project): Promise<Set<string>> {
    const names = new Set<string>();
    const pages = paginate((cursor) => listPage<{ filename: string }>(this.client.GET("/api/v1/documentation/{organization_id}/{documentation_id}/asset", { params: { path: ids(project), query: { cursor } } })));
    for await (const asset of pages) names.add(asset.filename);
    return names;
  }

  async uploadAsset(project: Project, file: string) {
    const form = new FormData();
    form.append("file", new Blob([await readFile(file)]), path.basename(file));
    await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/asset", {
        params: { path: ids(project) },
        // The client would send JSON; the form goes as it is.
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      }),
    );
  }

  async publish(project: Project): Promise<PublishJob> {
    return (await unwrap(this.client.POST("/api/documentations/{documentation_id}/publish", { params: { path: { documentation_id: project.documentation_id } } }))) as PublishJob;
  }

  async publishStatus(project: Project): Promise<PublishJob> {
    return (await unwrap(this.client.GET("/api/documentations/{documentation_id}/publish/status", { params: { path: { documentation_id: project.documentation_id } } }))) as PublishJob;
  }

  async backup(project: Project) {
    return (await unwrap(this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/backup", { params: { path: ids(project) } }))) as { backup_id: string; status: string };
  }

  async backups(project: Project) {
    return (await unwrap(this.client.GET("/api/v1/documentation/{organization_id}/{documentation_id}/backup", { params: { path: ids(project) } }))) as { backup_id: string; status: string; created_at: string }[];
  }

  async restore(project: Project, backupId: string) {
    return (await unwrap(
      this.client.POST("/api/v1/documentation/{organization_id}/{documentation_id}/backup/restore", { params: { path: ids(project) }, body: { backup_id: backupId } }),
    )) as { job_id: string; status: string };
  }

  async syncOpenApi(project: Project, version: Version, source: { spec?: string; url?: string }) {
    return (await unwrap(
      this.client.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/openapi", {
        params: { path: { ...ids(project), version_id: version.version_id } },
        body: source,
      }),
    )) as { added: { title: string }[]; updated: { title: string }[]; removed: { title: string }[]; kept: { title: string }[]; unchanged_count: number };
  }
}

/** One page of a list: the API declares list items loosely, the commands read these fields. */
type ListPage<T> = { data: T[]; error?: never; response: Response } | { data?: never; error: unknown; response: Response };
const listPage = <T>(pending: Promise<unknown>) => pending as Promise<ListPage<T>>;

const ids = (project: Project) => ({ organization_id: project.organization_id, documentation_id: project.documentation_id });
const sectionPath = (project: Project, version: Version, sectionId: string) => ({ ...ids(project), version_id: version.version_id, section_id: sectionId });
