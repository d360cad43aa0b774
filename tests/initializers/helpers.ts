import { expect } from "vitest";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api, type ApiResponse, type Json } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { createProject } from "../content/helpers";

export interface InitializerTeam extends Team {
  /** A reader granted every project the tests create. */
  projectReader: (documentationId: string) => Promise<TestUser>;
}

export const projectPath = (team: Team, documentationId: string) => `/api/v1/documentation/${team.organizationId}/${documentationId}`;

export async function makeInitializerTeam(): Promise<InitializerTeam> {
  const team = await makeTeam();
  return { ...team, projectReader: (documentationId) => addMember(team.organizationId, team.owner, "reader", [documentationId]) };
}

export interface ReadNode {
  kind: "page" | "folder";
  title: string;
  slug: string;
  entry_id: string;
  children: ReadNode[];
}

export interface ReadSection {
  section_id: string;
  title: string;
  icon: string | null;
  source_kind: string;
  /** `.../section/{section_id}`, for reading its entries. */
  path: string;
  children: ReadNode[];
}

/** The project's sections and entry trees as the API serves them. */
export async function readProject(team: Team, documentationId: string) {
  const path = projectPath(team, documentationId);
  const token = team.owner.token;
  const project = await api.get(path, { token });
  const versions = await api.get(`${path}/version`, { token });
  const [version] = versions.body;
  const sections = await api.get(`${path}/version/${version.version_id}/section`, { token });
  const withTrees: ReadSection[] = await Promise.all(
    sections.body.map(async (section: Json): Promise<ReadSection> => {
      const sectionPath = `${path}/version/${version.version_id}/section/${section.section_id}`;
      const tree = await api.get(`${sectionPath}/entry/tree`, { token });
      return { ...section, path: sectionPath, children: tree.body.children as ReadNode[] };
    }),
  );
  return { project: project.body, version, sections: withTrees };
}

/** A tree as nested titles: pages as strings, folders as `{ title: [...] }`. */
export const titles = (nodes: ReadNode[]): unknown[] =>
  nodes.map((node) => (node.kind === "folder" ? { [node.title]: titles(node.children) } : node.title));

export async function readEntry(team: Team, sectionPath: string, entryId: string) {
  const response = await api.get(`${sectionPath}/entry/${entryId}`, { token: team.owner.token });
  expect(response.status).toBe(200);
  return response.body;
}

export async function expectUninitialized(team: Team, documentationId: string) {
  const project = await api.get(projectPath(team, documentationId), { token: team.owner.token });
  expect(project.body).toMatchObject({ status: "uninitialized", init_source: null });
  const versions = await api.get(`${projectPath(team, documentationId)}/version`, { token: team.owner.token });
  expect(versions.body).toEqual([]);
}

/**
 * The authorization and conflict rules every initializer shares: 401 without a token, 403
 * for a granted reader, 404 for another organization, 409 once the project is initialized.
 * `send` makes a valid request with the given token.
 */
export async function expectInitializerGuards(team: InitializerTeam, send: (documentationId: string, token?: string) => Promise<ApiResponse>) {
  const documentationId = await createProject(team, "Guarded");
  const reader = await team.projectReader(documentationId);
  expectProblem(await send(documentationId), 401);
  expectProblem(await send(documentationId, reader.token), 403);
  expectProblem(await send(documentationId, team.outsider.token), 404);
  await expectUninitialized(team, documentationId);
  expect((await api.post(`${projectPath(team, documentationId)}/initialize-blank`, { token: team.member.token })).status).toBe(201);
  expectProblem(await send(documentationId, team.member.token), 409);
  const { sections } = await readProject(team, documentationId);
  expect(sections.map((section) => section.title)).toEqual(["Getting started"]);
}

/** A website or repository import's 202: the job, queued. */
export function expectImportStarted(response: ApiResponse, source: "website" | "repository") {
  expect(response.status, response.text).toBe(202);
  expect(response.body).toEqual({ job_id: expect.any(String), status: "queued", source, created_at: expect.any(String) });
}

/** Waits for the in-process import jobs to end, then reads the project's latest import (`GET DOC/import`). */
export async function finishedImport(documentationPath: string, token: string) {
  await inProcessJobsIdle();
  const response = await api.get(`${documentationPath}/import`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body;
}
