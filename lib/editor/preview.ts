import type { DocumentationAccess } from "../auth/access";
import { db } from "../db";
import { assetForImage } from "../publishing/render-pages";
import type { StoredConfig } from "../documentation/schemas";
import { renderMarkdown } from "../rendering/markdown";
import { substituteVariables, type Variables } from "../rendering/variables";
import type { PreviewInput } from "./schemas";
import type { PreviewView } from "./views";

async function variablesOf(documentationId: string): Promise<Variables> {
  const documentation = await db.documentation.findUniqueOrThrow({ where: { id: documentationId }, select: { config: true } });
  return (documentation.config as StoredConfig).variables ?? {};
}

/**
 * The editor's preview: the publishing pipeline on unsaved markdown. Images naming an asset
 * of the project (as publishing resolves them) point at the asset's API file, which the
 * signed-in editor can load before anything is published. Variables are the project's current ones.
 */
export async function renderPreview(access: DocumentationAccess, input: PreviewInput): Promise<PreviewView> {
  const markdown = input.markdown.includes("{{") ? substituteVariables(input.markdown, await variablesOf(access.documentationId)) : input.markdown;
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
