import { route } from "@/lib/http/route";
import { disableTwoFactor, TwoFactorCodeBody } from "@/lib/two-factor/service";

export const POST = route({ body: TwoFactorCodeBody }, ({ principal, body }) => disableTwoFactor(principal, body));
