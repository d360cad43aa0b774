import { SignedUploadQuery, UploadParams } from "@/lib/assets/schemas";
import { receiveSignedUpload } from "@/lib/assets/service";
import { ReceivedUpload } from "@/lib/assets/views";
import { route } from "@/lib/http/route";

/** The signed URL from upload-url: its HMAC signature is the credential. */
export const PUT = route(
  {
    summary: "Upload a file to a signed URL",
    auth: "public",
    params: UploadParams,
    query: SignedUploadQuery,
    upload: { bytes: "application/octet-stream" },
    problems: ["forbidden", "quota_exceeded", "conflict", "payload_too_large", "locked"],
    responses: { 200: ReceivedUpload },
  },
  ({ params, query, upload }) => receiveSignedUpload(params, query, upload),
);
