import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobStore, resetBlobStore, setBlobStore } from "@/lib/storage";
import { LocalDiskStore } from "@/lib/storage/local-disk";
import { VercelBlobStore } from "@/lib/storage/vercel-blob";
import { api } from "../helpers/api";
import { startBlobServer, type BlobServer } from "./blob-server";
import { form, png } from "./files";
import { docPath, makeContentTeam, type ContentTeam } from "./helpers";

const token = "vercel_blob_rw_teststore_secret123";
let server: BlobServer;

beforeAll(async () => {
  server = await startBlobServer(token);
  process.env.VERCEL_BLOB_API_URL = server.url;
});

afterAll(async () => {
  setBlobStore(new LocalDiskStore());
  delete process.env.VERCEL_BLOB_API_URL;
  await server.close();
});

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe("Vercel Blob driver", () => {
  it("stores, reads and deletes through the SDK's requests", async () => {
    const store = new VercelBlobStore(token);
    const bytes = png(5000);
    expect(await store.put("docs/a/logo.png", Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]), { contentType: "image/png" })).toEqual({ size: bytes.length });
    const put = server.requests.find((request) => request.method === "PUT")!;
    expect(put.path).toBe(`/?pathname=${encodeURIComponent("docs/a/logo.png")}`);
    expect(put.headers).toMatchObject({ authorization: `Bearer ${token}`, "x-content-type": "image/png", "x-add-random-suffix": "0", "x-allow-overwrite": "1" });
    expect(server.blobs.get("docs/a/logo.png")!.body.equals(bytes)).toBe(true);

    const fresh = new VercelBlobStore(token);
    const read = await fresh.get("docs/a/logo.png");
    expect(read).toMatchObject({ size: bytes.length, contentType: "image/png" });
    expect((await text(read!.body)).equals(bytes)).toBe(true);
    expect(server.requests.some((request) => request.method === "GET" && request.path.startsWith("/?url="))).toBe(true);

    await fresh.delete(["docs/a/logo.png"]);
    expect(server.blobs.has("docs/a/logo.png")).toBe(false);
    expect(await new VercelBlobStore(token).get("docs/a/logo.png")).toBeNull();
    expect(await fresh.get("docs/a/logo.png")).toBeNull();
  });

  it("is chosen by blobStore() when BLOB_READ_WRITE_TOKEN is set", async () => {
    resetBlobStore();
    process.env.BLOB_READ_WRITE_TOKEN = token;
    try {
      expect(blobStore().driver).toBe("vercel-blob");
    } finally {
      delete process.env.BLOB_READ_WRITE_TOKEN;
      setBlobStore(new LocalDiskStore());
    }
  });

  it("serves uploaded assets from the store", async () => {
    const team: ContentTeam = await makeContentTeam();
    setBlobStore(new VercelBlobStore(token));
    try {
      const created = await api.post(`${docPath(team)}/asset`, { token: team.member.token, body: form(png(), "pic.png") });
      expect(created.status, created.text).toBe(201);
      expect([...server.blobs.keys()]).toContain(`documentations/${team.documentationId}/assets/${created.body.asset_id}`);
      const file = await api.get(`${docPath(team)}/asset/${created.body.asset_id}/file`, { token: team.member.token });
      expect(Buffer.from(await file.raw.arrayBuffer()).equals(png())).toBe(true);
      expect((await api.delete(`${docPath(team)}/asset/${created.body.asset_id}`, { token: team.member.token })).status).toBe(204);
      expect(server.blobs.size).toBe(0);
    } finally {
      setBlobStore(new LocalDiskStore());
    }
  });
});
