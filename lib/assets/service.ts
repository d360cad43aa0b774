import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { assertHeldQuota, assertQuota } from "../billing/quota";
import { db } from "../db";
import { assertWritable, writeToDocumentation } from "../documentation/write-guard";
import { DomainError, notFound } from "../errors";
import type { Asset } from "../generated/prisma/client";
import { createdBefore, CreatedCursor, createdCursorOf, decodeCursor, fetchPage, mapPage, type PageRequest } from "../pagination";
import { sign, verifySignature } from "../secrets";
import { blobStore } from "../storage";
import { assertAllowedName, assertNameMatchesType, assetLimitBytes, cleanFilename } from "./file-types";
import { storeFileStream, type StoredFile } from "./ingest";
import { fetchRemoteFile } from "./remote-fetch";
import type { FinalizeUploadInput, ImportAssetInput, UpdateAssetInput, UploadUrlInput } from "./schemas";
import type { AssetView, ReceivedUpload, UploadUrl } from "./views";
import type { Upload } from "../upload";

const assetKey = (documentationId: string, assetId: string) => `documentations/${documentationId}/assets/${assetId}`;
const uploadKey = (documentationId: string, uploadId: string) => `documentations/${documentationId}/uploads/${uploadId}`;

function assetView(asset: Asset, organizationId: string): AssetView {
  return {
    asset_id: asset.id,
    documentation_id: asset.documentationId,
    filename: asset.filename,
    content_type: asset.contentType,
    size: asset.size,
    alt_text: asset.altText,
    sha256: asset.sha256,
    url: `/api/v1/documentation/${organizationId}/${asset.documentationId}/asset/${asset.id}/file`,
    uploaded_at: asset.createdAt,
    updated_at: asset.updatedAt,
  };
}

async function findAsset(access: DocumentationAccess, assetId: string) {
  const asset = await db.asset.findFirst({ where: { id: assetId, documentationId: access.documentationId } });
  if (!asset) throw notFound("Asset");
  return asset;
}

export async function listAssets(access: DocumentationAccess, page: PageRequest) {
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const assets = await fetchPage(
    page,
    (take) =>
      db.asset.findMany({
        where: { documentationId: access.documentationId, ...createdBefore(cursor) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  return mapPage(assets, (asset) => assetView(asset, access.organizationId));
}

export async function getAsset(access: DocumentationAccess, assetId: string) {
  return assetView(await findAsset(access, assetId), access.organizationId);
}

export async function updateAsset(access: DocumentationAccess, assetId: string, input: UpdateAssetInput) {
  const asset = await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await tx.asset.findFirst({ where: { id: assetId, documentationId: access.documentationId } });
    if (!current) throw notFound("Asset");
    const filename = input.filename === undefined ? undefined : cleanFilename(input.filename);
    if (filename !== undefined) assertNameMatchesType(filename, current.contentType);
    return tx.asset.update({ where: { id: assetId }, data: { filename, altText: input.alt_text } });
  });
  return assetView(asset, access.organizationId);
}

/** Permanent: the row and the stored bytes go; pages embedding the file show it broken. */
export async function deleteAsset(access: DocumentationAccess, assetId: string) {
  const asset = await writeToDocumentation(access.documentationId, async (tx) => {
    const current = await tx.asset.findFirst({ where: { id: assetId, documentationId: access.documentationId } });
    if (!current) throw notFound("Asset");
    await tx.asset.delete({ where: { id: assetId } });
    return current;
  });
  await blobStore().delete(asset.blobKey);
}

export async function readAssetFile(access: DocumentationAccess, assetId: string) {
  const asset = await findAsset(access, assetId);
  const blob = await blobStore().get(asset.blobKey);
  if (!blob) throw notFound("Asset file");
  return { asset, blob };
}

async function recordAsset(access: DocumentationAccess, principal: Principal, assetId: string, key: string, file: StoredFile, altText: string) {
  try {
    const asset = await writeToDocumentation(access.documentationId, async (tx) => {
      await assertHeldQuota(tx, access.organizationId, "storage_bytes", file.size);
      return tx.asset.create({
        data: {
          id: assetId,
          documentationId: access.documentationId,
          filename: cleanFilename(file.filename),
          contentType: file.contentType,
          size: file.size,
          altText,
          blobKey: key,
          sha256: file.sha256,
          createdById: principal.user.id,
        },
      });
    });
    return assetView(asset, access.organizationId);
  } catch (error) {
    await blobStore().delete(key).catch(() => {});
    throw error;
  }
}

/** Refuses early (423, 402) a file about to be received or produced; recording it checks again. */
export async function beforeStoring(access: DocumentationAccess, declaredBytes: number | null) {
  await assertWritable(access.documentationId);
  await assertQuota(access.organizationId, "storage_bytes", Math.min(declaredBytes ?? assetLimitBytes, assetLimitBytes));
}

/** A multipart upload (field `file`, optional `alt_text`), streamed into storage. */
export async function uploadAsset(access: DocumentationAccess, principal: Principal, upload: Upload) {
  await beforeStoring(access, upload.declaredBytes);
  const assetId = randomUUID();
  const key = assetKey(access.documentationId, assetId);
  const { file, fields } = await upload.streamFile("file", assetLimitBytes, (stream, filename) => storeFileStream(key, stream, filename));
  return recordAsset(access, principal, assetId, key, file, (fields.alt_text ?? "").slice(0, 1000));
}

/** Stores bytes the server produced (a generated image) as an asset, typed by their content. */
export async function storeProducedAsset(access: DocumentationAccess, principal: Principal, file: { bytes: Uint8Array; filename: string; altText: string }) {
  const assetId = randomUUID();
  const key = assetKey(access.documentationId, assetId);
  const stored = await storeFileStream(key, Readable.from([Buffer.from(file.bytes)]), file.filename, "body");
  return recordAsset(access, principal, assetId, key, stored, file.altText);
}

/** Fetches a public URL (see remote-fetch for the address rules) and stores the file. */
export async function importAsset(access: DocumentationAccess, principal: Principal, input: ImportAssetInput) {
  await assertWritable(access.documentationId);
  const remote = await fetchRemoteFile(input.url, assetLimitBytes);
  const assetId = randomUUID();
  const key = assetKey(access.documentationId, assetId);
  let file: StoredFile;
  try {
    await assertQuota(access.organizationId, "storage_bytes", remote.declaredLength ?? assetLimitBytes);
    const name = input.filename ?? remote.filename;
    file = await storeFileStream(key, remote.body, name && /\.[a-z]+$/i.test(name) ? name : null, "body.url");
  } finally {
    remote.body.destroy();
  }
  return recordAsset(access, principal, assetId, key, file, input.alt_text ?? "");
}

const uploadPurpose = "asset-upload";
const signedMessage = (documentationId: string, uploadId: string, expires: number) => `${documentationId}.${uploadId}.${expires}`;

/** Step 1 of a signed upload: a URL at `origin` (the platform as the caller reached it) that accepts one PUT of the raw bytes until it expires. */
export async function createUploadUrl(access: DocumentationAccess, principal: Principal, input: UploadUrlInput, origin: string): Promise<UploadUrl> {
  await assertWritable(access.documentationId);
  assertAllowedName(input.filename);
  if (input.size !== undefined && input.size > assetLimitBytes) {
    throw new DomainError("payload_too_large", "Assets are limited to 10 MB.", { extensions: { limit_bytes: assetLimitBytes } });
  }
  await assertQuota(access.organizationId, "storage_bytes", input.size ?? assetLimitBytes);
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + input.expires_in_seconds * 1000);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  await db.uploadSession.create({
    data: {
      id,
      documentationId: access.documentationId,
      filename: cleanFilename(input.filename),
      blobKey: uploadKey(access.documentationId, id),
      expiresAt,
      createdById: principal.user.id,
    },
  });
  const url = new URL(`/api/v1/documentation/${access.organizationId}/${access.documentationId}/file-resources/upload/${id}`, origin);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", sign(uploadPurpose, signedMessage(access.documentationId, id, expires)));
  return { upload_id: id, upload_url: url.toString(), method: "PUT", expires_at: expiresAt, max_bytes: assetLimitBytes };
}

/** Step 2: the PUT to the signed URL. The signature is the credential. */
export async function receiveSignedUpload(
  params: { organization_id: string; documentation_id: string; upload_id: string },
  query: { expires: number; signature: string },
  upload: Upload,
): Promise<ReceivedUpload> {
  const valid = verifySignature(uploadPurpose, signedMessage(params.documentation_id, params.upload_id, query.expires), query.signature);
  if (!valid) throw new DomainError("forbidden", "The upload URL's signature is invalid.");
  if (query.expires * 1000 < Date.now()) throw new DomainError("forbidden", "The upload URL has expired; request a new one.");
  const session = await db.uploadSession.findFirst({
    where: { id: params.upload_id, documentationId: params.documentation_id, documentation: { organizationId: params.organization_id } },
    include: { documentation: { select: { organizationId: true } } },
  });
  if (!session) throw notFound("Upload");
  if (session.finalizedAt) throw new DomainError("conflict", "This upload was already finalized.");
  await assertWritable(session.documentationId);
  const declared = upload.declaredBytes;
  if (declared !== null && declared > assetLimitBytes) {
    throw new DomainError("payload_too_large", "Assets are limited to 10 MB.", { extensions: { limit_bytes: assetLimitBytes } });
  }
  await assertQuota(session.documentation.organizationId, "storage_bytes", declared ?? assetLimitBytes);
  const source = upload.stream();
  if (!source) throw new DomainError("invalid_input", "Send the file's bytes as the request body.");
  let file: StoredFile;
  try {
    file = await storeFileStream(session.blobKey, source, session.filename, "body");
  } finally {
    source.destroy();
  }
  await db.uploadSession.update({
    where: { id: session.id },
    data: { size: file.size, sha256: file.sha256, contentType: file.contentType, uploadedAt: new Date() },
  });
  return { upload_id: session.id, size: file.size, content_type: file.contentType, sha256: file.sha256 };
}

const sweepBatch = 500;

/**
 * Deletes upload sessions that expired before `before` (an expired upload can be neither
 * received nor finalized), with the bytes of those never finalized; a finalized upload's
 * bytes are its asset's. The bytes go first: an interrupted sweep leaves rows to sweep again.
 */
export async function sweepExpiredUploads(before: Date): Promise<number> {
  let swept = 0;
  for (;;) {
    const expired = await db.uploadSession.findMany({
      where: { expiresAt: { lt: before } },
      select: { id: true, blobKey: true, finalizedAt: true },
      take: sweepBatch,
    });
    const unused = expired.filter((session) => !session.finalizedAt).map((session) => session.blobKey);
    if (unused.length > 0) await blobStore().delete(unused);
    if (expired.length > 0) swept += (await db.uploadSession.deleteMany({ where: { id: { in: expired.map((session) => session.id) } } })).count;
    if (expired.length < sweepBatch) return swept;
  }
}

/** Step 3: turns the uploaded bytes into an asset (before the URL expires). */
export async function finalizeUpload(access: DocumentationAccess, principal: Principal, input: FinalizeUploadInput) {
  const asset = await writeToDocumentation(access.documentationId, async (tx) => {
    const session = await tx.uploadSession.findFirst({ where: { id: input.upload_id, documentationId: access.documentationId } });
    const problem = (message: string) => new DomainError("invalid_input", message, { errors: [{ path: "body.upload_id", message }] });
    if (!session) throw problem("no such upload");
    if (session.finalizedAt) throw new DomainError("conflict", "This upload was already finalized.");
    if (!session.uploadedAt || session.size === null || !session.sha256 || !session.contentType) throw problem("nothing was uploaded to the URL yet");
    if (session.expiresAt < new Date()) throw problem("the upload expired; request a new upload URL");
    const filename = cleanFilename(input.filename ?? session.filename);
    assertNameMatchesType(filename, session.contentType);
    await assertHeldQuota(tx, access.organizationId, "storage_bytes", session.size);
    await tx.uploadSession.update({ where: { id: session.id }, data: { finalizedAt: new Date() } });
    return tx.asset.create({
      data: {
        documentationId: access.documentationId,
        filename,
        contentType: session.contentType,
        size: session.size,
        altText: input.alt_text ?? "",
        blobKey: session.blobKey,
        sha256: session.sha256,
        createdById: principal.user.id,
      },
    });
  });
  return assetView(asset, access.organizationId);
}
