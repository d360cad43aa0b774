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
  .meta({ id: "Asset" });
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
  .meta({ id: "UploadUrl" });
export type UploadUrl = ViewOf<z.output<typeof UploadUrl>>;

export const ReceivedUpload = z
  .object({
    upload_id: z.string(),
    size: z.number().int(),
    content_type: z.enum(assetContentTypes),
    sha256: z.string(),
  })
  .meta({ id: "ReceivedUpload" });
export type ReceivedUpload = z.output<typeof ReceivedUpload>;
