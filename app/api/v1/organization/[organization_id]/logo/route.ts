import { blobResponse } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { OrganizationParams } from "@/lib/organizations/schemas";
import { readLogo } from "@/lib/organizations/service";

export const GET = route(
  { summary: "Download an organization's logo", params: OrganizationParams, permission: "organization.read", responses: { 200: { mediaType: "image/*", description: "The logo, a PNG or JPEG image" } } },
  async ({ access }) => blobResponse(await readLogo(access), "private, max-age=300"),
);
