import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { listStatuses } from "@/lib/feedback/roadmap";

export const GET = route({ auth: feedbackCaller }, () => listStatuses());
