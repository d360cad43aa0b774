import { randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "../sealed-secrets";

const purpose = "webhook-signing-secret";

/** Standard Webhooks signing secrets (`whsec_` and 32 random bytes in base64), stored sealed. */
export function newSigningSecret() {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  return { secret, encryptedSecret: encryptSecret(secret, purpose) };
}

export const openSigningSecret = (sealed: string) => decryptSecret(sealed, purpose);
