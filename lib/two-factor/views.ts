import { z } from "zod";
import { Timestamp, type ViewOf } from "../http/answers";

export const TwoFactorStatusView = z
  .object({
    enabled: z.boolean(),
    enabled_at: Timestamp.nullable(),
    recovery_codes_left: z.number().int().describe("Unused recovery codes (0 while disabled)"),
  })
  .meta({ id: "TwoFactorStatus", examples: [{ enabled: true, enabled_at: "2026-11-03T12:00:00.000Z", recovery_codes_left: 9 }] });
export type TwoFactorStatusView = ViewOf<z.output<typeof TwoFactorStatusView>>;

/** A pending enrollment: the authenticator app takes the secret or the otpauth URI (as a QR code). */
export const TwoFactorEnrollmentView = z
  .object({
    secret: z.string().describe("The TOTP secret, base32"),
    otpauth_uri: z.string().describe("`otpauth://totp/…`, for a QR code"),
  })
  .meta({
    id: "TwoFactorEnrollment",
    examples: [
      {
        secret: "NMIG6Y4G4QZMNVG22SQLGBASCBHB7PR7",
        otpauth_uri: "otpauth://totp/Docs%20Platform:ada%40acme.example?issuer=Docs%20Platform&secret=NMIG6Y4G4QZMNVG22SQLGBASCBHB7PR7&algorithm=SHA1&digits=6&period=30",
      },
    ],
  });
export type TwoFactorEnrollmentView = z.output<typeof TwoFactorEnrollmentView>;

export const TwoFactorEnabledView = z
  .object({
    enabled: z.literal(true),
    recovery_codes: z.array(z.string()).describe("One-time codes (`xxxxxx-xxxxxx`) that stand in for the app; shown only now"),
  })
  .meta({
    id: "TwoFactorEnabled",
    examples: [
      {
        enabled: true,
        recovery_codes: ["2f25af-f38735", "e35053-bc57ff", "f89be3-c8bd6f", "7b193b-4127fc", "0b0f19-4fc7f6", "e560dc-f2d81b", "851c0f-1d562b", "8f9823-4d1467", "ee7bf5-e4f50e", "6f6d52-33fe75"],
      },
    ],
  });
export type TwoFactorEnabledView = z.output<typeof TwoFactorEnabledView>;
