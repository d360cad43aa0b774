import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { log } from "../log";

/** Hands a request on to the server's own listeners (Next.js), as if nothing had looked at it. */
export type ForwardToNext = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Looks at a request before Next.js does. It returns false to leave the request to Next (and
 * must not have touched it then). Once it has taken the request over, answering it or
 * forwarding it later, it returns true, or a promise whose rejection ends the answer.
 */
export type EarlyAnswerer = (request: IncomingMessage, response: ServerResponse, forward: ForwardToNext) => boolean | Promise<void>;

const servers = new WeakSet<Server>();

/**
 * Puts answerers in front of a server's request listeners: its `emit` of "request" is wrapped
 * once, so what an answerer takes never reaches them, and anything else reaches them as before.
 */
export function answerAheadOfNextOn(server: Server, answerers: readonly EarlyAnswerer[]): void {
  if (servers.has(server)) return;
  servers.add(server);
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  const forward: ForwardToNext = (request, response) => void emit("request", request, response);
  server.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      for (const answerer of answerers) {
        const taken = answerer(request, response, forward);
        if (taken === false) continue;
        if (taken === true) return true;
        taken.catch((error: unknown) => {
          log.error("answer ahead of Next failed", { path: request.url, error: error instanceof Error ? error.message : String(error) });
          if (!response.headersSent) response.writeHead(500);
          response.end();
        });
        return true;
      }
    }
    return emit(event, ...args);
  }) as Server["emit"];
}

let answering = false;

/**
 * Installs the answerers on every HTTP server of the process: Node publishes
 * `http.server.request.start`, with the server, before the server's request listeners run.
 */
export function answerAheadOfNext(answerers: readonly EarlyAnswerer[]): void {
  if (answering) return;
  answering = true;
  subscribe("http.server.request.start", (message) => answerAheadOfNextOn((message as { server: Server }).server, answerers));
}
