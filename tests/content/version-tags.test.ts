import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createEntries, createSection, makeContentTeam, versionPath, type ContentTeam } from "./helpers";

let team: ContentTeam;
beforeAll(async () => {
  team = await makeContentTeam();
  const other = await createSection(team, "Reference");
  await createEntries(team, team.sectionId, [
    { ref: "install", title: "Install", content: "", metadata: { tags: ["setup", "CLI"] } },
    { ref: "folder", kind: "folder", title: "Folder", metadata: { tags: ["folders-do-not-count"] } },
    { ref: "upgrade", title: "Upgrade", content: "", metadata: { tags: ["Setup", "setup"] } },
  ]);
  await createEntries(team, other, [{ ref: "api", title: "API", content: "", metadata: { tags: ["api", "setup"] } }]);
});

describe("GET VER/tags", () => {
  it("lists the tags the version's pages carry, most used first, spellings differing in case as one", async () => {
    const response = await api.get(`${versionPath(team)}/tags`, { token: team.grantedReader.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([
      { tag: "setup", pages: 3 },
      { tag: "api", pages: 1 },
      { tag: "CLI", pages: 1 },
    ]);
  });

  it("answers an unknown version with 404, and authorizes", async () => {
    expectProblem(await api.get(`${versionPath(team, "no-such-version")}/tags`, { token: team.member.token }), 404);
    expectProblem(await api.get(`${versionPath(team)}/tags`), 401);
    expectProblem(await api.get(`${versionPath(team)}/tags`, { token: team.reader.token }), 404);
    expectProblem(await api.get(`${versionPath(team)}/tags`, { token: team.outsider.token }), 404);
  });
});
