import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { listStatuses } from "@/lib/feedback/roadmap";
import { RoadmapStatusList } from "@/lib/feedback/views";

export const GET = route({ summary: "List the roadmap statuses", auth: feedbackCaller, responses: { 200: RoadmapStatusList } }, () => listStatuses());
