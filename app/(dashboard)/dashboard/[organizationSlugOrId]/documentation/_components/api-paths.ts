import type { DocumentationRef } from "./types";

/** Paths of the content API below `/api` (what lib/client/api.ts expects). */
export const documentationApi = ({ organizationId, documentationId }: DocumentationRef) => `/v1/documentation/${organizationId}/${documentationId}`;
/** A version's content: its draft, or a change request's branch of it (the same paths below). */
export const versionApi = (documentation: DocumentationRef, versionId: string) =>
  `${documentationApi(documentation)}/version/${versionId}${documentation.changeRequestId ? `/change-requests/${documentation.changeRequestId}` : ""}`;
export const sectionApi = (documentation: DocumentationRef, versionId: string, sectionId: string) =>
  `${versionApi(documentation, versionId)}/section/${sectionId}`;
export const entryApi = (documentation: DocumentationRef, versionId: string, sectionId: string) => `${sectionApi(documentation, versionId, sectionId)}/entry`;

/** The reference a page uses to embed an asset (the preview and publishing both resolve it). */
export const assetMarkdown = (asset: { url: string; alt_text: string | null; filename: string }) =>
  `![${(asset.alt_text || asset.filename.replace(/\.[^.]+$/, "")).replace(/[[\]]/g, "")}](${asset.url})`;

/** The first page of a project's assets, newest first (the API pages beyond it). */
export const assetListLimit = 200;
