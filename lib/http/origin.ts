import { fromTrustedProxy } from "./client-address";
import type { HeaderReader } from "./incoming";

const configuredOrigin = () => process.env.APP_URL?.replace(/\/$/, "") || null;

/**
 * The platform's public address where no request says it (jobs, mail sent in the background,
 * the first-start banner): APP_URL, else this server on the port it listens on (`next start`
 * and `next dev` put the port they were given in PORT).
 */
export function serverOrigin(): string {
  return configuredOrigin() ?? `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * The platform's public address as a request reached it: APP_URL, else the request's Host, or
 * the X-Forwarded-Host and X-Forwarded-Proto a reverse proxy listed in TRUSTED_PROXIES set
 * (anyone else's are ignored: a client must not choose the addresses a signed URL points to).
 */
export function requestOrigin(request: { headers: HeaderReader; url?: string }): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const { headers } = request;
  const proxied = fromTrustedProxy(request);
  const host = (proxied && firstValue(headers.get("x-forwarded-host"))) || headers.get("host");
  if (!host || !/^[a-z0-9.\-[\]:]+$/i.test(host)) return serverOrigin();
  const forwardedProto = proxied ? firstValue(headers.get("x-forwarded-proto")) : null;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : request.url?.startsWith("https:") ? "https" : "http";
  return `${protocol}://${host.toLowerCase()}`;
}

/** A proxy chain lists one value per hop; the first is what the client asked for. */
const firstValue = (value: string | null) => value?.split(",")[0]?.trim() || null;
