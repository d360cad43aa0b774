import { route } from "@/lib/http/route";
import { listPreferences } from "@/lib/preferences/service";
import { PreferenceList } from "@/lib/preferences/views";

export const GET = route({ summary: "List preferences", problems: ["forbidden"], responses: { 200: PreferenceList } }, ({ principal }) => listPreferences(principal));
