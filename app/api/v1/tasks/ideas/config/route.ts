import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { ideaConfig } from "@/lib/feedback/ideas";
import { FeedbackSettingsView } from "@/lib/feedback/views";

export const GET = route({ summary: "Get the idea submission settings", auth: feedbackCaller, responses: { 200: FeedbackSettingsView } }, ({ caller }) => ideaConfig(caller));
