import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify as toYaml } from "yaml";
import { resyncDueApiReferences } from "@/lib/initializers/openapi/schedule";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { startRemoteServer, type RemoteServer } from "../helpers/remote-server";
import { createProject } from "../content/helpers";
import { makeInitializerTeam, projectPath, readEntry, readProject, titles, type InitializerTeam } from "./helpers";

type Document = Record<string, Json>;

/** A small API: pets (list, create, delete) and an untagged health check. */
const firstDocument = (): Document => ({
  openapi: "3.1.0",
  info: { title: "Pets", version: "1.0.0" },
  servers: [{ url: "https://pets.example.com" }],
  tags: [{ name: "pets" }],
  paths: {
    "/pets": {
      get: {
        tags: ["pets"],
        operationId: "listPets",
        summary: "List pets",
        parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }],
        responses: { "200": { description: "Pets" } },
      },
      post: { tags: ["pets"], operationId: "createPet", summary: "Create a pet", responses: { "201": { description: "Created" } } },
    },
    "/pets/{id}": { delete: { tags: ["pets"], operationId: "deletePet", summary: "Delete a pet", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "204": { description: "Deleted" } } } },
    "/health": { get: { operationId: "health", summary: "Health", responses: { "200": { description: "OK" } } } },
  },
});

/** The next release: listPets gains a parameter, deletePet is gone, getPet is new. */
const secondDocument = (): Document => {
  const document = firstDocument();
  document.info.version = "1.1.0";
  document.paths["/pets"].get.parameters.push({ name: "status", in: "query", schema: { type: "string" } });
  delete document.paths["/pets/{id}"].delete;
  document.paths["/pets/{id}"].get = { tags: ["pets"], operationId: "getPet", summary: "Get a pet", responses: { "200": { description: "The pet" } } };
  return document;
};

let team: InitializerTeam;
let remote: RemoteServer;
let served: Document = firstDocument();
beforeAll(async () => {
  team = await makeInitializerTeam();
  remote = await startRemoteServer({ "/openapi.yaml": (response) => response.writeHead(200, { "content-type": "application/yaml" }).end(toYaml(served)) });
  process.env.ASSET_IMPORT_ALLOWED_HOSTS = "127.0.0.1/32";
});

afterAll(async () => {
  await remote.close();
  delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
});

const syncPath = (documentationId: string, versionId: string) => `${projectPath(team, documentationId)}/version/${versionId}/openapi`;

/** A project initialized from the served document, by address. */
async function initialized(name: string) {
  served = firstDocument();
  const documentationId = await createProject(team, name);
  const response = await api.post(`${projectPath(team, documentationId)}/initialize-from-openapi`, { token: team.member.token, json: { url: `${remote.url}/openapi.yaml` } });
  expect(response.status, response.text).toBe(201);
  const { version, sections } = await readProject(team, documentationId);
  return { documentationId, versionId: version.version_id as string, section: sections[0]! };
}

const names = (entries: Json[]) => entries.map((entry) => entry.title).sort();

describe("PUT DOC/version/{version_id}/openapi", () => {
  it("re-fetches the stored address: adds, updates, removes, keeps hand-written pages and marked regions", async () => {
    const { documentationId, versionId, section } = await initialized("Resync");
    const stored = await api.get(syncPath(documentationId, versionId), { token: team.owner.token });
    expect(stored.body).toMatchObject({ section_id: section.section_id, url: `${remote.url}/openapi.yaml`, synced_at: expect.any(String) });

    const pets = section.children.find((node) => node.title === "pets")!;
    const list = await readEntry(team, section.path, pets.children[0]!.entry_id);
    const region = "<!-- custom:start -->\nUse `limit` with care.\n<!-- custom:end -->";
    const edited = list.content.replace("## Parameters\n", `## Parameters\n\n${region}\n`);
    expect((await api.put(`${section.path}/entry/${list.entry_id}`, { token: team.member.token, json: { content: edited } })).status).toBe(200);
    const create = await readEntry(team, section.path, pets.children[1]!.entry_id);
    const handEdited = `${create.content}\nEdited by hand.\n`;
    expect((await api.put(`${section.path}/entry/${create.entry_id}`, { token: team.member.token, json: { content: handEdited } })).status).toBe(200);
    const guide = await api.post(`${section.path}/entry`, { token: team.member.token, json: { title: "Pagination guide", content: "Written by hand.", parent_id: pets.entry_id } });
    expect(guide.status, guide.text).toBe(201);

    served = secondDocument();
    const response = await api.put(syncPath(documentationId, versionId), { token: team.member.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ version_id: versionId, section_id: section.section_id, api: { title: "Pets", version: "1.1.0", openapi_version: "3.1.0" }, operation_count: 4 });
    expect(names(response.body.added)).toEqual(["Get a pet"]);
    expect(response.body.added[0]).toMatchObject({ kind: "page", source_path: "getPet", entry_id: expect.any(String) });
    expect(names(response.body.updated)).toEqual(["Overview", "List pets"].sort());
    expect(response.body.updated.find((entry: Json) => entry.title === "List pets").custom_regions).toBe(1);
    expect(names(response.body.removed)).toEqual(["Delete a pet"]);
    expect(names(response.body.kept)).toEqual(["Pagination guide"]);
    // Both folders, "Create a pet" (unchanged in the document, edited by hand) and the health check.
    expect(response.body.unchanged_count).toBe(4);

    const { sections } = await readProject(team, documentationId);
    expect(titles(sections[0]!.children)).toEqual(["Overview", { pets: ["List pets", "Create a pet", "Pagination guide", "Get a pet"] }, { Other: ["Health"] }]);
    const listed = await readEntry(team, section.path, list.entry_id);
    expect(listed.content).toContain("| `status` | query |");
    expect(listed.content).toContain(`${region}\n\n## `);
    expect((await readEntry(team, section.path, create.entry_id)).content).toBe(handEdited);

    // The same document again changes nothing.
    const again = await api.put(syncPath(documentationId, versionId), { token: team.member.token, json: {} });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ added: [], updated: [], removed: [] });
    expect(again.body.unchanged_count).toBe(7);
  });

  it("syncs an inline document into a version without a reference, as a new section", async () => {
    const documentationId = await createProject(team, "Blank then API");
    expect((await api.post(`${projectPath(team, documentationId)}/initialize-blank`, { token: team.member.token })).status).toBe(201);
    const { version } = await readProject(team, documentationId);
    const path = syncPath(documentationId, version.version_id);
    const missing = await api.put(path, { token: team.member.token });
    expectProblem(missing, 422);
    expect(missing.body.errors).toEqual([{ path: "body.url", message: "required" }]);
    expectProblem(await api.get(path, { token: team.member.token }), 404);

    const response = await api.put(path, { token: team.member.token, json: { spec: toYaml(firstDocument()) } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.added).toHaveLength(7);
    const { sections } = await readProject(team, documentationId);
    expect(sections.map((section) => section.title)).toEqual(["Getting started", "API reference"]);
    expect(titles(sections[1]!.children)).toEqual(["Overview", { pets: ["List pets", "Create a pet", "Delete a pet"] }, { Other: ["Health"] }]);
  });

  it("rejects invalid bodies and documents and changes nothing", async () => {
    const { documentationId, versionId, section } = await initialized("Invalid sync");
    const path = syncPath(documentationId, versionId);
    const token = team.member.token;
    const both = await api.put(path, { token, json: { spec: firstDocument(), url: `${remote.url}/openapi.yaml` } });
    expectProblem(both, 400);
    expect(both.body.errors).toEqual([expect.objectContaining({ path: "body.spec" })]);
    expectProblem(await api.put(path, { token, json: { url: "ftp://example.com/x", extra: 1 } }), 400);
    const invalid = secondDocument();
    delete invalid.paths["/pets"].get.responses["200"].description;
    const refused = await api.put(path, { token, json: { spec: invalid } });
    expectProblem(refused, 400);
    expect(refused.body.detail).toMatch(/^The OpenAPI document is invalid/);
    expectProblem(await api.put(syncPath(documentationId, "no-such-version"), { token, json: { spec: firstDocument() } }), 404);
    const { sections } = await readProject(team, documentationId);
    expect(titles(sections[0]!.children)).toEqual(titles(section.children));
  });

  it("authorizes: no token, a reader, another organization", async () => {
    const { documentationId, versionId } = await initialized("Guarded sync");
    const path = syncPath(documentationId, versionId);
    const reader = await team.projectReader(documentationId);
    expectProblem(await api.put(path, { json: {} }), 401);
    expectProblem(await api.put(path, { token: reader.token, json: {} }), 403);
    expectProblem(await api.put(path, { token: team.outsider.token, json: {} }), 404);
    expectProblem(await api.get(path, { token: team.outsider.token }), 404);
    expect((await api.get(path, { token: reader.token })).status).toBe(200);
  });

  it("re-syncs on a schedule in projects that enable openapi_sync", async () => {
    const { documentationId, versionId, section } = await initialized("Scheduled");
    const config = `${projectPath(team, documentationId)}/config`;
    expectProblem(await api.put(config, { token: team.owner.token, json: { openapi_sync: { enabled: true, interval_hours: 0 } } }), 400);
    served = secondDocument();
    // Not enabled yet: left alone.
    await resyncDueApiReferences(new Date(Date.now() + 48 * 3_600_000));
    expect((await api.get(syncPath(documentationId, versionId), { token: team.owner.token })).body.source).not.toContain("getPet");

    const enabled = await api.put(config, { token: team.owner.token, json: { openapi_sync: { enabled: true, interval_hours: 2 } } });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.openapi_sync).toEqual({ enabled: true, interval_hours: 2 });
    await resyncDueApiReferences(new Date(Date.now() + 60 * 60_000));
    expect((await api.get(syncPath(documentationId, versionId), { token: team.owner.token })).body.source).not.toContain("getPet");
    const report = await resyncDueApiReferences(new Date(Date.now() + 3 * 3_600_000));
    expect(report.synced).toBeGreaterThanOrEqual(1);
    const { sections } = await readProject(team, documentationId);
    expect(titles(sections[0]!.children)).toContainEqual({ pets: ["List pets", "Create a pet", "Get a pet"] });
    expect(sections[0]!.section_id).toBe(section.section_id);
  });
});
