import type { IncomingMessage } from "node:http";

/** What our request rules read of headers: a web `Headers`, or Node's parsed headers through `incomingHeaders`. */
export type HeaderReader = Pick<Headers, "get">;

/**
 * Node's parsed headers read as a web `Headers` would be: answering ahead of Next.js, building
 * a `Headers` would cost more than the rest of the answer.
 */
export function incomingHeaders(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}
