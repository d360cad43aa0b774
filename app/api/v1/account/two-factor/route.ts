import { route } from "@/lib/http/route";
import { startEnrollment, twoFactorStatus } from "@/lib/two-factor/service";
import { TwoFactorEnrollmentView, TwoFactorStatusView } from "@/lib/two-factor/views";

// Two-factor settings are a person's: an organization token is refused (403).

export const GET = route({ summary: "Get the account's two-factor status", problems: ["forbidden"], responses: { 200: TwoFactorStatusView } }, ({ principal }) => twoFactorStatus(principal));

export const POST = route({ summary: "Start two-factor enrollment", problems: ["forbidden", "conflict"], status: 201, responses: { 201: TwoFactorEnrollmentView } }, ({ principal }) =>
  startEnrollment(principal),
);
