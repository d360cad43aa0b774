import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import webpush from "web-push";
import { db } from "../db";
import { serverOrigin } from "../http/origin";
import { appSecret } from "../secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let cached: Promise<VapidKeys> | undefined;

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured; otherwise a pair generated once and
 * kept in the database (private key encrypted under the app secret), shared by all instances.
 */
export function vapidKeys(): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env;
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  cached ??= storedKeys().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function storedKeys(): Promise<VapidKeys> {
  let row = await db.vapidKeyPair.findUnique({ where: { id: 1 } });
  if (!row) {
    const generated = webpush.generateVAPIDKeys();
    // Two instances may race here: the first insert wins and both read it back.
    await db.vapidKeyPair.createMany({
      data: [{ id: 1, publicKey: generated.publicKey, encryptedPrivateKey: seal(generated.privateKey) }],
      skipDuplicates: true,
    });
    row = await db.vapidKeyPair.findUniqueOrThrow({ where: { id: 1 } });
  }
  return { publicKey: row.publicKey, privateKey: open(row.encryptedPrivateKey) };
}

/** The contact push services may use: VAPID_SUBJECT, else the app's https address or a mailto. */
export function vapidSubject(): string {
  if (process.env.VAPID_SUBJECT) return process.env.VAPID_SUBJECT;
  const url = new URL(serverOrigin());
  return url.protocol === "https:" && url.hostname !== "localhost" ? url.origin : `mailto:push@${url.hostname === "localhost" ? "example.com" : url.hostname}`;
}

const key = () => createHash("sha256").update(`vapid-private-key:${appSecret()}`).digest();

function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

function open(sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", key(), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
}
