import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's side of a push subscription: its ECDH key pair and auth secret. */
export function userAgentKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url"), authSecret: auth };
}
export type UserAgentKeys = ReturnType<typeof userAgentKeys>;

/** Decrypts an aes128gcm push message body (RFC 8188 framing, RFC 8291 key derivation). */
export function decryptPushBody(body: Buffer, keys: UserAgentKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 signature by k, audience, expiry. */
export function verifyVapid(header: string | undefined, endpointOrigin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [encodedHeader, encodedClaims, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const valid = verify("sha256", Buffer.from(`${encodedHeader}.${encodedClaims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("VAPID signature does not verify");
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, "base64url").toString());
  const claims = JSON.parse(Buffer.from(encodedClaims, "base64url").toString());
  if (jwtHeader.alg !== "ES256") throw new Error(`unexpected alg ${jwtHeader.alg}`);
  if (claims.aud !== endpointOrigin) throw new Error(`audience ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error("expired VAPID token");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`bad subject ${claims.sub}`);
  return { publicKey: key, claims };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1: records requests; paths under /gone/ answer 410. */
export async function startPushReceiver(): Promise<{ origin: string; received: ReceivedPush[]; close: () => Promise<void>; server: Server }> {
  const received: ReceivedPush[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(request.url?.startsWith("/gone/") ? 410 : 201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
