import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { documentationHub, hubPageSize } from "@/lib/site/hub";
import { makeTeam, type Team } from "../helpers/fixtures";
import { createProject } from "../content/helpers";

let team: Team;
let slug: string;
beforeAll(async () => {
  team = await makeTeam();
  slug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
});

describe("the documentation hub (/docs/{organization})", () => {
  it("shows nothing for an unknown organization or one without a public site", async () => {
    expect(await documentationHub(`no-such-${Date.now()}`, 1)).toBeNull();
    // Created but never published: no live site to list.
    await createProject(team, "Draft Guide");
    expect(await documentationHub(slug, 1)).toBeNull();
  });

  it("lists the public sites a page at a time, by name, and says whether the roadmap is public", async () => {
    // More than the free plan's projects: made as published directly.
    const names = Array.from({ length: hubPageSize + 2 }, (_, index) => `Guide ${String(index).padStart(2, "0")}`);
    await db.documentation.createMany({
      data: names.map((name, index) => ({ organizationId: team.organizationId, name, slug: name.toLowerCase().replace(" ", "-"), status: "active" as const, isPublic: index > 0 })),
    });

    const first = await documentationHub(slug, 1);
    expect(first).toMatchObject({ organization: { id: team.organizationId, slug }, total: hubPageSize + 1, pageCount: 2, publicRoadmap: true });
    expect(first!.sites.map((site) => site.name)).toEqual(Array.from({ length: hubPageSize }, (_, index) => `Guide ${String(index + 1).padStart(2, "0")}`));
    const second = await documentationHub(slug, 2);
    expect(second!.sites.map((site) => site.name)).toEqual([`Guide ${hubPageSize + 1}`]);
    // Past the last page there is nothing to show.
    expect(await documentationHub(slug, 3)).toBeNull();

    await db.feedbackWorkspace.update({ where: { organizationId: team.organizationId }, data: { publicRoadmap: false } });
    expect(await documentationHub(slug, 1)).toMatchObject({ publicRoadmap: false });
  });
});
