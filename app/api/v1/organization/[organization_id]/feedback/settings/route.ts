import { route } from "@/lib/http/route";
import { OrganizationFeedbackParams, SettingsBody } from "@/lib/feedback/schemas";
import { FeedbackSettingsView } from "@/lib/feedback/views";
import { getSettings, updateSettings } from "@/lib/feedback/workspace";

export const GET = route({ summary: "Get the feedback settings", params: OrganizationFeedbackParams, permission: "feedback.manage", responses: { 200: FeedbackSettingsView } }, ({ access }) =>
  getSettings(access),
);

export const PUT = route(
  { summary: "Update the feedback settings", params: OrganizationFeedbackParams, permission: "feedback.manage", body: SettingsBody, responses: { 200: FeedbackSettingsView } },
  ({ access, body }) => updateSettings(access, body),
);
