import { route } from "@/lib/http/route";
import { disableTwoFactor, TwoFactorCodeBody } from "@/lib/two-factor/service";

export const POST = route({ summary: "Turn off two-factor authentication", body: TwoFactorCodeBody, problems: ["forbidden", "rate_limited"], responses: { 204: null } }, ({ principal, body }) =>
  disableTwoFactor(principal, body),
);
