import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as feedRoute from "@/app/roadmap/[slug]/changelog.xml/route";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let team: Team;
let slug: string;
const admin = (path: string) => `/api/v1/organization/${team.organizationId}/feedback${path}`;

async function feed(organization = slug) {
  const response = await (feedRoute.GET as Handler)(new NextRequest(`http://localhost:3000/roadmap/${organization}/changelog.xml`), { params: Promise.resolve({ slug: organization }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  team = await makeTeam();
  slug = (await api.get(`/api/v1/organization/${team.organizationId}`, { token: team.owner.token })).body.slug;
});

describe("GET /roadmap/{slug}/changelog.xml", () => {
  it("is the public changelog as an Atom feed, newest first, without scheduled entries", async () => {
    const empty = await feed();
    expect(empty.status).toBe(200);
    expect(empty.text).not.toContain("<entry>");

    const older = await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "Search <fast>", body: "Search is faster & better.\u0007", published_at: "2026-01-05T10:00:00.000Z" } });
    const newer = await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "Dark mode", body: "Readers choose.", published_at: "2026-02-01T10:00:00.000Z" } });
    await api.post(admin("/changelogs"), { token: team.admin.token, json: { title: "Next year", body: "Not yet.", published_at: "2099-01-01T00:00:00.000Z" } });
    const { status, headers, text } = await feed();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(headers.get("cache-control")).toContain("public");
    expect(text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(text).toMatch(/<author><name>.+<\/name><\/author>/);
    expect(text).toContain(`<link rel="self" type="application/atom+xml" href="http://localhost:3000/roadmap/${slug}/changelog.xml"/>`);
    const ids = [...text.matchAll(/<id>urn:uuid:([^<]+)<\/id>/g)].map((match) => match[1]);
    expect(ids).toEqual([newer.body.changelog_id, older.body.changelog_id]);
    // Escaped for XML, and without the control characters XML does not allow.
    expect(text).toContain("<title>Search &lt;fast&gt;</title>");
    expect(text).toContain(`<content type="text">Search is faster &amp; better.</content>`);
    expect(text).toContain(`href="http://localhost:3000/roadmap/${slug}#changelog-${older.body.changelog_id}"`);
    expect(text).toContain("<published>2026-01-05T10:00:00.000Z</published>");
    expect(text).not.toContain("Next year");
  });

  it("is not found where the roadmap is not public, or for an unknown organization", async () => {
    const unknown = await feed(`no-such-${Date.now()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/problem+json");
    await api.put(admin("/settings"), { token: team.owner.token, json: { public_roadmap: false } });
    try {
      expect((await feed()).status).toBe(404);
    } finally {
      await api.put(admin("/settings"), { token: team.owner.token, json: { public_roadmap: true } });
    }
  });
});
