import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { deliverEventPush } from "@/lib/push/deliver";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { makeOrganizationToken, makeProject } from "./helpers";
import { decryptPushBody, startPushReceiver, userAgentKeys, verifyVapid } from "./push-receiver";

let team: Team;
let project: string;
let projectToken: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, team.owner, "Push guide");
  projectToken = await makeOrganizationToken(team.organizationId, team.owner, "member", project);
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const subscribePath = () => `/api/v1/organizations/${team.organizationId}/push/subscribe`;
const webPushBody = (path: string, keys = userAgentKeys()) => ({
  endpoint: `${receiver.origin}${path}`,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
  expirationTime: null,
});

describe("GET /v1/event/vapid-public-key", () => {
  it("serves one stable P-256 public key", async () => {
    const first = await api.get("/api/v1/event/vapid-public-key", { token: team.reader.token });
    expect(first.status).toBe(200);
    const key = Buffer.from(first.body.public_key, "base64url");
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const second = await api.get("/api/v1/event/vapid-public-key", { token: projectToken });
    expect(second.body.public_key).toBe(first.body.public_key);
    expectProblem(await api.get("/api/v1/event/vapid-public-key"), 401);
  });
});

describe("subscribing", () => {
  it("accepts web push, device and target URL shapes; idempotent per endpoint", async () => {
    const body = webPushBody("/push/idempotent");
    const created = await api.post(subscribePath(), { token: team.member.token, json: body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ channel: "web_push", endpoint: body.endpoint, deliverable: true, delivery_status: "active" });
    const again = await api.post(subscribePath(), { token: team.member.token, json: body });
    expect(again.status).toBe(200);
    expect(again.body.subscription_id).toBe(created.body.subscription_id);

    const device = await api.post(subscribePath(), { token: team.member.token, json: { device_token: "abcdef0123456789", platform: "ios" } });
    expect(device.status).toBe(201);
    expect(device.body).toMatchObject({ channel: "device", device_token: "abcdef0123456789", platform: "ios", deliverable: false, delivery_status: "no_provider" });
    const url = await api.post("/api/v1/event/push-notification-subscribe", { token: projectToken, json: { target_url: "https://hooks.example.com/push" } });
    expect(url.status).toBe(201);
    expect(url.body).toMatchObject({ channel: "url", target_url: "https://hooks.example.com/push", project_id: project, deliverable: true, signing_secret: expect.stringMatching(/^whsec_/) });
    const simplifiedWebPush = await api.post("/api/v1/event/push-notification-subscribe", { token: projectToken, json: webPushBody("/push/simplified") });
    expect(simplifiedWebPush.status).toBe(201);

    const list = await api.get(`/api/v1/organizations/${team.organizationId}/push/subscriptions`, { token: team.admin.token });
    const addresses = list.body.map((s: Json) => s.endpoint ?? s.device_token ?? s.target_url);
    expect(addresses).toEqual(expect.arrayContaining([body.endpoint, "abcdef0123456789", "https://hooks.example.com/push"]));
    expect(addresses.filter((a: string) => a === body.endpoint)).toHaveLength(1);
    // Newest first, a page at a time.
    const first = await api.get(`/api/v1/organizations/${team.organizationId}/push/subscriptions?limit=1`, { token: team.admin.token });
    expect(first.body.map((s: Json) => s.subscription_id)).toEqual([list.body[0].subscription_id]);
    const next = await api.get(`/api/v1/organizations/${team.organizationId}/push/subscriptions?limit=1&cursor=${first.headers.get("x-next-cursor")}`, { token: team.admin.token });
    expect(next.body.map((s: Json) => s.subscription_id)).toEqual([list.body[1].subscription_id]);
    expectProblem(await api.get(`/api/v1/organizations/${team.organizationId}/push/subscriptions?cursor=nonsense`, { token: team.admin.token }), 400);
  });

  it("validates every shape", async () => {
    const token = team.member.token;
    const bad = async (json: unknown, paths: string[]) => {
      const response = await api.post(subscribePath(), { token, json });
      expectProblem(response, 400);
      expect(response.body.errors.map((e: Json) => e.path).sort()).toEqual(paths);
    };
    await bad({ endpoint: `${receiver.origin}/x`, keys: { p256dh: "short", auth: "AAAA" } }, ["body.keys.auth", "body.keys.p256dh"]);
    await bad({ endpoint: "http://push.example.com/x", keys: webPushBody("/x").keys }, ["body.endpoint"]);
    await bad({ endpoint: "https://10.0.0.1/x", keys: webPushBody("/x").keys }, ["body.endpoint"]);
    await bad({ device_token: "abcdef0123456789" }, ["body.platform"]);
    await bad({ device_token: "abcdef0123456789", platform: "blackberry" }, ["body.platform"]);
    await bad({ target_url: "not a url" }, ["body.target_url"]);
    await bad({ something: "else" }, ["body"]);
    expectProblem(await api.post("/api/v1/event/push-notification-subscribe", { token: projectToken, json: { platform: "ios" } }), 400);
  });

  it("requires a member, or an organization token for the simplified endpoint", async () => {
    const json = { device_token: "abcdef0123456789", platform: "android" };
    expectProblem(await api.post(subscribePath(), { json }), 401);
    expectProblem(await api.post(subscribePath(), { token: team.outsider.token, json }), 404);
    expectProblem(await api.post("/api/v1/event/push-notification-subscribe", { token: team.owner.token, json }), 403);
    expectProblem(await api.post("/api/v1/event/push-notification-subscribe", { json }), 401);
  });

  it("unsubscribes by address or id", async () => {
    const json = { device_token: "unsubscribe-me-123", platform: "android" };
    const created = await api.post(subscribePath(), { token: team.member.token, json });
    expect((await api.delete(subscribePath(), { token: team.member.token, json: { device_token: json.device_token } })).status).toBe(204);
    expectProblem(await api.delete(subscribePath(), { token: team.member.token, json: { device_token: json.device_token } }), 404);
    expectProblem(await api.delete(subscribePath(), { token: team.member.token, json: {} }), 400);

    const url = { target_url: "https://hooks.example.com/unsubscribe" };
    await api.post("/api/v1/event/push-notification-subscribe", { token: projectToken, json: url });
    expect((await api.post("/api/v1/event/push-notification-unsubscribe", { token: projectToken, json: url })).status).toBe(204);

    const again = await api.post(subscribePath(), { token: team.member.token, json });
    const byId = `/api/v1/organizations/${team.organizationId}/push/subscriptions/${again.body.subscription_id}`;
    expectProblem(await api.delete(byId, { token: team.reader.token }), 403);
    expectProblem(await api.delete(byId, { token: team.outsider.token }), 404);
    expect((await api.delete(byId, { token: team.admin.token })).status).toBe(204);
    expect(created.status).toBe(201);
  });
});

describe("web push delivery", () => {
  it("delivers recorded events VAPID-signed and encrypted, and drops gone subscriptions", async () => {
    const organization = await makeTeam();
    const own = await makeProject(organization.organizationId, organization.owner, "Delivery guide");
    const keys = userAgentKeys();
    const goneKeys = userAgentKeys();
    const path = `/api/v1/organizations/${organization.organizationId}/push/subscribe`;
    await api.post(path, { token: organization.member.token, json: webPushBody("/push/alive", keys) });
    await api.post(path, { token: organization.member.token, json: webPushBody("/gone/device", goneKeys) });
    await api.post(path, { token: organization.member.token, json: { device_token: "stored-only-device", platform: "ios" } });
    await inProcessJobsIdle();
    receiver.received.length = 0;

    const vapid = await api.get("/api/v1/event/vapid-public-key", { token: organization.member.token });
    const event = await api.post(`/api/v1/organizations/${organization.organizationId}/projects/${own}/events`, {
      token: organization.member.token,
      json: { type: "deploy.finished", description: "Version 3 is live" },
    });
    expect(event.status).toBe(201);
    await inProcessJobsIdle();

    const alive = receiver.received.find((request) => request.path === "/push/alive");
    expect(alive).toBeDefined();
    expect(alive!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(alive!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = verifyVapid(alive!.headers.authorization as string, receiver.origin);
    expect(publicKey).toBe(vapid.body.public_key);
    const payload = JSON.parse(decryptPushBody(alive!.body, keys));
    expect(payload).toMatchObject({
      event_id: event.body.event_id,
      type: "deploy.finished",
      description: "Version 3 is live",
      project_id: own,
      url: expect.stringContaining(organization.organizationId),
    });

    expect(receiver.received.some((request) => request.path === "/gone/device")).toBe(true);
    const remaining = await api.get(`/api/v1/organizations/${organization.organizationId}/push/subscriptions`, { token: organization.owner.token });
    const endpoints = remaining.body.map((s: Json) => s.endpoint ?? s.device_token);
    expect(endpoints).toContain(`${receiver.origin}/push/alive`);
    expect(endpoints).toContain("stored-only-device");
    expect(endpoints).not.toContain(`${receiver.origin}/gone/device`);
    const aliveView = remaining.body.find((s: Json) => s.endpoint === `${receiver.origin}/push/alive`);
    expect(aliveView.last_delivered_at).not.toBeNull();
  });

  it("in production, sends nothing to a push service whose address is internal, by name or literally", async () => {
    const organization = await makeTeam();
    const own = await makeProject(organization.organizationId, organization.owner, "Internal push");
    // Recorded before anyone subscribes: no delivery has connected to the receiver by name yet.
    const recorded = await api.post(`/api/v1/organizations/${organization.organizationId}/projects/${own}/events`, {
      token: organization.member.token,
      json: { type: "deploy.finished", description: "Not for the intranet" },
    });
    await inProcessJobsIdle();
    const event = await db.event.findUniqueOrThrow({ where: { id: recorded.body.event_id } });
    const path = `/api/v1/organizations/${organization.organizationId}/push/subscribe`;
    // Accepted outside production (a loopback receiver); `localhost` stands for any name that
    // resolves into the server's network.
    const byName = { ...webPushBody("/push/by-name"), endpoint: `${receiver.origin.replace("127.0.0.1", "localhost")}/push/by-name` };
    await api.post(path, { token: organization.member.token, json: byName });
    await api.post(path, { token: organization.member.token, json: webPushBody("/push/literal") });
    receiver.received.length = 0;

    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(await deliverEventPush(organization.organizationId, [event])).toEqual({ delivered: 0, removed: 0, failed: 2 });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(receiver.received).toHaveLength(0);
    const subscriptions = await db.pushSubscription.findMany({ where: { organizationId: organization.organizationId } });
    expect(subscriptions.map((subscription) => subscription.lastError)).toEqual([
      expect.stringMatching(/internal address/),
      expect.stringMatching(/internal address/),
    ]);
  });

  it("pushes the platform's own events too, only to subscriptions of the matching project", async () => {
    const organization = await makeTeam();
    const own = await makeProject(organization.organizationId, organization.owner, "Scoped push");
    const other = await makeProject(organization.organizationId, organization.owner, "Other push");
    const scopedToken = await makeOrganizationToken(organization.organizationId, organization.owner, "member", other);
    const keys = userAgentKeys();
    await api.post("/api/v1/event/push-notification-subscribe", { token: scopedToken, json: webPushBody("/push/other-only", keys) });
    const orgWide = userAgentKeys();
    await api.post(`/api/v1/organizations/${organization.organizationId}/push/subscribe`, {
      token: organization.owner.token,
      json: webPushBody("/push/org-wide", orgWide),
    });
    await inProcessJobsIdle();
    receiver.received.length = 0;
    await api.post(`/api/v1/organizations/${organization.organizationId}/projects/${own}/events`, {
      token: organization.member.token,
      json: { type: "x", description: "elsewhere" },
    });
    const invite = await api.post(`/api/v1/organization/${organization.organizationId}/user/invite`, {
      token: organization.owner.token,
      json: { email: "push-invitee@example.test", role: "member" },
    });
    expect(invite.status).toBe(201);
    await inProcessJobsIdle();
    expect(receiver.received.filter((r) => r.path === "/push/other-only")).toHaveLength(0);
    const orgWideMessages = receiver.received.filter((r) => r.path === "/push/org-wide").map((r) => JSON.parse(decryptPushBody(r.body, orgWide)));
    expect(orgWideMessages.map((m) => m.type).sort()).toEqual(["member.invited", "x"]);
  });
});
