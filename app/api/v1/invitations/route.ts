import { route } from "@/lib/http/route";
import { listMyInvitations } from "@/lib/members/service";

export const GET = route({}, ({ principal }) => listMyInvitations(principal));
