import { beforeAll, describe, expect, it } from "vitest";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "./helpers";

let team: Team;
let project: string;
let otherProject: string;
let projectToken: string;
let organizationToken: string;
let readerToken: string;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, team.owner, "Events guide");
  otherProject = await makeProject(team.organizationId, team.owner, "Other guide");
  projectToken = await makeOrganizationToken(team.organizationId, team.owner, "member", project);
  organizationToken = await makeOrganizationToken(team.organizationId, team.owner, "admin");
  readerToken = await makeOrganizationToken(team.organizationId, team.owner, "reader", project);
});

const events = (projectId = project, organizationId = team.organizationId) =>
  `/api/v1/organizations/${organizationId}/projects/${projectId}/events`;

async function record(type: string, description = `${type} happened`, projectId = project) {
  const response = await api.post(events(projectId), { token: team.member.token, json: { type, description } });
  expect(response.status).toBe(201);
  return response.body;
}

describe("POST /v1/organizations/{organization_id}/projects/{project_id}/events", () => {
  it("records an event with metadata and answers 201", async () => {
    const response = await api.post(events(), {
      token: team.member.token,
      json: { type: "deploy.finished", description: "Deployed v2", metadata: { build: 42, tags: ["a"] } },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      event_id: expect.any(String),
      organization_id: team.organizationId,
      project_id: project,
      type: "deploy.finished",
      description: "Deployed v2",
      metadata: { build: 42, tags: ["a"] },
      actor_user_id: team.member.id,
    });
  });

  it("validates type, description and metadata", async () => {
    const missing = await api.post(events(), { token: team.member.token, json: { metadata: [] } });
    expectProblem(missing, 400);
    expect(missing.body.errors.map((e: Json) => e.path).sort()).toEqual(["body.description", "body.metadata", "body.type"]);
    expectProblem(await api.post(events(), { token: team.member.token, json: { type: "has space", description: "x" } }), 400);
    expectProblem(await api.post(events(), { token: team.member.token, json: { type: "a", description: "x", extra: 1 } }), 400);
    const huge = { blob: "x".repeat(17_000) };
    expectProblem(await api.post(events(), { token: team.member.token, json: { type: "a", description: "x", metadata: huge } }), 400);
  });

  it("enforces authentication, role and scope", async () => {
    const body = { type: "a", description: "x" };
    expectProblem(await api.post(events(), { json: body }), 401);
    expectProblem(await api.post(events(), { token: team.reader.token, json: body }), 404);
    expectProblem(await api.post(events(), { token: readerToken, json: body }), 403);
    expectProblem(await api.post(events(), { token: team.outsider.token, json: body }), 404);
    expectProblem(await api.post(events(otherProject), { token: projectToken, json: body }), 404);
    expectProblem(await api.post(events(project, team.outsiderOrganizationId), { token: team.owner.token, json: body }), 404);
    expect((await api.post(events(), { token: projectToken, json: body })).status).toBe(201);
  });
});

describe("GET and DELETE project events", () => {
  it("lists newest first with limit, cursor and a type filter", async () => {
    const own = await makeProject(team.organizationId, team.owner, "List guide");
    for (const type of ["a.one", "b.two", "a.one", "c.three", "a.one"]) await record(type, type, own);
    const first = await api.get(`${events(own)}?limit=2`, { token: team.admin.token });
    expect(first.status).toBe(200);
    expect(first.body.map((e: Json) => e.type)).toEqual(["a.one", "c.three"]);
    const cursor = first.headers.get("x-next-cursor");
    expect(first.headers.get("link")).toContain('rel="next"');
    const second = await api.get(`${events(own)}?limit=2&cursor=${cursor}`, { token: team.admin.token });
    expect(second.body.map((e: Json) => e.type)).toEqual(["a.one", "b.two"]);
    const third = await api.get(`${events(own)}?limit=2&cursor=${second.headers.get("x-next-cursor")}`, { token: team.admin.token });
    expect(third.body.map((e: Json) => e.type)).toEqual(["a.one"]);
    expect(third.headers.get("x-next-cursor")).toBeNull();
    const filtered = await api.get(`${events(own)}?type=a.one`, { token: team.admin.token });
    expect(filtered.body).toHaveLength(3);
    expectProblem(await api.get(`${events(own)}?limit=0`, { token: team.admin.token }), 400);
    expectProblem(await api.get(`${events(own)}?cursor=garbage`, { token: team.admin.token }), 400);
  });

  it("lets readers of the organization token read but hides ungranted projects", async () => {
    expect((await api.get(events(), { token: readerToken })).status).toBe(200);
    expectProblem(await api.get(events(), { token: team.reader.token }), 404);
    expectProblem(await api.get(events(), { token: team.outsider.token }), 404);
    expectProblem(await api.get(events()), 401);
  });

  it("deletes permanently with 204", async () => {
    const event = await record("to.delete");
    expectProblem(await api.delete(`${events()}/${event.event_id}`, { token: readerToken }), 403);
    expectProblem(await api.delete(`${events(otherProject)}/${event.event_id}`, { token: team.admin.token }), 404);
    expect((await api.delete(`${events()}/${event.event_id}`, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.delete(`${events()}/${event.event_id}`, { token: team.admin.token }), 404);
    const list = await api.get(`${events()}?type=to.delete`, { token: team.admin.token });
    expect(list.body).toEqual([]);
  });

  it("creates a batch in order", async () => {
    const own = await makeProject(team.organizationId, team.owner, "Batch guide");
    const batch = Array.from({ length: 5 }, (_, index) => ({ type: "import", description: `n${index}` }));
    const created = await api.post(`${events(own)}/batch`, { token: team.member.token, json: { events: batch } });
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(5);
    const list = await api.get(events(own), { token: team.member.token });
    expect(list.body.map((e: Json) => e.description)).toEqual(["n4", "n3", "n2", "n1", "n0"]);
    expectProblem(await api.post(`${events(own)}/batch`, { token: team.member.token, json: { events: [] } }), 400);
    expectProblem(await api.post(`${events(own)}/batch`, { token: readerToken, json: { events: batch } }), 404);
  });
});

describe("POST /v1/event/list (scope from the token)", () => {
  let scoped: string;
  let own: string;
  beforeAll(async () => {
    own = await makeProject(team.organizationId, team.owner, "Scoped guide");
    scoped = await makeOrganizationToken(team.organizationId, team.owner, "member", own);
    for (const type of ["x.start", "x.end", "y.other"]) await record(type, type, own);
  });

  it("lists the token's project with type filters, sorting and pagination", async () => {
    const newest = await api.post("/api/v1/event/list", { token: scoped });
    expect(newest.status).toBe(200);
    expect(newest.body.map((e: Json) => e.type)).toEqual(["y.other", "x.end", "x.start"]);
    const oldest = await api.post("/api/v1/event/list", { token: scoped, json: { sort: "oldest", limit: 2 } });
    expect(oldest.body.map((e: Json) => e.type)).toEqual(["x.start", "x.end"]);
    const rest = await api.post("/api/v1/event/list", {
      token: scoped,
      json: { sort: "oldest", limit: 2, cursor: oldest.headers.get("x-next-cursor") },
    });
    expect(rest.body.map((e: Json) => e.type)).toEqual(["y.other"]);
    const typed = await api.post("/api/v1/event/list", { token: scoped, json: { type: ["x.start", "x.end"] } });
    expect(typed.body).toHaveLength(2);
    const future = await api.post("/api/v1/event/list", { token: scoped, json: { from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.body).toEqual([]);
    const past = await api.post("/api/v1/event/list", { token: scoped, json: { to: new Date(Date.now() + 60_000).toISOString() } });
    expect(past.body).toHaveLength(3);
  });

  it("with an organization-wide token lists all events, or one project's", async () => {
    const all = await api.post("/api/v1/event/list", { token: organizationToken, json: { limit: 200 } });
    const projects = new Set(all.body.map((e: Json) => e.project_id));
    expect(projects.has(own) && projects.has(project)).toBe(true);
    const one = await api.post("/api/v1/event/list", { token: organizationToken, json: { project_id: own } });
    expect(one.body.every((e: Json) => e.project_id === own)).toBe(true);
    expectProblem(await api.post("/api/v1/event/list", { token: scoped, json: { project_id: project } }), 404);
  });

  it("includes the platform's member events", async () => {
    const joined = await api.post("/api/v1/event/list", { token: organizationToken, json: { type: ["member.joined", "member.invited"], limit: 200 } });
    expect(joined.body.filter((e: Json) => e.type === "member.joined")).toHaveLength(3);
    expect(joined.body.filter((e: Json) => e.type === "member.invited").length).toBeGreaterThanOrEqual(3);
  });

  it("validates the body and requires an organization token", async () => {
    const invalid = await api.post("/api/v1/event/list", { token: scoped, json: { limit: 0, sort: "sideways" } });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path).sort()).toEqual(["body.limit", "body.sort"]);
    expectProblem(await api.post("/api/v1/event/list", { token: team.owner.token }), 403);
    expectProblem(await api.post("/api/v1/event/list", {}), 401);
  });
});

describe("DELETE /v1/event", () => {
  it("takes the id from the query or the body", async () => {
    const first = await record("del.query");
    const second = await record("del.body");
    expect((await api.delete(`/api/v1/event?event_id=${first.event_id}`, { token: projectToken })).status).toBe(204);
    expect((await api.delete("/api/v1/event", { token: projectToken, json: { event_id: second.event_id } })).status).toBe(204);
    expectProblem(await api.delete(`/api/v1/event?event_id=${first.event_id}`, { token: projectToken }), 404);
  });

  it("refuses missing or conflicting ids, other scopes and readers", async () => {
    const event = await record("del.scope");
    expectProblem(await api.delete("/api/v1/event", { token: projectToken }), 400);
    expectProblem(await api.delete(`/api/v1/event?event_id=${event.event_id}`, { token: projectToken, json: { event_id: "other" } }), 400);
    const elsewhere = await makeOrganizationToken(team.organizationId, team.owner, "member", otherProject);
    expectProblem(await api.delete(`/api/v1/event?event_id=${event.event_id}`, { token: elsewhere }), 404);
    expectProblem(await api.delete(`/api/v1/event?event_id=${event.event_id}`, { token: readerToken }), 403);
    expectProblem(await api.delete(`/api/v1/event?event_id=${event.event_id}`, { token: team.owner.token }), 403);
    const outsiderToken = await makeOrganizationToken(team.outsiderOrganizationId, team.outsider, "admin");
    expectProblem(await api.delete(`/api/v1/event?event_id=${event.event_id}`, { token: outsiderToken }), 404);
  });
});

describe("platform events", () => {
  it("records publish.completed when a publish job finishes", async () => {
    const own = await makeProject(team.organizationId, team.owner, "Published guide");
    const started = await api.post(`/api/documentations/${own}/publish`, { token: team.owner.token });
    expect(started.status).toBe(202);
    await inProcessJobsIdle();
    const list = await api.get(`${events(own)}?type=publish.completed`, { token: team.owner.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ project_id: own, description: expect.stringContaining("Published guide") });
  });
});
