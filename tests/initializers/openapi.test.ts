import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify as toYaml } from "yaml";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { startRemoteServer, type RemoteServer } from "../helpers/remote-server";
import { createProject } from "../content/helpers";
import { expectInitializerGuards, expectUninitialized, makeInitializerTeam, projectPath, readEntry, readProject, titles, type InitializerTeam } from "./helpers";

/** A small pet store in OpenAPI 3.0: tags, shared schemas (one recursive), security, an untagged operation. */
const petStore = () => ({
  openapi: "3.0.3",
  info: { title: "Pet Store API", version: "1.4.0", description: "Manage the pets of your store." },
  servers: [{ url: "https://{region}.pets.example.com/v1", description: "Production", variables: { region: { default: "eu" } } }],
  tags: [{ name: "pets", description: "Everything about your pets", "x-displayName": "Pets" }, { name: "store" }],
  security: [{ bearerAuth: [] }],
  paths: {
    "/pets": {
      get: {
        tags: ["pets"],
        operationId: "listPets",
        summary: "List pets",
        parameters: [
          { name: "limit", in: "query", required: true, description: "How many | at most", schema: { type: "integer", format: "int32", example: 20 } },
          { name: "status", in: "query", schema: { type: "string", enum: ["available", "sold"] } },
        ],
        responses: { "200": { description: "A page of pets", content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } } } } } },
      },
      post: {
        tags: ["pets"],
        operationId: "createPet",
        description: "Adds a pet to the store.",
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/NewPet" } } } },
        responses: { "201": { description: "The pet", content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } }, "400": { description: "Invalid pet" } },
      },
    },
    "/pets/{petId}": {
      parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
      delete: { tags: ["pets"], summary: "Delete a pet", deprecated: true, responses: { "204": { description: "Deleted" } } },
    },
    "/orders": { get: { tags: ["store"], operationId: "list_orders", security: [{ apiKey: [] }], responses: { "200": { description: "Orders" } } } },
    "/health": { get: { summary: "Health check", security: [], responses: { "200": { description: "OK", content: { "text/plain": { example: "ok" } } } } } },
  },
  components: {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
    },
    schemas: {
      NewPet: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", example: "Rex" },
          tags: { type: "array", items: { type: "string" } },
          owner: { type: "object", properties: { email: { type: "string", format: "email" } } },
        },
      },
      Pet: {
        allOf: [
          { $ref: "#/components/schemas/NewPet" },
          { type: "object", required: ["id"], properties: { id: { type: "string", format: "uuid" }, parent: { $ref: "#/components/schemas/Pet" } } },
        ],
      },
    },
  },
});

let team: InitializerTeam;
let remote: RemoteServer;
let remoteUrl: string;
beforeAll(async () => {
  team = await makeInitializerTeam();
  remote = await startRemoteServer({
    "/openapi.yaml": (response) => response.writeHead(200, { "content-type": "application/yaml" }).end(toYaml(petStore())),
    "/moved": (response) => response.writeHead(302, { location: "/openapi.yaml" }).end(),
    "/broken.json": (response) => response.writeHead(200, { "content-type": "application/json" }).end('{"openapi": "3.1.0", "info": {"title": "x"'),
    "/huge.json": (response) => response.writeHead(200, { "content-type": "application/json" }).end(" ".repeat(6 * 1024 * 1024)),
  });
  remoteUrl = remote.url;
});

afterAll(async () => {
  await remote.close();
  delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
});

const expectLines = (content: string, parts: string[]) => parts.forEach((part) => expect(content).toContain(part));

const initialize = (documentationId: string, token: string | undefined, json: unknown) =>
  api.post(`${projectPath(team, documentationId)}/initialize-from-openapi`, { token, json });

describe("POST DOC/initialize-from-openapi", () => {
  it("generates an API reference: overview, a folder per tag, a page per operation", async () => {
    const documentationId = await createProject(team, "Pet Store");
    const response = await initialize(documentationId, team.member.token, { spec: petStore() });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      documentation_id: documentationId,
      status: "pending",
      init_source: "openapi",
      api: { title: "Pet Store API", version: "1.4.0", openapi_version: "3.0.3" },
      operation_count: 5,
      entry_count: 9,
    });

    const { version, sections } = await readProject(team, documentationId);
    expect(version.name).toBe("1.4.0");
    expect(sections).toHaveLength(1);
    const [section] = sections;
    expect(section).toMatchObject({ title: "API reference", source_kind: "openapi" });
    expect(titles(section!.children)).toEqual([
      "Overview",
      { Pets: ["List pets", "Create pet", "Delete a pet"] },
      { store: ["List orders"] },
      { Other: ["Health check"] },
    ]);
    const source = await api.get(`${section!.path}/source`, { token: team.owner.token });
    expect(source.body.source).toEqual({ kind: "openapi", details: { title: "Pet Store API", version: "1.4.0", openapi_version: "3.0.3" } });

    const overview = await readEntry(team, section!.path, section!.children[0]!.entry_id);
    expectLines(overview.content, [
      "Manage the pets of your store.",
      "`https://eu.pets.example.com/v1`: Production",
      "### bearerAuth\n\nHTTP bearer token (JWT)",
      "API key in the header `X-API-Key`",
    ]);

    const pets = section!.children[1]!;
    const list = await readEntry(team, section!.path, pets.children[0]!.entry_id);
    expect(list.metadata).toEqual({ source: "openapi", source_path: "listPets", tags: ["pets"] });
    expect(list.content).toMatch(/^\*\*GET\*\* `\/pets`/);
    expectLines(list.content, [
      "| `limit` | query | integer (int32) | yes | How many \\| at most |",
      "One of: `available`, `sold`.",
      "| `200` | A page of pets | `application/json` |",
      "curl --request GET 'https://eu.pets.example.com/v1/pets?limit=20'",
      "--header 'Authorization: Bearer YOUR_TOKEN'",
    ]);

    const create = await readEntry(team, section!.path, pets.children[1]!.entry_id);
    expectLines(create.content, [
      "Adds a pet to the store.",
      "`application/json` (required)",
      "| `name` | string | yes |",
      "| `owner.email` | string (email) | no |",
      '"name": "Rex"',
      "| `id` | string (uuid) | yes |",
      "--header 'Content-Type: application/json'",
    ]);

    const remove = await readEntry(team, section!.path, pets.children[2]!.entry_id);
    expect(remove.metadata.source_path).toBe("DELETE /pets/{petId}");
    expect(remove.content).toContain("**Deprecated.**");
    expect(remove.content).toContain("| `petId` | path | string (uuid) | yes |");

    const orders = await readEntry(team, section!.path, section!.children[2]!.children[0]!.entry_id);
    expect(orders.content).toContain("--header 'X-API-Key: YOUR_API_KEY'");
    const health = await readEntry(team, section!.path, section!.children[3]!.children[0]!.entry_id);
    expect(health.content).not.toContain("## Authentication");
    expect(health.content).not.toContain("Authorization");
  });

  it("reads YAML text and Swagger 2.0, and honours version_name", async () => {
    const fromYaml = await createProject(team, "YAML");
    const yaml = await initialize(fromYaml, team.member.token, { spec: toYaml(petStore()), version_name: "stable" });
    expect(yaml.status, yaml.text).toBe(201);
    expect((await readProject(team, fromYaml)).version.name).toBe("stable");

    const swagger = await createProject(team, "Swagger");
    const response = await initialize(swagger, team.member.token, {
      spec: {
        swagger: "2.0",
        info: { title: "Legacy", version: "0.9" },
        host: "legacy.example.com",
        basePath: "/api",
        schemes: ["https"],
        paths: { "/items": { get: { operationId: "listItems", parameters: [{ name: "q", in: "query", type: "string" }], responses: { "200": { description: "Items" } } } } },
      },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.api).toEqual({ title: "Legacy", version: "0.9", openapi_version: "2.0" });
    const { sections } = await readProject(team, swagger);
    // No tags anywhere: the operations sit next to the overview.
    expect(titles(sections[0]!.children)).toEqual(["Overview", "List items"]);
    const page = await readEntry(team, sections[0]!.path, sections[0]!.children[1]!.entry_id);
    expect(page.content).toContain("curl --request GET 'https://legacy.example.com/api/items'");
  });

  it("fetches the document from a URL through the guarded fetch", async () => {
    const documentationId = await createProject(team, "From URL");
    delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
    const refused = await initialize(documentationId, team.member.token, { url: `${remoteUrl}/openapi.yaml` });
    expectProblem(refused, 400);
    expect(refused.body.errors).toEqual([{ path: "body.url", message: "address not allowed" }]);

    process.env.ASSET_IMPORT_ALLOWED_HOSTS = "127.0.0.1/32";
    expectProblem(await initialize(documentationId, team.member.token, { url: `${remoteUrl}/missing.yaml` }), 502);
    expectProblem(await initialize(documentationId, team.member.token, { url: `${remoteUrl}/huge.json` }), 413);
    const broken = await initialize(documentationId, team.member.token, { url: `${remoteUrl}/broken.json` });
    expectProblem(broken, 400);
    expect(broken.body.errors).toEqual([{ path: "body.url", message: "not JSON or YAML" }]);
    await expectUninitialized(team, documentationId);

    const response = await initialize(documentationId, team.member.token, { url: `${remoteUrl}/moved` });
    expect(response.status, response.text).toBe(201);
    const { sections } = await readProject(team, documentationId);
    expect(sections[0]!.children.map((node) => node.title)).toEqual(["Overview", "Pets", "store", "Other"]);
    const source = await api.get(`${sections[0]!.path}/source`, { token: team.owner.token });
    expect(source.body.source.details).toMatchObject({ url: `${remoteUrl}/moved` });
  });

  it("rejects invalid bodies and documents, naming what is wrong, and changes nothing", async () => {
    const documentationId = await createProject(team, "Invalid API");
    const token = team.member.token;
    const both = await initialize(documentationId, token, { spec: petStore(), url: "https://example.com/openapi.json" });
    expectProblem(both, 400);
    expect(both.body.errors).toEqual([expect.objectContaining({ path: "body.spec" })]);
    expectProblem(await initialize(documentationId, token, {}), 400);
    const badFields = await initialize(documentationId, token, { url: "ftp://example.com/openapi.json", version_name: "", extra: 1 });
    expectProblem(badFields, 400);
    expect(badFields.body.errors.map((error: Json) => error.path)).toEqual(expect.arrayContaining(["body.url", "body.version_name"]));

    const notYaml = await initialize(documentationId, token, { spec: "openapi: [3.1" });
    expectProblem(notYaml, 400);
    expect(notYaml.body.errors).toEqual([{ path: "body.spec", message: "not JSON or YAML" }]);
    expectProblem(await initialize(documentationId, token, { spec: { hello: "world" } }), 400);

    const spec = petStore() as Json;
    delete spec.paths["/pets"].get.responses["200"].description;
    const invalid = await initialize(documentationId, token, { spec });
    expectProblem(invalid, 400);
    expect(invalid.body.detail).toMatch(/^The OpenAPI document is invalid: /);
    expect(invalid.body.errors).toContainEqual({ path: "body.spec.paths./pets.get.responses.200", message: expect.any(String) });

    const dangling = petStore() as Json;
    dangling.paths["/pets"].post.requestBody.content["application/json"].schema = { $ref: "#/components/schemas/Missing" };
    const unresolved = await initialize(documentationId, token, { spec: dangling });
    expectProblem(unresolved, 400);
    expect(unresolved.body.detail).toContain("#/components/schemas/Missing");
    await expectUninitialized(team, documentationId);
  });

  it("authorizes and refuses an initialized project", async () => {
    await expectInitializerGuards(team, (documentationId, token) => initialize(documentationId, token, { spec: petStore() }));
  });
});
