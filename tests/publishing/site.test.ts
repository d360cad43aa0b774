import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadLiveSite, loadSitePage, resolveSitePath } from "@/lib/publishing/site";
import { blobStore } from "@/lib/storage";
import * as assetRoute from "@/app/docs/[organization]/[documentation]/-/assets/[asset_id]/[filename]/route";
import * as rawRoute from "@/app/docs/[organization]/[documentation]/-/raw/[...path]/route";
import * as searchRoute from "@/app/docs/[organization]/[documentation]/-/search/route";
import * as llmsFullRoute from "@/app/docs/[organization]/[documentation]/llms-full.txt/route";
import * as llmsRoute from "@/app/docs/[organization]/[documentation]/llms.txt/route";
import * as sitemapRoute from "@/app/docs/[organization]/[documentation]/sitemap.xml/route";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

let team: Team;
let organizationSlug: string;
let project: Awaited<ReturnType<typeof makeProject>>;
const logo = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");

async function get(handler: Handler, params: Record<string, string | string[]>, options: { query?: string; token?: string } = {}) {
  const headers = new Headers(options.token ? { authorization: `Bearer ${options.token}` } : {});
  const request = new NextRequest(`http://localhost:3000/docs/x${options.query ?? ""}`, { headers });
  const response = await handler(request, { params: Promise.resolve({ organization: organizationSlug, documentation: project.documentation.slug, ...params }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  team = await makeTeam();
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  await blobStore().put("site-test/logo.svg", logo, { contentType: "image/svg+xml" });
  project = await makeProject(team.organizationId, {
    assets: [{ filename: "logo.svg", contentType: "image/svg+xml", blobKey: "site-test/logo.svg", size: logo.length, sha256: createHash("sha256").update(logo).digest("hex") }],
    versions: [
      {
        name: "2.0",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Start", slug: "start", content: "Welcome ![logo](logo.svg)\n\nNext: [setup](setup.md)" },
              { title: "Setup", slug: "setup", content: "## Steps\n\nSet it up." },
            ],
          },
        ],
      },
      { name: "1.0", slug: "v1", isDeprecated: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old start", slug: "start", content: "Old." }] }] },
    ],
  });
  await publishAndWait(project.documentation.id, team.owner.token);
});

const request = (token?: string) => new Request("http://localhost:3000/", { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the published site", () => {
  it("serves the default version at the root and others under their slug, with neighbours", async () => {
    const site = (await loadLiveSite(organizationSlug, project.documentation.slug, request()))!;
    expect(site.base).toBe(`/docs/${organizationSlug}/${project.documentation.slug}`);
    const root = resolveSitePath(site, []);
    expect(root.version.slug).toBe("v2");
    const first = (await loadSitePage(site, root.version, root.path))!;
    expect(first).toMatchObject({ title: "Start", previous: null, next: { title: "Setup", url: `${site.base}/guides/setup` } });
    expect(first.html).toContain(`src="${site.base}/-/assets/${(await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } })).id}/logo.svg"`);
    expect(first.html).toContain(`href="${site.base}/guides/setup"`);
    const setup = (await loadSitePage(site, root.version, "guides/setup"))!;
    expect(setup.previous).toEqual({ title: "Start", url: `${site.base}/guides/start` });
    expect(setup.toc).toEqual([{ id: "steps", text: "Steps", depth: 2 }]);
    const old = resolveSitePath(site, ["v1", "guides", "start"]);
    expect(old.version).toMatchObject({ slug: "v1", isDeprecated: true });
    expect((await loadSitePage(site, old.version, old.path))!.title).toBe("Old start");
    expect(await loadSitePage(site, root.version, "guides/missing")).toBeNull();
  });

  it("serves llms.txt, llms-full.txt, sitemap.xml and each page's markdown", async () => {
    const llms = await get(llmsRoute.GET as Handler, {});
    expect(llms.status).toBe(200);
    expect(llms.text).toContain("# Handbook");
    expect(llms.text).toContain(`- [Setup](http://localhost:3000/docs/${organizationSlug}/${project.documentation.slug}/-/raw/guides/setup.md)`);
    expect(llms.text).toContain("/-/raw/v1/guides/start.md");
    const full = await get(llmsFullRoute.GET as Handler, {});
    expect(full.text).toContain("Set it up.");
    expect(full.text).not.toContain("Old.");
    const sitemap = await get(sitemapRoute.GET as Handler, {});
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.text).toContain(`<loc>http://localhost:3000/docs/${organizationSlug}/${project.documentation.slug}/v1/guides/start</loc>`);
    const raw = await get(rawRoute.GET as Handler, { path: ["guides", "setup.md"] });
    expect(raw.headers.get("content-type")).toContain("text/markdown");
    expect(raw.text).toBe("# Setup\n\n## Steps\n\nSet it up.\n");
    expect((await get(rawRoute.GET as Handler, { path: ["v1", "guides", "start.md"] })).text).toContain("Old.");
    expect((await get(rawRoute.GET as Handler, { path: ["nope.md"] })).status).toBe(404);
  });

  it("serves assets and the search box's public search", async () => {
    const asset = await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } });
    const served = await get(assetRoute.GET as Handler, { asset_id: asset.id, filename: "logo.svg" });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.text).toBe(logo.toString());
    const search = await get(searchRoute.GET as Handler, {}, { query: "?q=setup" });
    expect(JSON.parse(search.text).results[0]).toMatchObject({ title: "Setup", url: expect.stringContaining("/guides/setup") });
    expect((await get(searchRoute.GET as Handler, {}, { query: "?q=" })).status).toBe(400);
  });

  it("is not served while the organization's documentation is inactive", async () => {
    await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: false } });
    try {
      expect(await loadLiveSite(organizationSlug, project.documentation.slug, request())).toBeNull();
      expect((await get(llmsRoute.GET as Handler, {})).status).toBe(404);
      expect((await get(searchRoute.GET as Handler, {}, { query: "?q=setup" })).status).toBe(404);
    } finally {
      await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: true } });
    }
  });

  it("serves a private project only to those who may read it", async () => {
    await db.documentation.update({ where: { id: project.documentation.id }, data: { isPublic: false } });
    try {
      expect((await get(llmsRoute.GET as Handler, {})).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.outsider.token })).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.reader.token })).status).toBe(404);
      expect((await get(llmsRoute.GET as Handler, {}, { token: team.member.token })).status).toBe(200);
    } finally {
      await db.documentation.update({ where: { id: project.documentation.id }, data: { isPublic: true } });
    }
  });

  it("is not served before the first publish", async () => {
    const unpublished = await makeProject(team.organizationId, { versions: [] });
    expect(await loadLiveSite(organizationSlug, unpublished.documentation.slug, request())).toBeNull();
  });
});
