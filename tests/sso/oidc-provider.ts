import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in. */
  user: { email: string; name: string; email_verified?: boolean };
  /** Sign ID tokens with a key the JWKS does not publish. */
  signWithForeignKey: boolean;
  close: () => Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  user: OidcProvider["user"];
}

/**
 * A minimal OpenID provider on 127.0.0.1: discovery, JWKS, an authorization endpoint that
 * signs in `user` at once (redirecting back with a code), and a token endpoint that checks
 * the client secret (client_secret_basic or client_secret_post) and PKCE (S256) and returns an RS256 ID token.
 */
export async function startOidcProvider(): Promise<OidcProvider> {
  const signing = await generateKeyPair("RS256", { extractable: true });
  const foreign = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const provider = {
    issuer: "",
    clientId: "docs-platform",
    clientSecret: randomBytes(16).toString("hex"),
    user: { email: "ada@sso.test", name: "Ada" },
    signWithForeignKey: false,
  } as OidcProvider;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, provider.issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const params = url.searchParams;
      if (params.get("client_id") !== provider.clientId || params.get("code_challenge_method") !== "S256") return json(400, { error: "invalid_request" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, {
        clientId: params.get("client_id")!,
        redirectUri: params.get("redirect_uri")!,
        nonce: params.get("nonce")!,
        challenge: params.get("code_challenge")!,
        user: { ...provider.user },
      });
      const back = new URL(params.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state")!);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let text = "";
      for await (const chunk of request) text += chunk;
      const form = new URLSearchParams(text);
      const basic = request.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(request.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      const [id, secret] = basic;
      if (id !== provider.clientId || secret !== provider.clientSecret) return json(401, { error: "invalid_client" });
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!pending || pending.redirectUri !== form.get("redirect_uri") || createHash("sha256").update(verifier).digest("base64url") !== pending.challenge) {
        return json(400, { error: "invalid_grant" });
      }
      const idToken = await new SignJWT({ nonce: pending.nonce, email: pending.user.email, email_verified: pending.user.email_verified ?? true, name: pending.user.name })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(provider.issuer)
        .setAudience(provider.clientId)
        .setSubject(pending.user.email)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign((provider.signWithForeignKey ? foreign.privateKey : signing.privateKey) as CryptoKey);
      return json(200, { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 300, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise((resolve) => server.close(() => resolve()));
  return provider;
}
