import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";
import { assetContentTypes } from "./file-types";

/** An uploaded file of a project as the API answers it. */
export const AssetView = z
  .object({
    asset_id: z.string(),
    documentation_id: z.string(),
    filename: z.string(),
    content_type: z.enum(assetContentTypes).describe("Detected from the bytes; the file name's extension agrees"),
    size: z.number().int().describe("Bytes"),
    alt_text: z.string(),
    sha256: z.string().describe("Hex digest of the bytes; the file's ETag"),
    url: z.string().describe("Path of the file's bytes (`GET …/asset/{asset_id}/file`)"),
    uploaded_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: "Asset",
    examples: [
      {
        asset_id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
        documentation_id: "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
        filename: "architecture.png",
        content_type: "image/png",
        size: 48213,
        alt_text: "The services and the queues between them",
        sha256: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
        url: "/api/v1/documentation/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b/asset/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d/file",
        uploaded_at: "2026-11-18T13:05:00.000Z",
        updated_at: "2026-11-18T13:05:00.000Z",
      },
    ],
  });
export type AssetView = ViewOf<z.output<typeof AssetView>>;

export const AssetList = z.array(AssetView);

/** The bytes of an asset, in its own content type; 304 when `If-None-Match` names its ETag. */
export const assetFileAnswers = {
  200: assetContentTypes.map((mediaType) => ({ mediaType, schema: z.string().meta({ format: "binary" }) })),
  304: null,
} as const;

export const UploadUrl = z
  .object({
    upload_id: z.string(),
    upload_url: z.string().describe("Send the file's bytes here with one PUT before it expires; its signature is the credential"),
    method: z.literal("PUT"),
    expires_at: Timestamp,
    max_bytes: z.number().int(),
  })
  .meta({
    id: "UploadUrl",
    examples: [
      {
        upload_id: "b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e",
        upload_url:
          "https://app.acme.example/api/v1/documentation/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b/file-resources/upload/b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e?expires=1795688100&signature=Jx3m0Vq6yS1cT9pQ4Rk2L8wN5bH7dF0aE3gU6iO9zYs",
        method: "PUT",
        expires_at: "2026-11-26T10:15:00.000Z",
        max_bytes: 10485760,
      },
    ],
  });
export type UploadUrl = ViewOf<z.output<typeof UploadUrl>>;

export const ReceivedUpload = z
  .object({
    upload_id: z.string(),
    size: z.number().int(),
    content_type: z.enum(assetContentTypes),
    sha256: z.string(),
  })
  .meta({
    id: "ReceivedUpload",
    examples: [{ upload_id: "b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e", size: 4812334, content_type: "application/pdf", sha256: "e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8" }],
  });
export type ReceivedUpload = z.output<typeof ReceivedUpload>;
