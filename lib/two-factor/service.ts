import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { z } from "zod";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { conflict, DomainError, forbidden, invalidInput } from "../errors";
import { hitRateLimits } from "../feedback/rate-limit";
import { decryptSecret, encryptSecret } from "../sealed-secrets";
import type { TwoFactorEnabledView, TwoFactorEnrollmentView, TwoFactorStatusView } from "./views";
import { productName } from "../product";

const sealPurpose = "two-factor-totp";
const period = 30;
const recoveryCodeCount = 10;

/** A 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`). */
export const TwoFactorCode = z.string().trim().min(6).max(32);
export const TwoFactorCodeBody = z.strictObject({ code: TwoFactorCode });

const hashCode = (code: string) => createHash("sha256").update(code.toLowerCase().replace(/[^a-z0-9]/g, "")).digest("hex");

function totpFor(email: string, base32: string): TOTP {
  return new TOTP({ issuer: productName, label: email, algorithm: "SHA1", digits: 6, period, secret: Secret.fromBase32(base32) });
}

/** Two-factor settings are the user's own: organization tokens act for an organization, not a person. */
function assertPersonal(principal: Principal) {
  if (principal.token?.kind === "organization") throw forbidden("Two-factor authentication is managed with personal credentials.");
}

export async function twoFactorStatus(principal: Principal): Promise<TwoFactorStatusView> {
  assertPersonal(principal);
  const credential = await db.twoFactorCredential.findUnique({
    where: { userId: principal.user.id },
    select: { enabledAt: true, recoveryCodes: { where: { usedAt: null }, select: { id: true } } },
  });
  return {
    enabled: Boolean(credential?.enabledAt),
    enabled_at: credential?.enabledAt ?? null,
    recovery_codes_left: credential?.enabledAt ? credential.recoveryCodes.length : 0,
  };
}

/** Starts (or restarts) enrollment: a new secret, pending until confirmed with a code from it. */
export async function startEnrollment(principal: Principal): Promise<TwoFactorEnrollmentView> {
  assertPersonal(principal);
  const existing = await db.twoFactorCredential.findUnique({ where: { userId: principal.user.id }, select: { enabledAt: true } });
  if (existing?.enabledAt) throw conflict("Two-factor authentication is already enabled; disable it first to enroll again.");
  const secret = new Secret({ size: 20 }).base32;
  const encryptedSecret = encryptSecret(secret, sealPurpose);
  await db.twoFactorCredential.upsert({
    where: { userId: principal.user.id },
    create: { userId: principal.user.id, encryptedSecret },
    update: { encryptedSecret, lastUsedStep: null },
  });
  return { secret, otpauth_uri: totpFor(principal.user.email, secret).toString() };
}

/** Enables two-factor authentication once a code from the new secret checks; returns the recovery codes (shown once). */
export async function confirmEnrollment(principal: Principal, { code }: z.output<typeof TwoFactorCodeBody>): Promise<TwoFactorEnabledView> {
  assertPersonal(principal);
  const credential = await db.twoFactorCredential.findUnique({ where: { userId: principal.user.id } });
  if (!credential) throw conflict("Start enrollment first.");
  if (credential.enabledAt) throw conflict("Two-factor authentication is already enabled.");
  await limitAttempts(principal.user.id);
  if (!(await acceptTotp(principal.user.id, principal.user.email, credential.encryptedSecret, credential.lastUsedStep, code))) {
    throw invalidCode();
  }
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const raw = randomBytes(6).toString("hex");
    return `${raw.slice(0, 6)}-${raw.slice(6)}`;
  });
  await db.$transaction([
    db.twoFactorRecoveryCode.deleteMany({ where: { userId: principal.user.id } }),
    db.twoFactorRecoveryCode.createMany({ data: codes.map((value) => ({ userId: principal.user.id, codeHash: hashCode(value) })) }),
    db.twoFactorCredential.update({ where: { userId: principal.user.id }, data: { enabledAt: new Date() } }),
  ]);
  return { enabled: true, recovery_codes: codes };
}

/** Turns two-factor authentication off; a current code (or a recovery code) proves the holder. */
export async function disableTwoFactor(principal: Principal, { code }: z.output<typeof TwoFactorCodeBody>) {
  assertPersonal(principal);
  if (!(await verifySecondFactor(principal.user.id, code))) throw invalidCode();
  await db.twoFactorCredential.delete({ where: { userId: principal.user.id } });
}

const invalidCode = () => invalidInput("The code is not valid.", [{ path: "body.code", message: "The code is not valid." }]);

export async function hasTwoFactor(userId: string): Promise<boolean> {
  const credential = await db.twoFactorCredential.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(credential?.enabledAt);
}

/** Five code attempts per user in five minutes, whether at sign-in, confirming or disabling. */
async function limitAttempts(userId: string) {
  await hitRateLimits([{ key: `two-factor:${userId}`, limit: 5, windowSeconds: 300 }]);
}

/**
 * Checks a TOTP code (one step of clock drift either way, each step usable once) or else an
 * unused recovery code, which is then spent. Rate limited per user.
 */
export async function verifySecondFactor(userId: string, code: string): Promise<boolean> {
  const credential = await db.twoFactorCredential.findUnique({ where: { userId }, include: { user: { select: { email: true } } } });
  if (!credential?.enabledAt) return false;
  await limitAttempts(userId);
  const normalized = code.trim();
  if (/^\d{6}$/.test(normalized)) {
    return acceptTotp(userId, credential.user.email, credential.encryptedSecret, credential.lastUsedStep, normalized);
  }
  const spent = await db.twoFactorRecoveryCode.updateMany({
    where: { userId, codeHash: hashCode(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  return spent.count === 1;
}

async function acceptTotp(userId: string, email: string, encryptedSecret: string, lastUsedStep: number | null, code: string) {
  const now = Date.now();
  const delta = totpFor(email, decryptSecret(encryptedSecret, sealPurpose)).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / period) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return false;
  // Conditional update: two requests racing with the same code cannot both succeed.
  const claimed = await db.twoFactorCredential.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** Whether an organization requires two-factor authentication of the user, who has not enabled it. */
export async function missingRequiredTwoFactor(userId: string, organizationId: string): Promise<boolean> {
  // Called on every dashboard request: most organizations require nothing, so the user is read only when one does.
  const security = await db.organizationSecurity.findUnique({ where: { organizationId }, select: { requireTwoFactor: true } });
  return Boolean(security?.requireTwoFactor) && !(await hasTwoFactor(userId));
}

export const twoFactorRequired = () =>
  new DomainError("forbidden", "This organization requires two-factor authentication: enable it in your account settings first.", {
    extensions: { reason: "two_factor_required" },
  });
