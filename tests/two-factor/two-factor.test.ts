import { encode } from "next-auth/jwt";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "@/lib/tokens/service";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, makeUser, type Team, type TestUser } from "../helpers/fixtures";
import { signInThroughNextAuth } from "../sso/next-auth-client";

const password = "correct horse battery staple";
const sameOrigin = { origin: "http://localhost:3000", host: "localhost:3000" };

/** The code of the step `offsetSteps` from now (the server accepts one step either way, each once). */
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function sessionCookie(user: TestUser) {
  return `next-auth.session-token=${await encode({ token: { sub: user.id, email: user.email }, secret: process.env.AUTH_SECRET! })}`;
}

/** Enrolls through the API; returns the secret and the recovery codes. The step before now is spent. */
async function enroll(user: TestUser) {
  const started = await api.post("/api/v1/account/two-factor", { token: user.token });
  expect(started.status).toBe(201);
  const confirmed = await api.post("/api/v1/account/two-factor/confirm", { token: user.token, json: { code: codeAt(started.body.secret, -1) } });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

beforeAll(async () => {
  await makeUser();
});

describe("enrollment", () => {
  it("gives a secret and otpauth URI, enables on a valid code with 10 recovery codes", async () => {
    const user = await makeUser({ password });
    expect((await api.get("/api/v1/account/two-factor", { token: user.token })).body).toMatchObject({ enabled: false });
    const started = await api.post("/api/v1/account/two-factor", { token: user.token });
    expect(started.status).toBe(201);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Docs%20Platform:.+\?issuer=Docs%20Platform&secret=/);

    const wrong = await api.post("/api/v1/account/two-factor/confirm", { token: user.token, json: { code: "000000" === codeAt(started.body.secret) ? "111111" : "000000" } });
    expectProblem(wrong, 400);
    expect((await api.get("/api/v1/account/two-factor", { token: user.token })).body.enabled).toBe(false);
    expectProblem(await api.post("/api/v1/account/two-factor/confirm", { token: user.token, json: {} }), 400);

    const confirmed = await api.post("/api/v1/account/two-factor/confirm", { token: user.token, json: { code: codeAt(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    expect((await api.get("/api/v1/account/two-factor", { token: user.token })).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Enrolling again needs disabling first.
    expectProblem(await api.post("/api/v1/account/two-factor", { token: user.token }), 409);
  });

  it("needs credentials, and personal ones", async () => {
    expectProblem(await api.get("/api/v1/account/two-factor"), 401);
    const team = await makeTeam();
    const { token } = await issueToken({ kind: "organization", name: "ci", userId: team.owner.id, organizationId: team.organizationId, role: "admin" });
    expectProblem(await api.post("/api/v1/account/two-factor", { token }), 403);
  });

  it("is disabled with a current code only", async () => {
    const user = await makeUser({ password });
    const { secret } = await enroll(user);
    expectProblem(await api.post("/api/v1/account/two-factor/disable", { token: user.token, json: { code: "12345678" } }), 400);
    expect((await api.post("/api/v1/account/two-factor/disable", { token: user.token, json: { code: codeAt(secret, 1) } })).status).toBe(204);
    expect((await api.get("/api/v1/account/two-factor", { token: user.token })).body.enabled).toBe(false);
    expect((await signInThroughNextAuth("credentials", { email: user.email, password })).sessionCookie).toBeTruthy();
  });
});

describe("password sign-in", () => {
  it("asks for the code, refuses a wrong or replayed one, accepts the current one", async () => {
    const user = await makeUser({ password });
    const { secret } = await enroll(user);
    expect(await signInThroughNextAuth("credentials", { email: user.email, password })).toEqual({ sessionCookie: null, error: "TwoFactorRequired" });
    const wrong = codeAt(secret) === "123456" ? "654321" : "123456";
    expect(await signInThroughNextAuth("credentials", { email: user.email, password, code: wrong })).toEqual({ sessionCookie: null, error: "TwoFactorInvalid" });
    // A wrong password says nothing about the second factor.
    expect((await signInThroughNextAuth("credentials", { email: user.email, password: "wrong", code: codeAt(secret) })).error).toBe("CredentialsSignin");

    const current = codeAt(secret);
    const signedIn = await signInThroughNextAuth("credentials", { email: user.email, password, code: current });
    expect(signedIn.error).toBeNull();
    expect(signedIn.sessionCookie).toMatch(/^next-auth\.session-token=/);
    const me = await api.get("/api/v1/organization", { headers: { cookie: signedIn.sessionCookie! } });
    expect(me.status).toBe(200);
    // The same code (the same time step) is accepted once.
    expect((await signInThroughNextAuth("credentials", { email: user.email, password, code: current })).error).toBe("TwoFactorInvalid");
  });

  it("accepts each recovery code once", async () => {
    const user = await makeUser({ password });
    const { recoveryCodes } = await enroll(user);
    const first = await signInThroughNextAuth("credentials", { email: user.email, password, code: recoveryCodes[0]!.toUpperCase() });
    expect(first.sessionCookie).toBeTruthy();
    expect((await signInThroughNextAuth("credentials", { email: user.email, password, code: recoveryCodes[0]! })).error).toBe("TwoFactorInvalid");
    expect((await api.get("/api/v1/account/two-factor", { token: user.token })).body.recovery_codes_left).toBe(9);
  });

  it("limits code attempts per user", async () => {
    const user = await makeUser({ password });
    await enroll(user);
    const errors: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      errors.push((await signInThroughNextAuth("credentials", { email: user.email, password, code: "000000" })).error);
    }
    expect(errors).toContain("TooManyAttempts");
  });
});

describe("required by an organization", () => {
  let team: Team;

  beforeAll(async () => {
    team = await makeTeam();
  });

  it("is set by admins and owners only", async () => {
    const path = `/api/v1/organizations/${team.organizationId}/security`;
    expectProblem(await api.patch(path, { json: { require_two_factor: true } }), 401);
    expectProblem(await api.patch(path, { token: team.member.token, json: { require_two_factor: true } }), 403);
    expectProblem(await api.patch(path, { token: team.outsider.token, json: { require_two_factor: true } }), 404);
    expectProblem(await api.patch(path, { token: team.admin.token, json: { require_two_factor: "yes" } }), 400);
    expect((await api.get(path, { token: team.member.token })).body).toEqual({ require_two_factor: false });
    expect((await api.patch(path, { token: team.admin.token, json: { require_two_factor: true } })).body).toEqual({ require_two_factor: true });
  });

  it("closes the organization to sessions without two-factor until the member enrolls; tokens are unaffected", async () => {
    const member = await addMember(team.organizationId, team.owner, "member");
    const cookie = await sessionCookie(member);
    const path = `/api/v1/organization/${team.organizationId}`;
    const refused = await api.get(path, { headers: { cookie } });
    expectProblem(refused, 403);
    expect(refused.body.reason).toBe("two_factor_required");
    expectProblem(await api.put(path, { headers: { cookie, ...sameOrigin }, json: { name: "Renamed" } }), 403);
    expect((await api.get(path, { token: member.token })).status).toBe(200);
    // Another organization of the same user is not affected.
    expect((await api.get("/api/v1/organization", { headers: { cookie } })).status).toBe(200);

    await enroll(member);
    expect((await api.get(path, { headers: { cookie } })).status).toBe(200);
  });
});
