import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { assetForImage, includeLoader, linkTarget, linkTargetsOf, type VersionLinkTargets } from "../publishing/render-pages";
import { loadDocumentationStructure, type PlannedPage } from "../publishing/structure";
import { expandIncludes, missingIncludeNotice } from "../rendering/includes";
import type { StoredConfig } from "../documentation/schemas";
import { renderMarkdown } from "../rendering/markdown";
import { substituteVariables, type Variables } from "../rendering/variables";
import type { PreviewInput } from "./schemas";
import type { PreviewView } from "./views";

async function variablesOf(documentationId: string): Promise<Variables> {
  const documentation = await db.documentation.findUniqueOrThrow({ where: { id: documentationId }, select: { config: true } });
  return (documentation.config as StoredConfig).variables ?? {};
}

/** The page being edited in its version as the draft has it: what its links and includes can name. */
interface DraftPlace {
  page: PlannedPage;
  targets: VersionLinkTargets;
  /** The version's pages by entry. */
  pages: Map<string, PlannedPage>;
}

/** Markdown that may link to or include a page: an inline or reference link, or an include. */
const namesPages = /\]\(|\]:|@include:/;

/** The draft's structure is read only for markdown that may name a page: a preview without links stays one query. */
async function draftPlace(documentationId: string, entryId: string | undefined, markdown: string): Promise<DraftPlace | null> {
  if (entryId === undefined || !namesPages.test(markdown)) return null;
  const structure = await loadDocumentationStructure(documentationId);
  const page = structure.pages.find((candidate) => candidate.entryId === entryId);
  if (!page) return null;
  const pages = new Map(structure.pages.filter((other) => other.versionId === page.versionId).map((other) => [other.entryId, other]));
  return { page, targets: linkTargetsOf(structure).get(page.versionId)!, pages };
}

/** The markdown with what it includes written in, read from the draft around the page being edited. */
async function withIncludes(place: DraftPlace | null, markdown: string): Promise<string> {
  if (!markdown.includes("@include:")) return markdown;
  const contentOf = async (id: string) => (await db.entry.findUnique({ where: { id }, select: { content: true } }))?.content ?? "";
  const load = place ? includeLoader(place.targets, contentOf) : async () => null;
  return (await expandIncludes(markdown, place?.page.path ?? "", load, missingIncludeNotice)).markdown;
}

/** The editor's address of a page, relative to the editor: its version, section and entry. */
const editorAddress = (page: PlannedPage, hash: string) => `?${new URLSearchParams({ version: page.versionId, section: page.sectionId, entry: page.entryId })}${hash}`;

/**
 * The editor's preview: the publishing pipeline on unsaved markdown. Images naming an asset
 * of the project (as publishing resolves them) point at the asset's API file, which the
 * signed-in editor can load before anything is published. Variables are the project's current
 * ones; included pages are read as the draft has them. With the page's place known, links to
 * pages lead to them in the editor, and links naming no page are reported.
 */
export async function renderPreview(access: DocumentationAccess, input: PreviewInput): Promise<PreviewView> {
  const place = await draftPlace(access.documentationId, input.entry_id, input.markdown);
  const expanded = await withIncludes(place, input.markdown);
  const markdown = expanded.includes("{{") ? substituteVariables(expanded, await variablesOf(access.documentationId)) : expanded;
  const assets =
    markdown.includes("![") || place
      ? await db.asset.findMany({ where: { documentationId: access.documentationId }, select: { id: true, filename: true } })
      : [];
  const apiBase = `/api/v1/documentation/${access.organizationId}/${access.documentationId}`;
  const brokenLinks = new Set<string>();
  const rendered = await renderMarkdown(markdown, {
    pageTitle: input.title,
    resolveLink: (href) => {
      if (!place) return null;
      const target = linkTarget(href, place.page.path, place.targets.paths, place.targets.byEntry);
      if (target === "missing") {
        if (!assetForImage(href, assets)) brokenLinks.add(href);
        return null;
      }
      const page = target && place.pages.get(place.targets.byPath.get(target.path)!);
      return page ? editorAddress(page, target.hash) : null;
    },
    resolveImage: (src) => {
      const asset = assetForImage(src, assets);
      return asset ? `${apiBase}/asset/${asset.id}/file` : null;
    },
  });
  return { html: rendered.html, toc: rendered.toc, broken_links: [...brokenLinks] };
}
