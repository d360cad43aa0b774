import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { sign } from "@/lib/secrets";
import { GET as previewPage } from "@/app/preview/[kind]/[id]/[[...path]]/route";
import { GET as previewSearch } from "@/app/preview/[kind]/[id]/-/search/route";
import { api } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { makeContentTeam, versionPath, type ContentTeam } from "../content/helpers";
import { branchEntryPath, changeRequestPath, editBranch, openChangeRequest } from "./helpers";

let team: ContentTeam;
let changeRequestId: string;
let sectionSlug: string;
beforeAll(async () => {
  team = await makeContentTeam();
  changeRequestId = await openChangeRequest(team, "Preview me");
  await editBranch(team, changeRequestId, team.introductionId, { content: "# Welcome\n\nBranch-only wording about zeppelins.\n" });
  const created = await api.post(branchEntryPath(team, changeRequestId), { token: team.member.token, json: { title: "Airships", content: "See [the intro](introduction).\n\n<!--@include: introduction-->\n" } });
  expect(created.status).toBe(201);
  sectionSlug = (await api.get(`${versionPath(team)}/section/${team.sectionId}`, { token: team.member.token })).body.slug;
});

interface Visit {
  token?: string;
  cookie?: string;
  query?: string;
}

async function visit(path: string[], { token, cookie, query = "" }: Visit = {}, kind = "change-requests", id = changeRequestId) {
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (cookie) headers.set("cookie", cookie);
  const url = `http://localhost:3000/preview/${kind}/${id}/${path.join("/")}${query}`;
  const response = await previewPage(new NextRequest(url, { headers }), { params: Promise.resolve({ kind, id, path }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const expectPrivate = (headers: Headers) => {
  expect(headers.get("cache-control")).toBe("private, no-store");
  expect(headers.get("x-robots-tag")).toContain("noindex");
};

describe("previews", () => {
  it("shows members the branch's whole site, as a publish renders it", async () => {
    const page = await visit([sectionSlug, "introduction"], { token: team.member.token });
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    expect(page.html).toContain("zeppelins");
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    // The navigation lists the branch's new page, and links stay inside the preview.
    expect(page.html).toContain(`/preview/change-requests/${changeRequestId}/${sectionSlug}/airships`);
    const created = await visit([sectionSlug, "airships"], { token: team.grantedReader.token });
    expect(created.status).toBe(200);
    expect(created.html).toContain(`href="/preview/change-requests/${changeRequestId}/${sectionSlug}/introduction"`);
    // What a page includes is read from the branch too.
    expect(created.html).toContain("Branch-only wording about zeppelins.");
    const draft = await visit([sectionSlug, "introduction"], { token: team.member.token }, "versions", team.versionId);
    expect(draft.status).toBe(200);
    expect(draft.html).not.toContain("zeppelins");
    // A mistyped page of the preview stays in the preview's frame and suggests the branch's page.
    const missing = await visit([sectionSlug, "airship"], { token: team.member.token });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Preview: ");
    expect(missing.html).toContain(`<h2>Perhaps you were looking for</h2><ul><li><a href="/preview/change-requests/${changeRequestId}/${sectionSlug}/airships">`);
  });

  it("refuses outsiders and anonymous visitors", async () => {
    for (const visitor of [{}, { token: team.outsider.token }, { token: team.reader.token }]) {
      const refused = await visit([], visitor);
      expect(refused.status).toBe(404);
      expectPrivate(refused.headers);
      expect(refused.html).not.toContain("zeppelins");
    }
    expect((await visit([], { token: team.member.token }, "change-requests", "missing")).status).toBe(404);
  });

  it("opens for holders of a signed link until it expires", async () => {
    const link = await api.post(`${changeRequestPath(team, changeRequestId)}/preview-link`, { token: team.member.token, json: { expires_in_hours: 2 } });
    expect(link.status).toBe(201);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe(`/preview/change-requests/${changeRequestId}`);
    expect(new Date(link.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    const opened = await visit([], { query: url.search });
    expect(opened.status).toBe(200);
    expectPrivate(opened.headers);
    const cookie = opened.headers.get("set-cookie")!;
    expect(cookie).toContain(`Path=/preview/change-requests/${changeRequestId}`);
    expect(cookie).toContain("HttpOnly");
    // Following links: the cookie carries the signature.
    expect((await visit([sectionSlug, "airships"], { cookie: cookie.split(";")[0] })).status).toBe(200);

    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `?expires=${past}&signature=${sign("preview", `change-requests:${changeRequestId}:${past}`)}`;
    const refused = await visit([], { query: expired });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("expired");
    expect((await visit([], { query: url.search.replace(/signature=[^&]+/, "signature=forged") })).status).toBe(404);
    // A link to one preview opens no other.
    expect((await visit([], { query: url.search }, "versions", team.versionId)).status).toBe(404);

    const draftLink = await api.post(`${versionPath(team)}/preview-link`, { token: team.member.token });
    expect(draftLink.status).toBe(201);
    expect((await visit([], { query: new URL(draftLink.body.url).search }, "versions", team.versionId)).status).toBe(200);
  });

  it("searches the branch's pages", async () => {
    const headers = new Headers({ authorization: `Bearer ${team.member.token}` });
    const url = `http://localhost:3000/preview/change-requests/${changeRequestId}/-/search?q=zeppelins`;
    const response = await previewSearch(new NextRequest(url, { headers }), { params: Promise.resolve({ kind: "change-requests", id: changeRequestId }) });
    expect(response.status).toBe(200);
    expectPrivate(response.headers);
    const body = await response.json();
    expect(body.results).toEqual([expect.objectContaining({ entry_id: team.introductionId, url: `/preview/change-requests/${changeRequestId}/${sectionSlug}/introduction` })]);
  });

  it("validates and authorizes share links", async () => {
    const path = `${changeRequestPath(team, changeRequestId)}/preview-link`;
    expectProblem(await api.post(path, { token: team.member.token, json: { expires_in_hours: 0 } }), 400);
    expectProblem(await api.post(path), 401);
    expectProblem(await api.post(path, { token: team.grantedReader.token }), 403);
    expectProblem(await api.post(path, { token: team.outsider.token }), 404);
    expectProblem(await api.post(`${versionPath(team)}/preview-link`, { token: team.outsider.token }), 404);
  });
});
