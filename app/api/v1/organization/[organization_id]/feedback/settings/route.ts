import { route } from "@/lib/http/route";
import { OrganizationFeedbackParams, SettingsBody } from "@/lib/feedback/schemas";
import { getSettings, updateSettings } from "@/lib/feedback/workspace";

export const GET = route({ params: OrganizationFeedbackParams, permission: "feedback.manage" }, ({ access }) => getSettings(access));

export const PUT = route({ params: OrganizationFeedbackParams, permission: "feedback.manage", body: SettingsBody }, ({ access, body }) =>
  updateSettings(access, body),
);
