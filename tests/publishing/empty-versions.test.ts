import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { NavVersion } from "@/lib/publishing/structure";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

let team: Team;

beforeAll(async () => {
  team = await makeTeam();
});

describe("a publish with versions that have no pages", () => {
  it("leaves them off the site, serves the first version with pages at the root, and says which", async () => {
    const project = await makeProject(team.organizationId, {
      versions: [
        { name: "1.0", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Setup", slug: "setup", content: "# Setup" }] }] },
        // The default: a new version, marked default before anything was written in it.
        { name: "2.0", slug: "v2", isDefault: true, sections: [] },
        { name: "3.0", slug: "v3", sections: [{ title: "Empty", slug: "empty", entries: [] }] },
      ],
    });
    const status = await publishAndWait(project.documentation.id, team.owner.token);
    expect(status.body).toMatchObject({ status: "completed", page_count: 1, empty_versions: ["2.0", "3.0"] });

    const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id }, select: { snapshot: { select: { navigation: true } } } });
    expect((site.snapshot.navigation as unknown as NavVersion[]).map(({ slug, isDefault }) => ({ slug, isDefault }))).toEqual([{ slug: "v1", isDefault: true }]);

    const organization = await db.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { slug: true } });
    const page = async (path: string[]) => {
      const base = `/docs/${organization.slug}/${project.documentation.slug}`;
      const request = new NextRequest(`http://localhost:3000${[base, ...path].join("/")}`);
      const response = await pageRoute.GET(request, { params: Promise.resolve({ organization: organization.slug, documentation: project.documentation.slug, ...(path.length ? { path } : {}) }) });
      return { status: response.status, text: await response.text() };
    };
    const setup = await page(["guides", "setup"]);
    expect(setup.status).toBe(200);
    expect(setup.text).not.toContain("/v2");
    // The site's only page has no page before or after it to link to.
    expect(setup.text).not.toContain('class="pager"');
  });

  it("says nothing when every version has pages", async () => {
    const project = await makeProject(team.organizationId, {
      versions: [{ name: "1.0", slug: "v1", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Setup", slug: "setup" }] }] }],
    });
    expect((await publishAndWait(project.documentation.id, team.owner.token)).body.empty_versions).toEqual([]);
  });
});
