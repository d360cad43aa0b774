import { route } from "@/lib/http/route";
import { confirmEnrollment, TwoFactorCodeBody } from "@/lib/two-factor/service";
import { TwoFactorEnabledView } from "@/lib/two-factor/views";

export const POST = route(
  { summary: "Confirm two-factor enrollment", body: TwoFactorCodeBody, problems: ["forbidden", "conflict", "rate_limited"], responses: { 200: TwoFactorEnabledView } },
  ({ principal, body }) => confirmEnrollment(principal, body),
);
