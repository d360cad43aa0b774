import { route } from "@/lib/http/route";
import { deleteChangelog, updateChangelog } from "@/lib/feedback/changelogs";
import { ChangelogAdminParams, UpdateChangelogBody } from "@/lib/feedback/schemas";

export const PATCH = route(
  { params: ChangelogAdminParams, permission: "feedback.manage", body: UpdateChangelogBody },
  ({ access, params, body }) => updateChangelog(access, params.changelog_id, body),
);

export const DELETE = route({ params: ChangelogAdminParams, permission: "feedback.manage" }, ({ access, params }) =>
  deleteChangelog(access, params.changelog_id),
);
