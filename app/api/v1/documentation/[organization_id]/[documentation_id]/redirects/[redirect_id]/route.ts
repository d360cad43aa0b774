import { route } from "@/lib/http/route";
import { deleteRedirect } from "@/lib/publishing/redirects";
import { RedirectParams } from "@/lib/publishing/schemas";

export const DELETE = route({ summary: "Delete a redirect", params: RedirectParams, permission: "documentation.configure", problems: ["locked"], responses: { 204: null } }, ({ access, params }) =>
  deleteRedirect(access, params.redirect_id),
);
