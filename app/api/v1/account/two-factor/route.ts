import { route } from "@/lib/http/route";
import { startEnrollment, twoFactorStatus } from "@/lib/two-factor/service";
import { TwoFactorEnrollmentView, TwoFactorStatusView } from "@/lib/two-factor/views";

// Two-factor settings are a person's: an organization token is refused (403).

export const GET = route({ problems: ["forbidden"], responses: { 200: TwoFactorStatusView } }, ({ principal }) => twoFactorStatus(principal));

export const POST = route({ problems: ["forbidden", "conflict"], status: 201, responses: { 201: TwoFactorEnrollmentView } }, ({ principal }) =>
  startEnrollment(principal),
);
