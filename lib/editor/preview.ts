import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { assetForImage, includeLoader, linkTargetsOf } from "../publishing/render-pages";
import { loadDocumentationStructure } from "../publishing/structure";
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

/** The markdown with what it includes written in, read from the draft around the page being edited. */
async function withIncludes(documentationId: string, entryId: string | undefined, markdown: string): Promise<string> {
  if (!markdown.includes("@include:")) return markdown;
  const structure = await loadDocumentationStructure(documentationId);
  const page = entryId === undefined ? undefined : structure.pages.find((candidate) => candidate.entryId === entryId);
  const contentOf = async (id: string) => (await db.entry.findUnique({ where: { id }, select: { content: true } }))?.content ?? "";
  const load = page ? includeLoader(linkTargetsOf(structure).get(page.versionId)!, contentOf) : async () => null;
  return (await expandIncludes(markdown, page?.path ?? "", load, missingIncludeNotice)).markdown;
}

/**
 * The editor's preview: the publishing pipeline on unsaved markdown. Images naming an asset
 * of the project (as publishing resolves them) point at the asset's API file, which the
 * signed-in editor can load before anything is published. Variables are the project's current
 * ones; included pages are read as the draft has them.
 */
export async function renderPreview(access: DocumentationAccess, input: PreviewInput): Promise<PreviewView> {
  const expanded = await withIncludes(access.documentationId, input.entry_id, input.markdown);
  const markdown = expanded.includes("{{") ? substituteVariables(expanded, await variablesOf(access.documentationId)) : expanded;
  const assets = markdown.includes("![")
    ? await db.asset.findMany({ where: { documentationId: access.documentationId }, select: { id: true, filename: true } })
    : [];
  const apiBase = `/api/v1/documentation/${access.organizationId}/${access.documentationId}`;
  const rendered = await renderMarkdown(markdown, {
    pageTitle: input.title,
    resolveImage: (src) => {
      const asset = assetForImage(src, assets);
      return asset ? `${apiBase}/asset/${asset.id}/file` : null;
    },
  });
  return { html: rendered.html, toc: rendered.toc };
}
