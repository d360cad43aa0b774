import { beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, makeUser, type Team, type TestUser } from "../helpers/fixtures";
import { makeOrganizationToken } from "../events/helpers";

let team: Team;
let staff: TestUser;

beforeAll(async () => {
  team = await makeTeam();
  staff = await makeUser({ label: "staff", systemAdmin: true });
});

const tickets = (organizationId = team.organizationId) => `/api/organization/${organizationId}/support/tickets`;

async function open(subject = "Publishing is stuck", token = team.member.token) {
  const response = await api.post(tickets(), { token, json: { subject, body: "It has been running for an hour." } });
  expect(response.status).toBe(201);
  return response.body;
}

describe("organization tickets", () => {
  it("opens a ticket with its first message", async () => {
    const created = await api.post(tickets(), { token: team.reader.token, json: { subject: "Broken link", body: "On the home page", priority: "high" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ticket_id: expect.any(String),
      organization_id: team.organizationId,
      subject: "Broken link",
      status: "open",
      priority: "high",
      messages: [{ body: "On the home page", author: { user_id: team.reader.id, email: team.reader.email, kind: "customer" } }],
    });
  });

  it("lists the organization's tickets for every member, filterable by status", async () => {
    const ticket = await open("Listed ticket");
    const list = await api.get(tickets(), { token: team.reader.token });
    expect(list.status).toBe(200);
    expect(list.body.map((t: Json) => t.ticket_id)).toContain(ticket.ticket_id);
    expect(list.body[0]).not.toHaveProperty("messages");
    const closed = await api.get(`${tickets()}?status=closed`, { token: team.owner.token });
    expect(closed.body.map((t: Json) => t.ticket_id)).not.toContain(ticket.ticket_id);
    const page = await api.get(`${tickets()}?limit=1`, { token: team.owner.token });
    expect(page.body).toHaveLength(1);
    expect(page.headers.get("x-next-cursor")).toBeTruthy();
    const viaToken = await api.get(tickets(), { token: await makeOrganizationToken(team.organizationId, team.owner, "reader") });
    expect(viaToken.status).toBe(200);
  });

  it("shows details with messages and takes replies", async () => {
    const ticket = await open("Conversation");
    const reply = await api.post(`${tickets()}/${ticket.ticket_id}/messages`, { token: team.admin.token, json: { body: "More details" } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ body: "More details", author: { kind: "customer", user_id: team.admin.id } });
    const details = await api.get(`${tickets()}/${ticket.ticket_id}`, { token: team.reader.token });
    expect(details.body.messages.map((m: Json) => m.body)).toEqual(["It has been running for an hour.", "More details"]);
  });

  it("closes and reopens", async () => {
    const ticket = await open("Close me");
    const closed = await api.patch(`${tickets()}/${ticket.ticket_id}`, { token: team.member.token, json: { status: "closed" } });
    expect(closed.body.status).toBe("closed");
    expectProblem(await api.patch(`${tickets()}/${ticket.ticket_id}`, { token: team.member.token, json: { status: "pending" } }), 400);
    await api.post(`${tickets()}/${ticket.ticket_id}/messages`, { token: team.member.token, json: { body: "Still broken" } });
    expect((await api.get(`${tickets()}/${ticket.ticket_id}`, { token: team.member.token })).body.status).toBe("open");
  });

  it("validates bodies", async () => {
    const invalid = await api.post(tickets(), { token: team.member.token, json: { subject: "", body: "", priority: "whenever" } });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path).sort()).toEqual(["body.body", "body.priority", "body.subject"]);
    const ticket = await open("Validation");
    expectProblem(await api.post(`${tickets()}/${ticket.ticket_id}/messages`, { token: team.member.token, json: {} }), 400);
  });

  it("keeps tickets inside their organization", async () => {
    const ticket = await open("Private");
    expectProblem(await api.get(tickets()), 401);
    expectProblem(await api.get(tickets(), { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${tickets(team.outsiderOrganizationId)}/${ticket.ticket_id}`, { token: team.outsider.token }), 404);
    expectProblem(
      await api.post(`${tickets(team.outsiderOrganizationId)}/${ticket.ticket_id}/messages`, { token: team.outsider.token, json: { body: "hi" } }),
      404,
    );
    expectProblem(await api.get(tickets(), { token: staff.token }), 404);
  });
});

describe("support staff (system administrators)", () => {
  it("list all tickets and reply as staff", async () => {
    const ticket = await open("Needs staff");
    const outsiderTicket = await api.post(tickets(team.outsiderOrganizationId), { token: team.outsider.token, json: { subject: "Other org", body: "Hello" } });
    const all = await api.get("/api/v1/admin/support/tickets?limit=200", { token: staff.token });
    expect(all.status).toBe(200);
    const ids = all.body.map((t: Json) => t.ticket_id);
    expect(ids).toEqual(expect.arrayContaining([ticket.ticket_id, outsiderTicket.body.ticket_id]));
    expect(all.body.find((t: Json) => t.ticket_id === ticket.ticket_id).organization_name).toBeTruthy();
    const filtered = await api.get(`/api/v1/admin/support/tickets?organization_id=${team.outsiderOrganizationId}`, { token: staff.token });
    expect(filtered.body.every((t: Json) => t.organization_id === team.outsiderOrganizationId)).toBe(true);

    const reply = await api.post(`/api/v1/admin/support/tickets/${ticket.ticket_id}/messages`, { token: staff.token, json: { body: "Looking into it" } });
    expect(reply.status).toBe(201);
    expect(reply.body.author.kind).toBe("staff");
    const seen = await api.get(`${tickets()}/${ticket.ticket_id}`, { token: team.member.token });
    expect(seen.body.status).toBe("pending");
    expect(seen.body.messages.at(-1)).toMatchObject({ body: "Looking into it", author: { kind: "staff" } });
    const detail = await api.get(`/api/v1/admin/support/tickets/${ticket.ticket_id}`, { token: staff.token });
    expect(detail.body.messages).toHaveLength(2);
    const priority = await api.patch(`/api/v1/admin/support/tickets/${ticket.ticket_id}`, { token: staff.token, json: { priority: "urgent", status: "closed" } });
    expect(priority.body).toMatchObject({ priority: "urgent", status: "closed" });
    expectProblem(await api.get("/api/v1/admin/support/tickets/unknown", { token: staff.token }), 404);
    expectProblem(await api.post(`/api/v1/admin/support/tickets/${ticket.ticket_id}/messages`, { token: staff.token, json: { body: "" } }), 400);
  });

  it("are the only ones allowed on the admin paths", async () => {
    const staffOrgToken = await makeOrganizationToken(team.organizationId, team.owner, "admin");
    expectProblem(await api.get("/api/v1/admin/support/tickets", { token: team.owner.token }), 403);
    expectProblem(await api.get("/api/v1/admin/support/tickets", { token: staffOrgToken }), 403);
    expectProblem(await api.get("/api/v1/admin/support/tickets"), 401);
    const ticket = await open("Not yours");
    expectProblem(await api.post(`/api/v1/admin/support/tickets/${ticket.ticket_id}/messages`, { token: team.owner.token, json: { body: "x" } }), 403);
  });
});
