import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drawInTurn, socialCardPng } from "@/lib/site/social-card";
import { blobStore } from "@/lib/storage";
import * as cardRoute from "@/app/docs/[organization]/[documentation]/-/og/[...path]/route";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
let site: { organization: string; documentation: string };
let base: string;
/** A 1×1 PNG. */
const logo = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function get(handler: unknown, path: string[], token?: string) {
  const request = new NextRequest(`http://localhost:3000${[base, ...path].join("/")}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const response = await (handler as Handler)(request, { params: Promise.resolve({ ...site, ...(path.length ? { path } : {}) }) });
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

const card = (path: string[], token?: string) => get(cardRoute.GET, path, token);
const pageText = async (path: string[], token?: string) => new TextDecoder().decode((await get(pageRoute.GET, path, token)).body);

/** A PNG's width and height, from its header chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function configure(body: Record<string, unknown>) {
  const response = await api.put(`/api/v1/documentation/${team.organizationId}/${project.documentation.id}/config`, { token: team.owner.token, json: body });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  team = await makeTeam();
  const organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  await blobStore().put("social-card-test/logo.png", logo, { contentType: "image/png" });
  project = await makeProject(team.organizationId, {
    assets: [{ filename: "logo.png", contentType: "image/png", blobKey: "social-card-test/logo.png", size: logo.length, sha256: createHash("sha256").update(logo).digest("hex") }],
    versions: [
      {
        name: "2.0",
        slug: "v2",
        isDefault: true,
        sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Deploy to production with zero downtime", slug: "deploy", content: "Ship it." }] }],
      },
      { name: "1.0", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Deploy", slug: "deploy", content: "Old." }] }] },
    ],
  });
  site = { organization: organizationSlug, documentation: project.documentation.slug };
  base = `/docs/${organizationSlug}/${project.documentation.slug}`;
  await publishAndWait(project.documentation.id, team.owner.token);
});

describe("social cards", () => {
  it("are named in each public page's head for link previews", async () => {
    const text = await pageText(["guides", "deploy"]);
    const image = new RegExp(`<meta property="og:image" content="http://localhost:3000${base}/-/og/guides/deploy\\.png\\?v=([\\w-]{12})">`);
    const named = image.exec(text)?.[1];
    expect(named).toBeDefined();
    expect(text).toContain(`<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">`);
    expect(text).toContain(`<meta property="og:image:alt" content="Deploy to production with zero downtime">`);
    expect(text).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(await pageText(["v1", "guides", "deploy"])).toContain(`content="http://localhost:3000${base}/-/og/v1/guides/deploy.png?v=${named}"`);
    // A publish names a new card, so link previews do not keep showing the old one.
    await publishAndWait(project.documentation.id, team.owner.token);
    const republished = image.exec(await pageText(["guides", "deploy"]))?.[1];
    expect(republished).toMatch(/^[\w-]{12}$/);
    expect(republished).not.toBe(named);
  });

  it("are PNG images of 1200×630, drawn once per live site", async () => {
    const first = await card(["guides", "deploy.png"]);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toContain("public");
    expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });
    const again = await card(["guides", "deploy.png"]);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await card(["v1", "guides", "deploy.png"])).status).toBe(200);
  });

  it("draw the site's logo and colours once it sets them", async () => {
    const plain = await card(["guides", "deploy.png"]);
    const asset = await db.asset.findFirstOrThrow({ where: { documentationId: project.documentation.id } });
    await configure({ logo_asset_id: asset.id, theme: { primary_color: "#d9480f", background_color: "#fffbeb" } });
    try {
      const branded = await card(["guides", "deploy.png"]);
      expect(branded.status).toBe(200);
      expect(pngSize(branded.body)).toEqual({ width: 1200, height: 630 });
      expect(branded.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    } finally {
      await configure({ logo_asset_id: null, theme: null });
    }
  });

  it("leave off a logo they cannot read", async () => {
    await blobStore().put("social-card-test/broken.png", Buffer.from("not a PNG at all"), { contentType: "image/png" });
    const broken = await db.asset.create({
      data: { documentationId: project.documentation.id, filename: "broken.png", contentType: "image/png", blobKey: "social-card-test/broken.png", size: 16, sha256: "0".repeat(64) },
    });
    await configure({ logo_asset_id: broken.id });
    try {
      const drawn = await card(["guides", "deploy.png"]);
      expect(drawn.status).toBe(200);
      expect(pngSize(drawn.body)).toEqual({ width: 1200, height: 630 });
    } finally {
      await configure({ logo_asset_id: null });
    }
  });

  it("answer 404 for an address that names no page", async () => {
    for (const path of [["guides", "missing.png"], ["guides", "deploy"], ["guides", "deploy.jpg"], ["v9", "guides", "deploy.png"], [".png"]]) {
      expect((await card(path)).status, path.join("/")).toBe(404);
    }
  });

  it("of a private project are shown only to those who may read it, and its pages name none", async () => {
    await configure({ is_public: false });
    try {
      expect((await card(["guides", "deploy.png"])).status).toBe(404);
      expect((await card(["guides", "deploy.png"], team.outsider.token)).status).toBe(404);
      const shown = await card(["guides", "deploy.png"], team.member.token);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("private, no-cache");
      const text = await pageText(["guides", "deploy"], team.member.token);
      expect(text).not.toContain("og:image");
      expect(text).toContain(`<meta name="twitter:card" content="summary">`);
    } finally {
      await configure({ is_public: true });
    }
  });

  it("draw titles in scripts the fonts lack without asking a font service", async () => {
    const png = await socialCardPng({
      siteName: "手册",
      title: "Настройка · 設定 · Ρυθμίσεις 🚀",
      trail: ["Guides"],
      host: "docs.example.com",
      primaryColor: "#2563eb",
      backgroundColor: null,
      textColor: null,
      logo: null,
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("are drawn one at a time, and refused with 429 while 50 wait", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let drawing = 0;
    let most = 0;
    const held = Array.from({ length: 50 }, () =>
      drawInTurn(async () => {
        most = Math.max(most, ++drawing);
        await gate;
        drawing--;
      }),
    );
    await expect(drawInTurn(async () => "late")).rejects.toMatchObject({ code: "rate_limited", details: { retryAfterSeconds: 5 } });
    release();
    await Promise.all(held);
    expect(most).toBe(1);
    expect(await drawInTurn(async () => "drawn")).toBe("drawn");
  });
});
