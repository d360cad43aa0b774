import { route } from "@/lib/http/route";
import { SiteParams } from "@/lib/site/routes";
import { signInToSite } from "@/lib/site/sign-in";

/** The password form of a protected site posts here (form-encoded `password` and `next`). */
export const POST = route({ summary: "Sign in to a password-protected site", auth: "public", params: SiteParams }, ({ params, request }) => signInToSite(request, params));
