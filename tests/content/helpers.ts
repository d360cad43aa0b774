import { db } from "@/lib/db";
import { issueToken } from "@/lib/tokens/service";
import { api, type Json } from "../helpers/api";
import { addMember, makeTeam, type Team, type TestUser } from "../helpers/fixtures";

/** A team with one initialized project and a reader granted to it (plus one who is not). */
export interface ContentTeam extends Team {
  documentationId: string;
  versionId: string;
  sectionId: string;
  introductionId: string;
  /** A reader granted this project (the team's `reader` has no grant). */
  grantedReader: TestUser;
}

export const docPath = (team: { organizationId: string; documentationId: string }) =>
  `/api/v1/documentation/${team.organizationId}/${team.documentationId}`;
export const versionPath = (team: ContentTeam, versionId = team.versionId) => `${docPath(team)}/version/${versionId}`;
export const sectionPath = (team: ContentTeam, sectionId = team.sectionId, versionId = team.versionId) =>
  `${versionPath(team, versionId)}/section/${sectionId}`;
export const entryPath = (team: ContentTeam, sectionId = team.sectionId) => `${sectionPath(team, sectionId)}/entry`;

export async function createProject(team: Team, name = "Product Docs"): Promise<string> {
  const created = await api.post(`/api/v1/documentation/${team.organizationId}`, { token: team.owner.token, json: { name } });
  if (created.status !== 201) throw new Error(`project not created: ${created.text}`);
  return created.body.documentation_id;
}

export async function makeContentTeam(): Promise<ContentTeam> {
  const team = await makeTeam();
  const documentationId = await createProject(team);
  const init = await api.post(`/api/v1/documentation/${team.organizationId}/${documentationId}/initialize-blank`, { token: team.owner.token });
  if (init.status !== 201) throw new Error(`initialize failed: ${init.text}`);
  const grantedReader = await addMember(team.organizationId, team.owner, "reader", [documentationId]);
  return {
    ...team,
    documentationId,
    versionId: init.body.version_id,
    sectionId: init.body.section_id,
    introductionId: init.body.entry_id,
    grantedReader,
  };
}

export async function projectToken(team: Team, documentationId: string, role: "admin" | "member" | "reader" = "member") {
  const { token } = await issueToken({ kind: "organization", name: "scoped", userId: team.owner.id, organizationId: team.organizationId, documentationId, role });
  return token;
}

export async function createSection(team: ContentTeam, title: string, parentId?: string): Promise<string> {
  const response = await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title, parent_id: parentId } });
  if (response.status !== 201) throw new Error(`section not created: ${response.text}`);
  return response.body.section_id;
}

/** Creates entries through the batch endpoint; returns ids by ref. */
export async function createEntries(team: ContentTeam, sectionId: string, entries: Json[]): Promise<Record<string, string>> {
  const response = await api.post(`${entryPath(team, sectionId)}/batch`, { token: team.member.token, json: { entries } });
  if (response.status !== 201) throw new Error(`batch failed: ${response.text}`);
  return Object.fromEntries(response.body.entries.filter((e: Json) => e.ref).map((e: Json) => [e.ref, e.entry_id]));
}

/** Sets or clears the restore lock the way a restore does. */
export async function setLocked(documentationId: string, locked: boolean) {
  await db.documentation.update({
    where: { id: documentationId },
    data: { lockedAt: locked ? new Date() : null, lockReason: locked ? "a restore" : null },
  });
}
