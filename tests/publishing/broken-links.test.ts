import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { headingIds } from "@/lib/publishing/links";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
const publishPath = (id = project.documentation.id) => `/api/documentations/${id}/publish`;
const configPath = (id = project.documentation.id) => `/api/v1/documentation/${team.organizationId}/${id}/config`;

const setupContent = (entryId: string) =>
  [
    "## Install steps",
    "",
    "[ok](usage.md#run) [ok too](#install-steps) [entry](entry:" + entryId + "#run) [root](/guides/usage)",
    "[external](https://example.com/a#b) [mail](mailto:a@example.com) [asset](logo.png) ![image](logo.png) [bare](#)",
    "[missing page](missing.md) [missing anchor](usage.md#nope) [same page](#nowhere) [unknown entry](entry:no-such-entry)",
    "[other version](/v1/guides/old)",
  ].join("\n");

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v2",
        slug: "v2",
        isDefault: true,
        sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Setup", slug: "setup" }, { title: "Usage", slug: "usage", content: "## Run\n\n### Deep **heading**\n\n[up](setup.md#install-steps) [deep](#deep-heading)" }] }],
      },
      { name: "v1", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old", slug: "old", content: "Old." }] }] },
    ],
    assets: [{ filename: "logo.png", contentType: "image/png", blobKey: "test/logo.png", size: 1, sha256: "0" }],
  });
  await db.entry.update({ where: { id: project.entryIds.get("v2/guides/setup")! }, data: { content: setupContent(project.entryIds.get("v2/guides/usage")!) } });
});

describe("headingIds", () => {
  it("reads the id of every heading level from the html", () => {
    expect(headingIds('<h1 id="a">A</h1><p id="p">x</p><h4 id="b&amp;c">B</h4><h6 id="d">D</h6>')).toEqual(["a", "b&c", "d"]);
  });
});

describe("broken links of a publish", () => {
  it("reports links to missing pages and anchors, in reading order, and not the valid ones", async () => {
    const status = await publishAndWait(project.documentation.id, team.owner.token);
    expect(status.body.status).toBe("completed");
    const expected = {
      count: 5,
      items: [
        { page: "/guides/setup", target: "missing.md", reason: "missing page" },
        { page: "/guides/setup", target: "usage.md#nope", reason: "missing anchor" },
        { page: "/guides/setup", target: "#nowhere", reason: "missing anchor" },
        { page: "/guides/setup", target: "entry:no-such-entry", reason: "missing page" },
        { page: "/guides/setup", target: "/v1/guides/old", reason: "missing page" },
      ],
    };
    expect(status.body.broken_links).toEqual(expected);
    const job = await db.job.findUniqueOrThrow({ where: { id: status.body.job_id } });
    expect(job.output).toMatchObject({ brokenLinks: expected });

    const latest = await api.get(`${publishPath()}/latest`, { token: team.member.token });
    expect(latest.body.broken_links).toEqual(expected);
    const history = await api.get(`${publishPath()}/history`, { token: team.member.token });
    expect(history.body[0].broken_links).toEqual(expected);
  });

  it("checks links of every version, with the page's site path", async () => {
    await db.entry.update({ where: { id: project.entryIds.get("v1/guides/old")! }, data: { content: "[gone](../guides/setup.md#x) [fine](old.md)" } });
    const status = await publishAndWait(project.documentation.id, team.owner.token);
    expect(status.body.broken_links.count).toBe(6);
    expect(status.body.broken_links.items).toContainEqual({ page: "/v1/guides/old", target: "../guides/setup.md#x", reason: "missing page" });
  });

  it("counts every broken link and lists the first 100", async () => {
    const many = await makeProject(team.organizationId, {
      versions: [
        {
          name: "v1",
          slug: "v1",
          sections: [
            {
              title: "Guides",
              slug: "guides",
              entries: [
                { title: "A", slug: "a", content: Array.from({ length: 80 }, (_, index) => `[x](a-${index}.md)`).join(" ") },
                { title: "B", slug: "b", content: Array.from({ length: 70 }, (_, index) => `[x](#b-${index})`).join(" ") },
              ],
            },
          ],
        },
      ],
    });
    const status = await publishAndWait(many.documentation.id, team.owner.token);
    expect(status.body.status).toBe("completed");
    expect(status.body.broken_links.count).toBe(150);
    expect(status.body.broken_links.items).toHaveLength(100);
    expect(status.body.broken_links.items[0]).toEqual({ page: "/guides/a", target: "a-0.md", reason: "missing page" });
    expect(status.body.broken_links.items[99]).toEqual({ page: "/guides/b", target: "#b-19", reason: "missing anchor" });
  });

  it("fails the publish before it goes live when the project says so, and names the broken links", async () => {
    const live = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id } });
    const configured = await api.put(configPath(), { token: team.admin.token, json: { publishing: { fail_on_broken_links: true } } });
    expect(configured.status).toBe(200);
    expect(configured.body.publishing).toEqual({ fail_on_broken_links: true });
    expect((await api.get(configPath(), { token: team.member.token })).body.publishing).toEqual({ fail_on_broken_links: true });

    const failed = await publishAndWait(project.documentation.id, team.owner.token);
    expect(failed.body.status).toBe("failed");
    expect(failed.body.error).toContain("6 broken links");
    expect(failed.body.error).toContain("/guides/setup → missing.md (missing page)");
    expect(failed.body.error).toContain("and 1 more");
    expect(failed.body.broken_links.count).toBe(6);
    expect((await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id } })).snapshotId).toBe(live.snapshotId);
    expect(await db.publishedSnapshot.findUnique({ where: { jobId: failed.body.job_id } })).toBeNull();
    const history = await api.get(`${publishPath()}/history?limit=1`, { token: team.member.token });
    expect(history.body[0]).toMatchObject({ status: "failed", broken_links: { count: 6 } });
  });

  it("publishes once the links are fixed, with the setting still on", async () => {
    await db.entry.update({ where: { id: project.entryIds.get("v2/guides/setup")! }, data: { content: "## Install steps\n\n[usage](usage.md#run)" } });
    await db.entry.update({ where: { id: project.entryIds.get("v1/guides/old")! }, data: { content: "Old." } });
    const status = await publishAndWait(project.documentation.id, team.owner.token);
    expect(status.body).toMatchObject({ status: "completed", broken_links: { count: 0, items: [] } });

    expect((await api.put(configPath(), { token: team.admin.token, json: { publishing: { fail_on_broken_links: "yes" } } })).status).toBe(400);
    expect((await api.put(configPath(), { token: team.admin.token, json: { publishing: { unknown: true } } })).status).toBe(400);
    expect((await api.put(configPath(), { token: team.member.token, json: { publishing: { fail_on_broken_links: false } } })).status).toBe(403);
    const cleared = await api.put(configPath(), { token: team.admin.token, json: { publishing: null } });
    expect(cleared.body.publishing).toBeNull();
  });
});
