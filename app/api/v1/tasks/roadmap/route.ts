import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { roadmap } from "@/lib/feedback/roadmap";

export const GET = route({ auth: feedbackCaller }, ({ caller }) => roadmap(caller));
