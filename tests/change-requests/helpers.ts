import { api, type Json } from "../helpers/api";
import { entryPath, versionPath, type ContentTeam } from "../content/helpers";

export const changeRequestsPath = (team: ContentTeam) => `${versionPath(team)}/change-requests`;
export const changeRequestPath = (team: ContentTeam, id: string) => `${changeRequestsPath(team)}/${id}`;
/** The branch's entries of a section, as `entryPath` is the draft's. */
export const branchEntryPath = (team: ContentTeam, id: string, sectionId = team.sectionId) => `${changeRequestPath(team, id)}/section/${sectionId}/entry`;

export async function openChangeRequest(team: ContentTeam, title = "Proposal", token = team.member.token): Promise<string> {
  const response = await api.post(changeRequestsPath(team), { token, json: { title } });
  if (response.status !== 201) throw new Error(`change request not opened: ${response.text}`);
  return response.body.change_request_id;
}

export async function createPage(team: ContentTeam, title: string, content: string, sectionId = team.sectionId): Promise<string> {
  const response = await api.post(entryPath(team, sectionId), { token: team.member.token, json: { title, content } });
  if (response.status !== 201) throw new Error(`page not created: ${response.text}`);
  return response.body.entry_id;
}

export async function editMain(team: ContentTeam, entryId: string, change: Json) {
  const response = await api.put(`${entryPath(team)}/${entryId}`, { token: team.member.token, json: change });
  if (response.status !== 200) throw new Error(`main edit failed: ${response.text}`);
  return response.body;
}

export async function editBranch(team: ContentTeam, id: string, entryId: string, change: Json) {
  const response = await api.put(`${branchEntryPath(team, id)}/${entryId}`, { token: team.member.token, json: change });
  if (response.status !== 200) throw new Error(`branch edit failed: ${response.text}`);
  return response.body;
}

export const readMain = async (team: ContentTeam, entryId: string) => (await api.get(`${entryPath(team)}/${entryId}`, { token: team.member.token })).body;

/** Numbered lines, so edits far apart touch different parts of a page. */
export const numberedLines = (count: number, edits: Record<number, string> = {}) =>
  Array.from({ length: count }, (_, index) => edits[index + 1] ?? `Line ${index + 1}`).join("\n") + "\n";
