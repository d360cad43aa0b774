import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import * as hubLlmsRoute from "@/app/docs/[organization]/llms.txt/route";
import { documentationHub, hubPageSize } from "@/lib/site/hub";
import { makeTeam, type Team } from "../helpers/fixtures";
import { createProject } from "../content/helpers";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function hubLlmsTxt(organization: string) {
  const request = new NextRequest(`http://localhost:3000/docs/${organization}/llms.txt`);
  const response = await (hubLlmsRoute.GET as Handler)(request, { params: Promise.resolve({ organization }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

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
    for (const organization of [slug, `no-such-${Date.now()}`]) {
      const llms = await hubLlmsTxt(organization);
      expect(llms.status).toBe(404);
      expect(llms.headers.get("content-type")).toBe("application/problem+json");
    }
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

    // For AI assistants: every public site, each with its own llms.txt.
    await db.documentation.update({ where: { organizationId_slug: { organizationId: team.organizationId, slug: "guide-01" } }, data: { description: "Setting up" } });
    const llms = await hubLlmsTxt(slug);
    expect(llms.status).toBe(200);
    expect(llms.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = llms.text.split("\n");
    expect(lines[0]).toMatch(/^# .+ documentation$/);
    expect(lines.filter((line) => line.startsWith("- ["))).toHaveLength(hubPageSize + 1);
    expect(lines).toContain(`- [Guide 01](http://localhost:3000/docs/${slug}/guide-01/llms.txt): Setting up`);
    expect(llms.text).not.toContain("Guide 00");

    await db.feedbackWorkspace.update({ where: { organizationId: team.organizationId }, data: { publicRoadmap: false } });
    expect(await documentationHub(slug, 1)).toMatchObject({ publicRoadmap: false });
  });
});
