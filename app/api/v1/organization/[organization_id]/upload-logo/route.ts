import { readFormFile } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { LogoUploadForm, OrganizationParams } from "@/lib/organizations/schemas";
import { logoLimitBytes, uploadLogo } from "@/lib/organizations/service";
import { OrganizationView } from "@/lib/organizations/views";

/** A PNG or JPEG of at most 2 MB. */
export const POST = route(
  {
    summary: "Upload an organization's logo",
    params: OrganizationParams,
    permission: "organization.update",
    upload: { form: LogoUploadForm },
    problems: ["payload_too_large", "unsupported_media_type"],
    responses: { 200: OrganizationView },
  },
  async ({ access, request }) => uploadLogo(access, await readFormFile(request, "file", logoLimitBytes)),
);
