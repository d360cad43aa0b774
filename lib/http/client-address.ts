import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import ipaddr from "ipaddr.js";
import { BoundedCache } from "../bounded-cache";
import type { HeaderReader } from "./incoming";

/**
 * Next.js hands route handlers a Request without its socket, and keeps a client's own
 * `X-Forwarded-For` as sent (it fills the header from the socket only when it is absent), so
 * the socket's peer travels in a header of ours instead: the HTTP server writes it on every
 * request it receives (recordPeerAddresses), over anything a client sent under that name. The
 * value starts with a secret of this process, so a header sent before recording began (while
 * the server starts) is not taken for ours. The state lives on globalThis because Next bundles
 * instrumentation and each route separately, each with its own copy of this module.
 */
const peerHeader = "x-docs-platform-peer";

interface PeerRecording {
  secret: string;
  recording: boolean;
}

const recording: PeerRecording = ((globalThis as { [key: symbol]: PeerRecording })[Symbol.for("docs-platform.peer-address")] ??= {
  secret: randomBytes(16).toString("hex"),
  recording: false,
});

/** The header that states a request's socket peer (tests send it as the HTTP server would). */
export function peerAddressHeader(address: string): [name: string, value: string] {
  return [peerHeader, `${recording.secret} ${address}`];
}

/**
 * Writes each request's socket peer into its headers before Next.js reads them: Node publishes
 * `http.server.request.start` for every request, before the server's request listener runs.
 */
export function recordPeerAddresses(): void {
  if (recording.recording) return;
  recording.recording = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[peerHeader] = peerAddressHeader(socket.remoteAddress ?? "")[1];
  });
}

function peerAddress(request: { headers: HeaderReader }): string | null {
  const value = request.headers.get(peerHeader);
  const prefix = `${recording.secret} `;
  return value?.startsWith(prefix) ? canonicalAddress(value.slice(prefix.length)) : null;
}

/** Whether the request came through a reverse proxy listed in TRUSTED_PROXIES: only then are its forwarded headers believed. */
export function fromTrustedProxy(request: { headers: HeaderReader }): boolean {
  const trusted = addressRanges(process.env.TRUSTED_PROXIES ?? "", "TRUSTED_PROXIES");
  // Most servers trust no proxy: every request asks, so skip parsing the peer's address.
  return trusted.length > 0 && inRanges(peerAddress(request), trusted);
}

/**
 * The client's address: the socket's peer, unless that is a proxy listed in TRUSTED_PROXIES;
 * then the `X-Forwarded-For` hops are walked from the right (each added by the proxy that
 * received it), while the hop reached is a trusted proxy. The first untrusted one is the
 * client; the entries left of it are whatever the client claimed, and are ignored. Null when
 * unknown (no socket address, or a trusted proxy forwarded something that is not an address).
 */
export function clientAddress(request: { headers: HeaderReader }): string | null {
  const peer = request.headers.get(peerHeader);
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const trustedList = process.env.TRUSTED_PROXIES ?? "";
  // Readers repeat (a proxy's peer, a returning reader's hops): each combination is walked once.
  const key = `${trustedList}\n${peer}\n${forwarded}`;
  let client = resolvedClients.get(key);
  if (client === undefined) resolvedClients.set(key, (client = walkedClientAddress(peerAddress(request), forwarded, addressRanges(trustedList, "TRUSTED_PROXIES"))));
  return client;
}

const resolvedClients = new BoundedCache<string, string | null>(10_000);

function walkedClientAddress(peer: string | null, forwarded: string, trusted: AddressRange[]): string | null {
  let client = peer;
  if (!client) return null;
  const hops = forwarded.split(",").map((hop) => hop.trim()).filter(Boolean);
  while (inRanges(client, trusted)) {
    const hop = hops.pop();
    // Every hop a trusted proxy: the farthest one is all there is to know.
    if (hop === undefined) break;
    client = canonicalAddress(hop);
    if (!client) return null;
  }
  return client;
}

/**
 * An address in one spelling, so a limit keyed by it cannot be dodged by spelling it
 * otherwise: IPv4-mapped IPv6 as IPv4, IPv6 compressed; `1.2.3.4:80` and `[::1]:80` lose the port.
 */
export function canonicalAddress(text: string): string | null {
  let canonical = canonicalAddresses.get(text);
  if (canonical === undefined) canonicalAddresses.set(text, (canonical = spelledCanonically(text)));
  return canonical;
}

/** Every request asks for its peer's address, and peers repeat (proxies, returning readers). */
const canonicalAddresses = new BoundedCache<string, string | null>(10_000);

function spelledCanonically(text: string): string | null {
  const unported = /^\[(.+)\](?::\d+)?$/.exec(text)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)?.[1] ?? text;
  if (!ipaddr.IPv4.isValidFourPartDecimal(unported) && !ipaddr.IPv6.isValid(unported)) return null;
  return ipaddr.process(unported).toString();
}

type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];
const parsedRanges = new Map<string, AddressRange[]>();

/** A comma-separated list of CIDR ranges or single addresses, as an environment variable gives it. */
export function addressRanges(list: string, variable: string): AddressRange[] {
  let ranges = parsedRanges.get(list);
  if (!ranges) {
    ranges = list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry): AddressRange => {
        if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
        const address = canonicalAddress(entry);
        if (!address) throw new Error(`${variable}: "${entry}" is neither an address nor a CIDR range.`);
        const parsed = ipaddr.parse(address);
        return [parsed, parsed.kind() === "ipv4" ? 32 : 128];
      });
    parsedRanges.set(list, ranges);
  }
  return ranges;
}

export function inRanges(address: string | null, ranges: AddressRange[]): boolean {
  const canonical = address === null ? null : canonicalAddress(address);
  if (!canonical) return false;
  const parsed = ipaddr.parse(canonical);
  return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}
