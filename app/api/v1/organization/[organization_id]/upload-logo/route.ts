import { readFormFile } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { LogoUploadForm, OrganizationParams } from "@/lib/organizations/schemas";
import { logoLimitBytes, uploadLogo } from "@/lib/organizations/service";

export const POST = route({ params: OrganizationParams, permission: "organization.update", upload: { form: LogoUploadForm } }, async ({ access, request }) =>
  uploadLogo(access, await readFormFile(request, "file", logoLimitBytes)),
);
