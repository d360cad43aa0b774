import { randomBytes, createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./config";

let cached: string | undefined;

/**
 * The application secret signs sessions and upload URLs and derives encryption keys.
 * `AUTH_SECRET` (or `NEXTAUTH_SECRET`) sets it; otherwise one is generated once and kept
 * in the data directory so sessions survive restarts of a local install.
 */
export function appSecret(): string {
  if (cached) return cached;
  const configured = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (configured) return (cached = configured);
  const file = path.join(dataDir, "secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600, flag: "wx" });
  }
  return cached;
}

/** HMAC of a message under a purpose-specific key derived from the app secret. */
export function sign(purpose: string, message: string): string {
  return createHmac("sha256", `${purpose}:${appSecret()}`).update(message).digest("base64url");
}

export function verifySignature(purpose: string, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, message));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
