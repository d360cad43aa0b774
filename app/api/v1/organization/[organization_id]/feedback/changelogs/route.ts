import { route } from "@/lib/http/route";
import { createChangelog, listAllChangelogs } from "@/lib/feedback/changelogs";
import { CreateChangelogBody, OrganizationFeedbackParams } from "@/lib/feedback/schemas";

export const GET = route({ params: OrganizationFeedbackParams, permission: "feedback.manage" }, ({ access }) => listAllChangelogs(access));

export const POST = route(
  { params: OrganizationFeedbackParams, permission: "feedback.manage", body: CreateChangelogBody, status: 201 },
  ({ access, body }) => createChangelog(access, body),
);
