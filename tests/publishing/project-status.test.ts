import { expect, it } from "vitest";
import { api } from "../helpers/api";
import { docPath, makeContentTeam } from "../content/helpers";

it("takes an initialized project from pending to active on its first publish", async () => {
  const team = await makeContentTeam();
  expect((await api.get(docPath(team), { token: team.owner.token })).body.status).toBe("pending");
  const started = await api.post(`/api/documentations/${team.documentationId}/publish`, { token: team.owner.token });
  expect(started.status).toBe(202);
  await expect
    .poll(async () => (await api.get(`/api/documentations/${team.documentationId}/publish/status`, { token: team.owner.token })).body.status, {
      timeout: 90_000,
      interval: 200,
    })
    .toBe("completed");
  expect((await api.get(docPath(team), { token: team.owner.token })).body.status).toBe("active");
}, 120_000);
