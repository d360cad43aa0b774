import type { ProjectRef } from "./types";

/** Paths of the content API below `/api` (what lib/client/api.ts expects). */
export const projectApi = ({ organizationId, documentationId }: ProjectRef) => `/v1/documentation/${organizationId}/${documentationId}`;
export const versionApi = (project: ProjectRef, versionId: string) => `${projectApi(project)}/version/${versionId}`;
export const sectionApi = (project: ProjectRef, versionId: string, sectionId: string) =>
  `${versionApi(project, versionId)}/section/${sectionId}`;
export const entryApi = (project: ProjectRef, versionId: string, sectionId: string) => `${sectionApi(project, versionId, sectionId)}/entry`;

/** The reference a page uses to embed an asset (the preview and publishing both resolve it). */
export const assetMarkdown = (asset: { url: string; alt_text: string | null; filename: string }) =>
  `![${(asset.alt_text || asset.filename.replace(/\.[^.]+$/, "")).replace(/[[\]]/g, "")}](${asset.url})`;

/** The first page of a project's assets, newest first (the API pages beyond it). */
export const assetListLimit = 200;
