import type { DocumentationAccess } from "../auth/access";
import { branchContent, branchVersionRows } from "../change-requests/overlay";
import { findProjectChangeRequest } from "../change-requests/service";
import { db } from "../db";
import type { ChangeRequest } from "../generated/prisma/client";
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

/** The page being edited in its version as the draft (or the change request's branch) has it: what its links and includes can name. */
interface DraftPlace {
  page: PlannedPage;
  targets: VersionLinkTargets;
  /** The version's pages by entry. */
  pages: Map<string, PlannedPage>;
}

/** Markdown that may link to or include a page: an inline or reference link, or an include. */
const namesPages = /\]\(|\]:|@include:/;

/** The structure is read only for markdown that may name a page: a preview without links stays one query. */
async function draftPlace(documentationId: string, entryId: string | undefined, markdown: string, changeRequest: ChangeRequest | null): Promise<DraftPlace | null> {
  if (entryId === undefined || !namesPages.test(markdown)) return null;
  const structure = await loadDocumentationStructure(documentationId, changeRequest ? await branchVersionRows(db, changeRequest) : undefined);
  const page = structure.pages.find((candidate) => candidate.entryId === entryId);
  if (!page) return null;
  const pages = new Map(structure.pages.filter((other) => other.versionId === page.versionId).map((other) => [other.entryId, other]));
  return { page, targets: linkTargetsOf(structure).get(page.versionId)!, pages };
}

/** The markdown with what it includes written in, read from the draft (or branch) around the page being edited. */
async function withIncludes(place: DraftPlace | null, markdown: string, changeRequest: ChangeRequest | null, variables: Variables): Promise<string> {
  if (!markdown.includes("@include:")) return markdown;
  const contentOf = async (id: string) =>
    (changeRequest ? await branchContent(db, changeRequest, id) : (await db.entry.findUnique({ where: { id }, select: { content: true } }))?.content) ?? "";
  const load = place ? includeLoader(place.targets, contentOf) : async () => null;
  return (await expandIncludes(markdown, place?.page.path ?? "", load, { missingText: missingIncludeNotice, variables })).markdown;
}

/** The editor's address of a page, relative to the editor: its change request (if any), version, section and entry. */
function editorAddress(page: PlannedPage, hash: string, changeRequest: ChangeRequest | null) {
  const query = new URLSearchParams({ ...(changeRequest && { change_request: changeRequest.id }), version: page.versionId, section: page.sectionId, entry: page.entryId });
  return `?${query}${hash}`;
}

/**
 * The editor's preview: the publishing pipeline on unsaved markdown. Images naming an asset
 * of the project (as publishing resolves them) point at the asset's API file, which the
 * signed-in editor can load before anything is published. Variables are the project's current
 * ones; included pages are read as the draft (or the change request's branch) has them. With the
 * page's place known, links to pages lead to them in the editor, and links naming no page are reported.
 */
export async function renderPreview(access: DocumentationAccess, input: PreviewInput): Promise<PreviewView> {
  const changeRequest = input.change_request_id ? await findProjectChangeRequest(access, input.change_request_id) : null;
  const place = await draftPlace(access.documentationId, input.entry_id, input.markdown, changeRequest);
  // Included pages may name variables too, and their headings' ids are read with the values written in.
  const variables = /\{\{|@include:/.test(input.markdown) ? await variablesOf(access.documentationId) : {};
  const markdown = substituteVariables(await withIncludes(place, input.markdown, changeRequest, variables), variables);
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
      const target = linkTarget(href, place.page.path, place.targets);
      if (target === "missing") {
        if (!assetForImage(href, assets)) brokenLinks.add(href);
        return null;
      }
      const page = target && place.pages.get(place.targets.byPath.get(target.path)!);
      return page ? editorAddress(page, target.hash, changeRequest) : null;
    },
    resolveImage: (src) => {
      const asset = assetForImage(src, assets);
      return asset ? `${apiBase}/asset/${asset.id}/file` : null;
    },
  });
  return { html: rendered.html, toc: rendered.toc, broken_links: [...brokenLinks] };
}
