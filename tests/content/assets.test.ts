import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredUploads } from "@/lib/assets/service";
import { db } from "@/lib/db";
import { sign } from "@/lib/secrets";
import { blobStore } from "@/lib/storage";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { form, gif, html, pdf, png, svg } from "./files";
import { docPath, makeContentTeam, setLocked, type ContentTeam } from "./helpers";

let team: ContentTeam;
let remote: Server;
let remoteUrl: string;

beforeAll(async () => {
  team = await makeContentTeam();
  remote = createServer((request, response) => {
    const routes: Record<string, () => void> = {
      "/logo.png": () => response.writeHead(200, { "content-type": "image/png" }).end(png()),
      "/download": () => response.writeHead(200, { "content-type": "application/octet-stream" }).end(gif()),
      "/page.png": () => response.writeHead(200, { "content-type": "image/png" }).end(html()),
      "/huge.png": () => response.writeHead(200, { "content-type": "image/png" }).end(png(11 * 1024 * 1024)),
      "/to-metadata": () => response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end(),
      "/moved": () => response.writeHead(301, { location: "/logo.png" }).end(),
      "/slow.png": () => setTimeout(() => response.writeHead(200).end(png()), 60_000),
    };
    (routes[request.url ?? ""] ?? (() => response.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => remote.listen(0, "127.0.0.1", resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});

afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
  delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
});

const assets = () => `${docPath(team)}/asset`;
const upload = (file: Buffer, name: string, token = team.member.token, fields?: Record<string, string>) =>
  api.post(assets(), { token, body: form(file, name, fields) });

describe("asset upload", () => {
  it("stores each allowed type and returns asset_id with metadata", async () => {
    for (const [file, name, type] of [
      [png(), "diagram.png", "image/png"],
      [gif(), "spinner.gif", "image/gif"],
      [pdf(), "guide.pdf", "application/pdf"],
      [svg(), "logo.svg", "image/svg+xml"],
    ] as const) {
      const response = await upload(file, name, team.member.token, { alt_text: `The ${name}` });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({ filename: name, content_type: type, size: file.length, alt_text: `The ${name}` });
      expect(response.body.asset_id).toEqual(expect.any(String));
    }
  });

  it("refuses types by name and by content with 400", async () => {
    expectProblem(await upload(png(), "diagram.exe"), 400);
    expectProblem(await upload(html(), "page.png"), 400);
    expectProblem(await upload(html(), "page.svg"), 400);
    expectProblem(await upload(png(), "diagram.gif"), 400);
    expectProblem(await upload(Buffer.alloc(0), "empty.png"), 400);
    const missing = await api.post(assets(), { token: team.member.token, body: (() => { const f = new FormData(); f.set("other", "x"); return f; })() });
    expectProblem(missing, 400);
    expectProblem(await api.post(assets(), { token: team.member.token, json: { file: "x" } }), 415);
  });

  it("refuses files over 10 MB with 413 while streaming", async () => {
    const response = await upload(png(10 * 1024 * 1024), "large.png");
    expectProblem(response, 413);
  });

  it("holds the storage quota when uploads race for the last bytes", async () => {
    const full = await makeContentTeam();
    // Existing assets fill the plan's 1 GiB but for 10 MB: each 6 MB upload fits on its own
    // (and passes the check made before its bytes are stored), not both.
    const megabyte = 1024 * 1024;
    await db.asset.create({
      data: { documentationId: full.documentationId, filename: "archive.pdf", contentType: "application/pdf", size: 1024 * megabyte - 10 * megabyte, blobKey: "elsewhere", sha256: "0" },
    });
    const path = `${docPath(full)}/asset`;
    const racing = await Promise.all([0, 1].map((i) => api.post(path, { token: full.member.token, body: form(png(6 * megabyte), `race-${i}.png`) })));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 402]);
    expect(racing.find((response) => response.status === 402)!.body).toMatchObject({ code: "quota_exceeded", limit: "storage_bytes" });
    const listed = await api.get(path, { token: full.member.token });
    expect(listed.body.map((asset: Json) => asset.filename).filter((name: string) => name.startsWith("race-"))).toHaveLength(1);
  });

  it("authorizes uploads", async () => {
    expectProblem(await api.post(assets(), { body: form(png(), "a.png") }), 401);
    expectProblem(await upload(png(), "a.png", team.grantedReader.token), 403);
    expectProblem(await upload(png(), "a.png", team.reader.token), 404);
    expectProblem(await upload(png(), "a.png", team.outsider.token), 404);
  });
});

describe("asset metadata and files", () => {
  it("lists, reads, updates and deletes assets", async () => {
    const created = (await upload(png(), "chart.png")).body;
    const path = `${assets()}/${created.asset_id}`;
    const list = await api.get(assets(), { token: team.grantedReader.token });
    expect(list.body.map((a: Json) => a.asset_id)).toContain(created.asset_id);
    expect((await api.get(path, { token: team.grantedReader.token })).body).toMatchObject({ filename: "chart.png", uploaded_at: expect.any(String) });
    const updated = await api.put(path, { token: team.member.token, json: { filename: "sales-chart.png", alt_text: "Sales by month" } });
    expect(updated.body).toMatchObject({ filename: "sales-chart.png", alt_text: "Sales by month" });
    expectProblem(await api.put(path, { token: team.member.token, json: { filename: "chart.pdf" } }), 400);
    expectProblem(await api.put(path, { token: team.member.token, json: { size: 1 } }), 400);
    expectProblem(await api.put(path, { token: team.grantedReader.token, json: { alt_text: "x" } }), 403);
    expectProblem(await api.delete(path, { token: team.grantedReader.token }), 403);
    expect((await api.delete(path, { token: team.member.token })).status).toBe(204);
    expectProblem(await api.get(path, { token: team.member.token }), 404);
    expectProblem(await api.get(`${path}/file`, { token: team.member.token }), 404);
  });

  it("serves the bytes with type, ETag and cache headers", async () => {
    const file = png(2000);
    const created = (await upload(file, "photo.png")).body;
    const response = await api.get(`${assets()}/${created.asset_id}/file`, { token: team.grantedReader.token });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.raw.arrayBuffer()).equals(file)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(file.length));
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag")!;
    expect(etag).toBe(`"${created.sha256}"`);
    expect((await api.get(`${assets()}/${created.asset_id}/file`, { token: team.member.token, headers: { "if-none-match": etag } })).status).toBe(304);
    expectProblem(await api.get(`${assets()}/${created.asset_id}/file`, { token: team.reader.token }), 404);
    expectProblem(await api.get(`${assets()}/${created.asset_id}/file`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${assets()}/${created.asset_id}/file`), 401);
  });

  it("serves SVG so that its script cannot run", async () => {
    const created = (await upload(svg(), "icon.svg")).body;
    const response = await api.get(`${assets()}/${created.asset_id}/file`, { token: team.member.token });
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("asset import", () => {
  const importUrl = (url: string, token = team.member.token) => api.post(`${assets()}/import`, { token, json: { url } });

  it("refuses loopback, private and link-local addresses without an allowlist", async () => {
    delete process.env.ASSET_IMPORT_ALLOWED_HOSTS;
    expectProblem(await importUrl(`${remoteUrl}/logo.png`), 400);
    expectProblem(await importUrl("http://10.1.2.3/logo.png"), 400);
    expectProblem(await importUrl("http://[::1]/logo.png"), 400);
    expectProblem(await importUrl("http://localhost/logo.png"), 400);
    expectProblem(await importUrl("ftp://example.com/logo.png"), 400);
  });

  it("imports from an allowlisted host, checking type and size", async () => {
    process.env.ASSET_IMPORT_ALLOWED_HOSTS = "127.0.0.1/32";
    const imported = await api.post(`${assets()}/import`, { token: team.member.token, json: { url: `${remoteUrl}/logo.png`, alt_text: "Logo" } });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body).toMatchObject({ filename: "logo.png", content_type: "image/png", alt_text: "Logo", size: png().length });
    const unnamed = await importUrl(`${remoteUrl}/download`);
    expect(unnamed.body).toMatchObject({ filename: "file.gif", content_type: "image/gif" });
    expect((await importUrl(`${remoteUrl}/moved`)).status).toBe(201);
    expectProblem(await importUrl(`${remoteUrl}/page.png`), 400);
    expectProblem(await importUrl(`${remoteUrl}/huge.png`), 413);
    expectProblem(await importUrl(`${remoteUrl}/to-metadata`), 400);
    expectProblem(await importUrl(`${remoteUrl}/missing.png`), 502);
  });

  it("validates and authorizes imports", async () => {
    expectProblem(await importUrl("not a url"), 400);
    expectProblem(await api.post(`${assets()}/import`, { json: { url: "https://example.com/a.png" } }), 401);
    expectProblem(await importUrl("https://example.com/a.png", team.grantedReader.token), 403);
    expectProblem(await importUrl("https://example.com/a.png", team.reader.token), 404);
    expectProblem(await importUrl("https://example.com/a.png", team.outsider.token), 404);
  });
});

describe("signed uploads", () => {
  const uploadUrl = (json: unknown, token = team.member.token) => api.post(`${docPath(team)}/file-resources/upload-url`, { token, json });
  const finalize = (json: unknown, token = team.member.token) => api.post(`${docPath(team)}/file-resources/finalize`, { token, json });
  const putTo = (url: string, body: Buffer) => {
    const target = new URL(url);
    return api.put(target.pathname + target.search, { body: new Uint8Array(body), headers: { "content-type": "application/octet-stream" } });
  };

  it("uploads through the signed URL and finalizes into an asset", async () => {
    const issued = await uploadUrl({ filename: "manual.pdf" });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ upload_id: expect.any(String), method: "PUT", upload_url: expect.stringContaining("signature=") });
    const expiresIn = new Date(issued.body.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    expectProblem(await finalize({ upload_id: issued.body.upload_id }), 400);
    const put = await putTo(issued.body.upload_url, pdf());
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ size: pdf().length, content_type: "application/pdf" });
    const asset = await finalize({ upload_id: issued.body.upload_id, alt_text: "Manual" });
    expect(asset.status).toBe(201);
    expect(asset.body).toMatchObject({ filename: "manual.pdf", content_type: "application/pdf", alt_text: "Manual" });
    const file = await api.get(`${assets()}/${asset.body.asset_id}/file`, { token: team.member.token });
    expect(Buffer.from(await file.raw.arrayBuffer()).equals(pdf())).toBe(true);
    expectProblem(await finalize({ upload_id: issued.body.upload_id }), 409);
    expectProblem(await putTo(issued.body.upload_url, pdf()), 409);
  });

  it("sweeps expired uploads: their rows, and the bytes of those never finalized", async () => {
    const uploaded = async (name: string) => {
      const issued = await uploadUrl({ filename: name });
      expect((await putTo(issued.body.upload_url, pdf())).status).toBe(200);
      return issued.body.upload_id as string;
    };
    const abandoned = await uploaded("abandoned.pdf");
    const finalized = await uploaded("kept.pdf");
    const asset = await finalize({ upload_id: finalized });
    expect(asset.status).toBe(201);
    const current = await uploaded("current.pdf");
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db.uploadSession.updateMany({ where: { id: { in: [abandoned, finalized] } }, data: { expiresAt: past } });
    const abandonedKey = (await db.uploadSession.findUniqueOrThrow({ where: { id: abandoned } })).blobKey;

    // (At least: with a shared test database other files' expired uploads go too.)
    expect(await sweepExpiredUploads(new Date(Date.now() - 60 * 60 * 1000))).toBeGreaterThanOrEqual(2);
    expect((await db.uploadSession.findMany({ where: { id: { in: [abandoned, finalized, current] } } })).map((session) => session.id)).toEqual([current]);
    expect(await blobStore().get(abandonedKey)).toBeNull();
    // The finalized upload's bytes are its asset's.
    const file = await api.get(`${assets()}/${asset.body.asset_id}/file`, { token: team.member.token });
    expect(Buffer.from(await file.raw.arrayBuffer()).equals(pdf())).toBe(true);
    expect((await finalize({ upload_id: current })).status).toBe(201);
  });

  it("refuses tampered and expired URLs, wrong content and unknown uploads", async () => {
    const issued = (await uploadUrl({ filename: "photo.png" })).body;
    expectProblem(await putTo(issued.upload_url.replace(/signature=[^&]+/, "signature=forged"), png()), 403);
    const later = issued.upload_url.replace(/expires=(\d+)/, (_: string, value: string) => `expires=${Number(value) + 3600}`);
    expectProblem(await putTo(later, png()), 403);
    const past = Math.floor(Date.now() / 1000) - 10;
    const url = new URL(issued.upload_url);
    url.searchParams.set("expires", String(past));
    url.searchParams.set("signature", sign("asset-upload", `${team.documentationId}.${issued.upload_id}.${past}`));
    expectProblem(await putTo(url.toString(), png()), 403);
    expectProblem(await putTo(issued.upload_url, pdf()), 400);
    expectProblem(await putTo(issued.upload_url, png(10 * 1024 * 1024)), 413);
    expectProblem(await finalize({ upload_id: "no-such-upload" }), 400);
  });

  it("validates and authorizes upload-url and finalize", async () => {
    expectProblem(await uploadUrl({ filename: "script.js" }), 400);
    expectProblem(await uploadUrl({ filename: "a.png", size: 11 * 1024 * 1024 }), 413);
    expectProblem(await uploadUrl({ filename: "a.png", expires_in_seconds: 10 }), 400);
    expectProblem(await api.post(`${docPath(team)}/file-resources/upload-url`, { json: { filename: "a.png" } }), 401);
    expectProblem(await uploadUrl({ filename: "a.png" }, team.grantedReader.token), 403);
    expectProblem(await uploadUrl({ filename: "a.png" }, team.reader.token), 404);
    expectProblem(await uploadUrl({ filename: "a.png" }, team.outsider.token), 404);
    expectProblem(await finalize({ upload_id: "x" }, team.grantedReader.token), 403);
    expectProblem(await finalize({ upload_id: "x" }, team.outsider.token), 404);
    expectProblem(await finalize({}), 400);
  });

  it("refuses uploads to a locked project", async () => {
    const issued = (await uploadUrl({ filename: "photo.png" })).body;
    await setLocked(team.documentationId, true);
    try {
      expectProblem(await putTo(issued.upload_url, png()), 423);
      expectProblem(await upload(png(), "a.png"), 423);
      expectProblem(await uploadUrl({ filename: "a.png" }), 423);
      expect((await api.get(assets(), { token: team.member.token })).status).toBe(200);
    } finally {
      await setLocked(team.documentationId, false);
    }
  });
});
