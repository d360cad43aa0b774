import { route } from "@/lib/http/route";
import { listPreferences } from "@/lib/preferences/service";

export const GET = route({}, ({ principal }) => listPreferences(principal));
