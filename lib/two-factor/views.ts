import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

export const TwoFactorStatusView = z
  .object({
    enabled: z.boolean(),
    enabled_at: Timestamp.nullable(),
    recovery_codes_left: z.number().int().describe("Unused recovery codes (0 while disabled)"),
  })
  .meta({ id: "TwoFactorStatus" });
export type TwoFactorStatusView = ViewOf<z.output<typeof TwoFactorStatusView>>;

/** A pending enrollment: the authenticator app takes the secret or the otpauth URI (as a QR code). */
export const TwoFactorEnrollmentView = z
  .object({
    secret: z.string().describe("The TOTP secret, base32"),
    otpauth_uri: z.string().describe("`otpauth://totp/…`, for a QR code"),
  })
  .meta({ id: "TwoFactorEnrollment" });
export type TwoFactorEnrollmentView = z.output<typeof TwoFactorEnrollmentView>;

export const TwoFactorEnabledView = z
  .object({
    enabled: z.literal(true),
    recovery_codes: z.array(z.string()).describe("One-time codes (`xxxxxx-xxxxxx`) that stand in for the app; shown only now"),
  })
  .meta({ id: "TwoFactorEnabled" });
export type TwoFactorEnabledView = z.output<typeof TwoFactorEnabledView>;
