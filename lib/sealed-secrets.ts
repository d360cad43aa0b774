import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { appSecret } from "./secrets";

/**
 * Secrets the server must use again later (repository tokens, OAuth tokens), sealed with
 * AES-256-GCM under a key derived (HKDF-SHA256) from the application secret. Each use names
 * its own purpose, so a secret sealed for one use cannot be opened as another.
 */
function key(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret(), "docs-platform", purpose, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plaintext: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptSecret(sealed: string, purpose: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("Unknown credential format.");
  const decipher = createDecipheriv("aes-256-gcm", key(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
