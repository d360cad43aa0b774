import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";

let team: Team;
let documentationId: string;
let orgToken: string;

beforeAll(async () => {
  team = await makeTeam();
  documentationId = (await db.documentation.create({ data: { organizationId: team.organizationId, name: "Guides", slug: "guides" } })).id;
  orgToken = (await api.post(`/api/v1/organization/${team.organizationId}/tokens`, { token: team.owner.token, json: { name: "ci" } })).body.token;
});

describe("preferences", () => {
  it("creates, reads, lists, updates and deletes a preference of the token's user", async () => {
    const token = team.member.token;
    const put = await api.put("/api/preference", { token, json: { key: "editor.theme", value: "dark" } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ key: "editor.theme", value: "dark" });
    await api.put("/api/preference", { token, json: { key: "editor.theme", value: "light" } });
    await api.put("/api/preference", { token, json: { key: "locale", value: "fr" } });
    expect((await api.get("/api/preference?key=editor.theme", { token })).body.value).toBe("light");
    const all = await api.get("/api/preferences", { token });
    expect(all.body.map((p: { key: string }) => p.key)).toEqual(["editor.theme", "locale"]);
    // Another user's preferences are their own.
    expect((await api.get("/api/preferences", { token: team.admin.token })).body).toEqual([]);

    expect((await api.delete("/api/preference?key=editor.theme", { token })).status).toBe(204);
    expectProblem(await api.get("/api/preference?key=editor.theme", { token }), 404);
    expect((await api.delete("/api/preference", { token, json: { key: "locale" } })).status).toBe(204);
    expect((await api.get("/api/preferences", { token })).body).toEqual([]);
    expect((await api.delete("/api/preference?key=never-set", { token })).status).toBe(204);
  });

  it("validates keys and values", async () => {
    const token = team.member.token;
    expectProblem(await api.put("/api/preference", { token, json: { key: "has space", value: "x" } }), 400);
    expectProblem(await api.put("/api/preference", { token, json: { key: "k" } }), 400);
    expectProblem(await api.put("/api/preference", { token, json: { key: "k", value: 3 } }), 400);
    expectProblem(await api.get("/api/preference", { token }), 400);
    expectProblem(await api.delete("/api/preference", { token }), 400);
  });

  it("needs a personal token", async () => {
    expectProblem(await api.get("/api/preferences"), 401);
    expectProblem(await api.get("/api/preference?key=a"), 401);
    expectProblem(await api.put("/api/preference", { json: { key: "a", value: "b" } }), 401);
    expectProblem(await api.delete("/api/preference?key=a"), 401);
    expectProblem(await api.get("/api/preferences", { token: orgToken }), 403);
  });
});

describe("wizard progress", () => {
  const path = () => `/api/v1/organization/${team.organizationId}/wizard-progress/${documentationId}`;

  it("upserts, reads and clears the caller's progress", async () => {
    expectProblem(await api.get(path(), { token: team.member.token }), 404);
    const saved = await api.post(path(), {
      token: team.member.token,
      json: { current_step: "choose-template", selected_options: { template: "api" }, completion_percentage: 25, theme: "ocean" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ current_step: "choose-template", completion_percentage: 25, theme: "ocean" });
    await api.post(path(), { token: team.member.token, json: { current_step: 3, completion_percentage: 75 } });
    const read = await api.get(path(), { token: team.member.token });
    expect(read.body).toMatchObject({ current_step: 3, completion_percentage: 75, documentation_id: documentationId });
    expect(read.body.theme).toBeUndefined();
    // Saved fields do not override those the platform sets.
    const spoofed = await api.post(path(), { token: team.member.token, json: { current_step: 3, documentation_id: 7, created_at: "yesterday" } });
    expect(spoofed.status).toBe(200);
    expect(spoofed.body).toMatchObject({ documentation_id: documentationId, created_at: read.body.created_at });
    // Progress is per user.
    expectProblem(await api.get(path(), { token: team.admin.token }), 404);
    expect((await api.delete(path(), { token: team.member.token })).status).toBe(204);
    expectProblem(await api.get(path(), { token: team.member.token }), 404);
  });

  it("validates the known fields and the body", async () => {
    expectProblem(await api.post(path(), { token: team.member.token, json: { completion_percentage: 120 } }), 400);
    expectProblem(await api.post(path(), { token: team.member.token, json: [1, 2] }), 400);
    expectProblem(await api.post(path(), { token: team.member.token }), 400);
  });

  it("authorizes", async () => {
    expectProblem(await api.get(path()), 401);
    expectProblem(await api.post(path(), { token: team.reader.token, json: {} }), 404); // reader without a grant
    expectProblem(await api.get(path(), { token: team.outsider.token }), 404);
    expectProblem(await api.get(`/api/v1/organization/${team.outsiderOrganizationId}/wizard-progress/${documentationId}`, { token: team.outsider.token }), 404);
    await api.patch(`/api/v1/organization/${team.organizationId}/users/${team.reader.id}/grants`, {
      token: team.owner.token,
      json: { documentation_ids: [documentationId] },
    });
    expectProblem(await api.post(path(), { token: team.reader.token, json: {} }), 403); // granted readers only read
  });
});
