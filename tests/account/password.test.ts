import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { findUserForSignIn } from "@/lib/users";
import { api } from "../helpers/api";
import { expectProblem, makeOrganization, makeUser } from "../helpers/fixtures";
import { makeOrganizationToken } from "../events/helpers";

const path = "/api/v1/account/password";
const oldPassword = "correct horse battery";
const newPassword = "staple gun 2026 blue";

/** A dashboard session cookie that began `signedInAt` (ms). */
async function sessionCookie(userId: string, signedInAt: number): Promise<string> {
  return `next-auth.session-token=${await encode({ token: { sub: userId, signedInAt }, secret: process.env.AUTH_SECRET! })}`;
}
const organizations = (cookie: string) => api.get("/api/v1/organization", { headers: { cookie } });

describe("PUT /v1/account/password", () => {
  it("changes the password and signs out the sessions that began before, not the API tokens", async () => {
    const user = await makeUser({ password: oldPassword });
    const earlier = await sessionCookie(user.id, Date.now() - 1_000);
    expect((await organizations(earlier)).status).toBe(200);

    const changed = await api.put(path, { token: user.token, json: { current_password: oldPassword, new_password: newPassword } });
    expect(changed.status).toBe(204);
    expect(await findUserForSignIn(user.email, newPassword)).not.toBeNull();
    expect(await findUserForSignIn(user.email, oldPassword)).toBeNull();
    expectProblem(await organizations(earlier), 401);
    expect((await organizations(await sessionCookie(user.id, Date.now() + 1_000))).status).toBe(200);
    expect((await api.get("/api/v1/organization", { token: user.token })).status).toBe(200);
  });

  it("refuses a wrong current password, a short or unchanged new one, and changes nothing", async () => {
    const user = await makeUser({ password: oldPassword });
    const wrong = await api.put(path, { token: user.token, json: { current_password: "not it at all", new_password: newPassword } });
    expectProblem(wrong, 400);
    expect(wrong.body.errors).toEqual([{ path: "body.current_password", message: "The current password is incorrect." }]);
    const short = await api.put(path, { token: user.token, json: { current_password: oldPassword, new_password: "short" } });
    expectProblem(short, 400);
    expect(short.body.errors[0]).toMatchObject({ path: "body.new_password", message: "Use at least 12 characters." });
    expectProblem(await api.put(path, { token: user.token, json: { current_password: oldPassword, new_password: oldPassword } }), 400);
    expectProblem(await api.put(path, { token: user.token, json: { new_password: newPassword } }), 400);
    expect(await findUserForSignIn(user.email, oldPassword)).not.toBeNull();
  });

  it("has no password to change for an account without one (GitHub, single sign-on)", async () => {
    const user = await makeUser();
    expectProblem(await api.put(path, { token: user.token, json: { current_password: "anything at all", new_password: newPassword } }), 409);
  });

  it("limits guesses of the current password", async () => {
    const user = await makeUser({ password: oldPassword });
    for (let attempt = 0; attempt < 5; attempt++) {
      expectProblem(await api.put(path, { token: user.token, json: { current_password: `guess number ${attempt}`, new_password: newPassword } }), 400);
    }
    expectProblem(await api.put(path, { token: user.token, json: { current_password: oldPassword, new_password: newPassword } }), 429);
  });

  it("needs the person's own credentials", async () => {
    expectProblem(await api.put(path, { json: { current_password: oldPassword, new_password: newPassword } }), 401);
    const user = await makeUser({ password: oldPassword });
    const organization = await makeOrganization(user);
    const organizationToken = await makeOrganizationToken(organization, user, "admin");
    expectProblem(await api.put(path, { token: organizationToken, json: { current_password: oldPassword, new_password: newPassword } }), 403);
    expect(await findUserForSignIn(user.email, oldPassword)).not.toBeNull();
    expectProblem(await api.put(path, { token: "dp_pat_not-a-token", json: { current_password: oldPassword, new_password: newPassword } }), 401);
  });
});
