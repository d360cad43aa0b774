import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { roadmap } from "@/lib/feedback/roadmap";
import { RoadmapView } from "@/lib/feedback/views";

export const GET = route({ summary: "Get the roadmap", auth: feedbackCaller, responses: { 200: RoadmapView } }, ({ caller }) => roadmap(caller));
