import { route } from "@/lib/http/route";
import { feedbackCaller } from "@/lib/feedback/customer-session";
import { ideaConfig } from "@/lib/feedback/ideas";

export const GET = route({ auth: feedbackCaller }, ({ caller }) => ideaConfig(caller));
