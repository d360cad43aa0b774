import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createEntries, makeContentTeam, versionPath, type ContentTeam } from "./helpers";

let team: ContentTeam;
let ids: Record<string, string>;
beforeAll(async () => {
  team = await makeContentTeam();
  ids = await createEntries(team, team.sectionId, [
    { ref: "guides", kind: "folder", title: "Guides" },
    { ref: "install", parent_ref: "guides", title: "Install", content: "Run it.\n", metadata: { description: "How" } },
  ]);
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("GET VER/content", () => {
  it("answers the whole version: sections and entries with their content hashes, or their content", async () => {
    const response = await api.get(`${versionPath(team)}/content`, { token: team.grantedReader.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.version_id).toBe(team.versionId);
    const [section] = response.body.sections;
    expect(section).toMatchObject({ section_id: team.sectionId, parent_id: null, title: "Getting started", slug: "getting-started", order: 0 });
    const install = section.entries.find((entry: Json) => entry.entry_id === ids.install);
    expect(install).toEqual({
      entry_id: ids.install,
      parent_id: ids.guides,
      kind: "page",
      title: "Install",
      slug: "install",
      order: 0,
      revision: 1,
      metadata: { description: "How" },
      content_sha256: sha256("Run it.\n"),
    });
    const withContent = await api.get(`${versionPath(team)}/content?include_content=true`, { token: team.member.token });
    expect(withContent.body.sections[0].entries.find((entry: Json) => entry.entry_id === ids.install).content).toBe("Run it.\n");
  });

  it("rejects a bad query and an unknown version, and authorizes", async () => {
    expectProblem(await api.get(`${versionPath(team)}/content?include_content=yes`, { token: team.member.token }), 400);
    expectProblem(await api.get(`${versionPath(team, "no-such-version")}/content`, { token: team.member.token }), 404);
    expectProblem(await api.get(`${versionPath(team)}/content`), 401);
    expectProblem(await api.get(`${versionPath(team)}/content`, { token: team.reader.token }), 404);
    expectProblem(await api.get(`${versionPath(team)}/content`, { token: team.outsider.token }), 404);
  });
});
