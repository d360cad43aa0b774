import { route } from "@/lib/http/route";
import { deleteChangelog, updateChangelog } from "@/lib/feedback/changelogs";
import { ChangelogAdminParams, UpdateChangelogBody } from "@/lib/feedback/schemas";
import { ChangelogView } from "@/lib/feedback/views";

export const PATCH = route(
  { summary: "Update a changelog entry", params: ChangelogAdminParams, permission: "feedback.manage", body: UpdateChangelogBody, responses: { 200: ChangelogView } },
  ({ access, params, body }) => updateChangelog(access, params.changelog_id, body),
);

export const DELETE = route({ summary: "Delete a changelog entry", params: ChangelogAdminParams, permission: "feedback.manage", responses: { 204: null } }, ({ access, params }) =>
  deleteChangelog(access, params.changelog_id),
);
