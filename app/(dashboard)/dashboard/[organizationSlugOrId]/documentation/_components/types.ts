import type { TreeNode } from "@/lib/entries/tree";

/** The plain data the editor's client components receive (JSON shapes of the content API). */

export interface DocumentationSummary {
  documentation_id: string;
  organization_id: string;
  name: string;
  slug: string;
  status: "uninitialized" | "pending" | "active";
  locked: boolean;
}

export interface VersionItem {
  version_id: string;
  name: string;
  slug: string;
  is_default: boolean;
  is_latest: boolean;
  is_deprecated: boolean;
}

export interface SectionItem {
  section_id: string;
  parent_id: string | null;
  title: string;
  slug: string;
  description: string | null;
  icon: string | null;
  order: number;
}

export type EntryNode = TreeNode;

export interface EntryTree {
  section_id: string;
  revision: number;
  children: EntryNode[];
}

export interface EntryDocument {
  entry_id: string;
  section_id: string;
  parent_id: string | null;
  kind: "page" | "folder";
  title: string;
  slug: string;
  content: string;
  metadata: EntryMetadata;
  revision: number;
  updated_at: string;
}

/** What the dashboard edits of an entry's metadata; other keys (source...) are kept as they are. */
export interface EntryMetadata {
  description?: string;
  sidebar_title?: string;
  icon?: string;
  hidden?: boolean;
  tags?: string[];
  [key: string]: unknown;
}

export interface AssetItem {
  asset_id: string;
  filename: string;
  content_type: string;
  size: number;
  alt_text: string | null;
  url: string;
  uploaded_at: string;
}

/** Where the editor works: the project and, below it, a version and a section. */
export interface DocumentationRef {
  organizationId: string;
  documentationId: string;
  /** Set while the editor works in a change request: content paths then address its branch. */
  changeRequestId?: string;
}
