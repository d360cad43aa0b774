import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { isPublicAddress } from "@/lib/http/guarded-request";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "../events/helpers";
import { startWebhookReceiver } from "./receiver";

let team: Team;
let project: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, team.owner, "Webhook guide");
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
afterEach(() => vi.unstubAllEnvs());

const webhooksPath = (organizationId = team.organizationId) => `/api/v1/organization/${organizationId}/webhooks`;

async function register(path: string, json: Record<string, unknown> = {}) {
  const created = await api.post(webhooksPath(), { token: team.admin.token, json: { url: `${receiver.origin}${path}`, ...json } });
  expect(created.status).toBe(201);
  return created.body as Json;
}

async function recordEvent(type = "deploy.finished") {
  const recorded = await api.post(`/api/v1/organizations/${team.organizationId}/projects/${project}/events`, {
    token: team.member.token,
    json: { type, description: "Version 2 is out", metadata: { version: "2.0" } },
  });
  expect(recorded.status).toBe(201);
  return recorded.body.event_id as string;
}

/** Polls until `check` holds: retries are timed, so their outcome arrives later. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await inProcessJobsIdle();
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const deliveryLog = async (webhookId: string, query = "") =>
  (await api.get(`${webhooksPath()}/${webhookId}/deliveries${query}`, { token: team.admin.token })).body as Json[];

describe("managing webhooks", () => {
  it("creates, reads, edits, toggles and deletes an endpoint; the secret is shown at creation and to admins", async () => {
    const created = await register("/crud", { description: "Deploy notices", event_types: ["deploy.finished"] });
    expect(created).toMatchObject({ url: `${receiver.origin}/crud`, description: "Deploy notices", event_types: ["deploy.finished"], active: true, disabled_at: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const path = `${webhooksPath()}/${created.webhook_id}`;

    const list = await api.get(webhooksPath(), { token: team.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((webhook: Json) => webhook.webhook_id)).toContain(created.webhook_id);
    expect(list.body.every((webhook: Json) => !("secret" in webhook))).toBe(true);
    const secret = await api.get(`${path}/secret`, { token: team.admin.token });
    expect(secret.body).toEqual({ webhook_id: created.webhook_id, secret: created.secret });

    const edited = await api.patch(path, { token: team.admin.token, json: { event_types: ["deploy.finished", "publish.completed"], active: false } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ event_types: ["deploy.finished", "publish.completed"], active: false });
    expect((await api.get(path, { token: team.admin.token })).body.active).toBe(false);

    expect((await api.delete(path, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.get(path, { token: team.admin.token }), 404);
  });

  it("refuses invalid input and changes nothing", async () => {
    const token = team.admin.token;
    const bad = async (json: unknown, paths: string[]) => {
      const response = await api.post(webhooksPath(), { token, json });
      expectProblem(response, 400);
      expect(response.body.errors.map((error: Json) => error.path).sort()).toEqual(paths);
    };
    await bad({}, ["body.url"]);
    await bad({ url: "http://hooks.example.com/plain-http" }, ["body.url"]);
    await bad({ url: "https://10.0.0.1/private" }, ["body.url"]);
    await bad({ url: "https://169.254.169.254/metadata" }, ["body.url"]);
    await bad({ url: "https://user:pass@hooks.example.com/" }, ["body.url"]);
    await bad({ url: "https://hooks.example.com/", event_types: ["no spaces allowed"] }, ["body.event_types.0"]);
    await bad({ url: "https://hooks.example.com/", event_types: ["a.b", "a.b"] }, ["body.event_types"]);
    await bad({ url: "https://hooks.example.com/", secret: "mine" }, ["body"]);
    const before = await db.webhookEndpoint.count({ where: { organizationId: team.organizationId } });

    const created = await register("/validation");
    expectProblem(await api.patch(`${webhooksPath()}/${created.webhook_id}`, { token, json: {} }), 400);
    expectProblem(await api.patch(`${webhooksPath()}/${created.webhook_id}`, { token, json: { active: "yes" } }), 400);
    expectProblem(await api.get(`${webhooksPath()}/no-such-webhook`, { token }), 404);
    expect(await db.webhookEndpoint.count({ where: { organizationId: team.organizationId } })).toBe(before + 1);
  });

  it("is for admins and owners of the organization only", async () => {
    const created = await register("/authorization");
    const one = `${webhooksPath()}/${created.webhook_id}`;
    expectProblem(await api.get(webhooksPath()), 401);
    expectProblem(await api.post(webhooksPath(), { json: { url: `${receiver.origin}/x` } }), 401);
    for (const user of [team.member, team.reader]) {
      expectProblem(await api.get(webhooksPath(), { token: user.token }), 403);
      expectProblem(await api.post(webhooksPath(), { token: user.token, json: { url: `${receiver.origin}/x` } }), 403);
      expectProblem(await api.get(`${one}/secret`, { token: user.token }), 403);
      expectProblem(await api.get(`${one}/deliveries`, { token: user.token }), 403);
      expectProblem(await api.post(`${one}/test`, { token: user.token }), 403);
      expectProblem(await api.delete(one, { token: user.token }), 403);
    }
    const memberToken = await makeOrganizationToken(team.organizationId, team.owner, "member");
    expectProblem(await api.get(webhooksPath(), { token: memberToken }), 403);
    // Another organization's owner: neither this organization nor its webhooks exist for them.
    expectProblem(await api.get(webhooksPath(), { token: team.outsider.token }), 404);
    expectProblem(await api.get(one, { token: team.outsider.token }), 404);
    expectProblem(await api.patch(one, { token: team.outsider.token, json: { active: false } }), 404);
    expectProblem(await api.get(`${webhooksPath(team.outsiderOrganizationId)}/${created.webhook_id}`, { token: team.outsider.token }), 404);
    expectProblem(await api.delete(`${webhooksPath(team.outsiderOrganizationId)}/${created.webhook_id}`, { token: team.outsider.token }), 404);
    expect((await api.get(one, { token: team.admin.token })).body.active).toBe(true);
  });
});

describe("deliveries", () => {
  it("signs each event as Standard Webhooks says, for the endpoints whose types match", async () => {
    const all = await register("/signed");
    const filtered = await register("/filtered", { event_types: ["publish.completed"] });
    const eventId = await recordEvent();
    const [delivered] = await eventually(() => receiver.at("/signed"), (requests) => requests.length === 1);
    const payload = new Webhook(all.secret).verify(delivered!.body, delivered!.headers) as Json;
    expect(payload).toMatchObject({
      type: "deploy.finished",
      data: { event_id: eventId, organization_id: team.organizationId, project_id: project, description: "Version 2 is out", metadata: { version: "2.0" } },
    });
    expect(delivered!.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(() => new Webhook(filtered.secret).verify(delivered!.body, delivered!.headers)).toThrow();
    expect(receiver.at("/filtered")).toHaveLength(0);

    const [entry] = await deliveryLog(all.webhook_id);
    expect(entry).toMatchObject({ delivery_id: delivered!.headers["webhook-id"], event_id: eventId, event_type: "deploy.finished", attempt: 1, status: "succeeded", delivery_status: "succeeded", response_status: 200, response_excerpt: "ok", next_retry_at: null });
    expect(entry.latency_ms).toBeGreaterThanOrEqual(0);
    await api.delete(`${webhooksPath()}/${all.webhook_id}`, { token: team.admin.token });
    await api.delete(`${webhooksPath()}/${filtered.webhook_id}`, { token: team.admin.token });
  });

  it("retries a failed attempt on the schedule with the same webhook-id, and logs every attempt", async () => {
    vi.stubEnv("WEBHOOK_RETRY_SCHEDULE", "0.3,0.3");
    const webhook = await register("/flaky");
    receiver.answer("/flaky", 500);
    const test = await api.post(`${webhooksPath()}/${webhook.webhook_id}/test`, { token: team.admin.token });
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ event_type: "webhook.test", status: "pending" });
    const requests = await eventually(() => receiver.at("/flaky"), (all) => all.length === 2);
    expect(requests.map((request) => request.headers["webhook-id"])).toEqual([test.body.delivery_id, test.body.delivery_id]);
    for (const request of requests) expect(new Webhook(webhook.secret).verify(request.body, request.headers)).toMatchObject({ type: "webhook.test" });

    const log = await eventually(() => deliveryLog(webhook.webhook_id), (entries) => entries.length === 2);
    const [second, first] = log;
    expect(first).toMatchObject({ attempt: 1, status: "failed", response_status: 500, error: "The endpoint answered 500." });
    expect(Buffer.byteLength(first.response_excerpt)).toBe(1024);
    expect(new Date(first.next_retry_at).getTime() - new Date(first.created_at).getTime()).toBeGreaterThanOrEqual(250);
    expect(second).toMatchObject({ attempt: 2, status: "succeeded", delivery_status: "succeeded", response_status: 200, next_retry_at: null });

    const page = await api.get(`${webhooksPath()}/${webhook.webhook_id}/deliveries?limit=1`, { token: team.admin.token });
    expect(page.body).toHaveLength(1);
    expect(page.headers.get("link")).toMatch(/rel="next"/);
    const rest = await api.get(`${webhooksPath()}/${webhook.webhook_id}/deliveries?limit=1&cursor=${page.headers.get("x-next-cursor")}`, { token: team.admin.token });
    expect(rest.body.map((entry: Json) => entry.attempt)).toEqual([1]);
    expect((await deliveryLog(webhook.webhook_id, "?status=failed")).map((entry) => entry.attempt)).toEqual([1]);
    expectProblem(await api.get(`${webhooksPath()}/${webhook.webhook_id}/deliveries?cursor=garbage`, { token: team.admin.token }), 400);
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: webhook.webhook_id } })).consecutiveFailures).toBe(0);
    await api.delete(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token });
  });

  it("gives up after the last retry, and turns an endpoint off after repeated failures", async () => {
    vi.stubEnv("WEBHOOK_RETRY_SCHEDULE", "0.1,0.1");
    vi.stubEnv("WEBHOOK_DISABLE_AFTER_FAILURES", "4");
    vi.stubEnv("WEBHOOK_DISABLE_AFTER_HOURS", "0");
    const webhook = await register("/broken", { event_types: ["deploy.finished"] });
    receiver.answer("/broken", ...Array(10).fill(503));
    await recordEvent();
    const first = await eventually(() => deliveryLog(webhook.webhook_id), (entries) => entries.length === 3);
    expect(first.map((entry) => [entry.attempt, entry.status, entry.delivery_status])).toEqual([
      [3, "failed", "failed"],
      [2, "failed", "failed"],
      [1, "failed", "failed"],
    ]);
    expect(first[0].next_retry_at).toBeNull();
    expect((await api.get(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token })).body).toMatchObject({ active: true, consecutive_failures: 3 });

    await recordEvent();
    const disabled = await eventually(
      () => api.get(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token }),
      (response) => response.body.active === false,
    );
    expect(disabled.body).toMatchObject({ consecutive_failures: 4, disabled_at: expect.any(String) });
    const notice = await db.event.findFirst({ where: { organizationId: team.organizationId, type: "webhook.disabled" } });
    expect(notice?.metadata).toMatchObject({ webhook_id: webhook.webhook_id });
    await inProcessJobsIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await inProcessJobsIdle();
    // The retry scheduled before it was turned off is dropped, and new events are not sent.
    const sent = receiver.at("/broken").length;
    expect(sent).toBe(4);
    await recordEvent();
    await inProcessJobsIdle();
    expect(receiver.at("/broken")).toHaveLength(sent);

    const reactivated = await api.patch(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token, json: { active: true } });
    expect(reactivated.body).toMatchObject({ active: true, disabled_at: null, consecutive_failures: 0, failing_since: null });
    await api.delete(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token });
  });

  it("gives up on an endpoint that does not answer within the timeout", async () => {
    vi.stubEnv("WEBHOOK_TIMEOUT_MS", "300");
    vi.stubEnv("WEBHOOK_RETRY_SCHEDULE", "");
    const webhook = await register("/silent");
    receiver.hang("/silent");
    await api.post(`${webhooksPath()}/${webhook.webhook_id}/test`, { token: team.admin.token });
    const [entry] = await eventually(() => deliveryLog(webhook.webhook_id), (entries) => entries.length === 1);
    expect(entry).toMatchObject({ status: "failed", response_status: null, error: "No answer within 300 ms." });
    await api.delete(`${webhooksPath()}/${webhook.webhook_id}`, { token: team.admin.token });
  });

  it("delivers a `url` push subscription the same way, signed with the secret its subscription answered", async () => {
    const organization = await makeTeam();
    const scoped = await makeProject(organization.organizationId, organization.owner, "Push by URL");
    const token = await makeOrganizationToken(organization.organizationId, organization.owner, "member", scoped);
    const subscribed = await api.post("/api/v1/event/push-notification-subscribe", { token, json: { target_url: `${receiver.origin}/push-url` } });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body).toMatchObject({ channel: "url", deliverable: true, delivery_status: "active", signing_secret: expect.stringMatching(/^whsec_/) });
    const again = await api.post("/api/v1/event/push-notification-subscribe", { token, json: { target_url: `${receiver.origin}/push-url` } });
    expect(again.body.signing_secret).toBe(subscribed.body.signing_secret);
    // Registered webhooks do not list it: it is managed through its subscription.
    expect((await api.get(webhooksPath(organization.organizationId), { token: organization.owner.token })).body).toEqual([]);

    const recorded = await api.post(`/api/v1/organizations/${organization.organizationId}/projects/${scoped}/events`, {
      token,
      json: { type: "deploy.finished", description: "Pushed by URL" },
    });
    const [delivered] = await eventually(() => receiver.at("/push-url"), (requests) => requests.length === 1);
    expect(new Webhook(subscribed.body.signing_secret).verify(delivered!.body, delivered!.headers)).toMatchObject({ data: { event_id: recorded.body.event_id } });
    const subscriptions = await api.get(`/api/v1/organizations/${organization.organizationId}/push/subscriptions`, { token: organization.owner.token });
    expect(subscriptions.body[0]).toMatchObject({ channel: "url", last_delivered_at: expect.any(String), last_error: null });
  });
});

describe("outbound address checks", () => {
  it("accepts public unicast addresses only", () => {
    for (const address of ["8.8.8.8", "2606:4700::1111"]) expect(isPublicAddress(address)).toBe(true);
    const refused = ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255",
      "::1", "::", "fe80::1", "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::7f00:1", "2002:7f00:1::", "2001:db8::1", "not an address"];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses at connection time a host name that resolves to a loopback address when loopback receivers are not allowed", async () => {
    const byName = await register("/by-name", { url: `http://localhost:${receiver.port}/by-name` });
    vi.stubEnv("NODE_ENV", "production");
    // Registering it now is refused outright; the endpoint registered before fails on connection.
    expectProblem(await api.post(webhooksPath(), { token: team.admin.token, json: { url: `http://localhost:${receiver.port}/x` } }), 400);
    expectProblem(await api.post(webhooksPath(), { token: team.admin.token, json: { url: "https://[::ffff:127.0.0.1]/x" } }), 400);
    await api.post(`${webhooksPath()}/${byName.webhook_id}/test`, { token: team.admin.token });
    await inProcessJobsIdle();
    const [entry] = await deliveryLog(byName.webhook_id);
    expect(entry).toMatchObject({ status: "failed", response_status: null, error: expect.stringMatching(/localhost is, or resolves to, a private, loopback or otherwise internal address/) });
    expect(receiver.at("/by-name")).toHaveLength(0);
    vi.unstubAllEnvs();
    await api.delete(`${webhooksPath()}/${byName.webhook_id}`, { token: team.admin.token });
  });
});
