import { z } from "zod";
import { DocumentationParams, Id } from "../documentation/schemas";

export const AssetParams = DocumentationParams.extend({ asset_id: Id });
export const UploadParams = DocumentationParams.extend({ upload_id: Id });

const Filename = z.string().trim().min(1).max(255);
const AltText = z.string().max(1000);

export const UpdateAssetBody = z
  .strictObject({ filename: Filename, alt_text: AltText })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ examples: [{ filename: "architecture.png", alt_text: "The services and the queues between them" }] });

export const ImportAssetBody = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  filename: Filename.optional(),
  alt_text: AltText.optional(),
}).meta({ examples: [{ url: "https://acme.example/press/logo.png", filename: "logo.png", alt_text: "The Acme logo" }] });

/** The multipart form of an asset upload (read as a stream by the service). */
export const AssetUploadForm = z.object({ file: z.file(), alt_text: AltText.optional() });

export const UploadUrlBody = z.strictObject({
  filename: Filename,
  /** Expected size in bytes, checked against the limit and the storage quota up front. */
  size: z.number().int().min(1).optional(),
  expires_in_seconds: z.number().int().min(60).max(3600).default(900),
}).meta({ examples: [{ filename: "walkthrough.pdf", size: 4_812_334, expires_in_seconds: 900 }] });

export const SignedUploadQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(200) });

export const FinalizeUploadBody = z
  .strictObject({ upload_id: Id, alt_text: AltText.optional(), filename: Filename.optional() })
  .meta({ examples: [{ upload_id: "b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e", alt_text: "A walkthrough of the setup" }] });

export type UpdateAssetInput = z.output<typeof UpdateAssetBody>;
export type ImportAssetInput = z.output<typeof ImportAssetBody>;
export type UploadUrlInput = z.output<typeof UploadUrlBody>;
export type FinalizeUploadInput = z.output<typeof FinalizeUploadBody>;
