import { route } from "@/lib/http/route";
import { confirmEnrollment, TwoFactorCodeBody } from "@/lib/two-factor/service";

export const POST = route({ body: TwoFactorCodeBody }, ({ principal, body }) => confirmEnrollment(principal, body));
