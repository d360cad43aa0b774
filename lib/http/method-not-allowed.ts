import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { DomainError } from "../errors";
import type { EarlyAnswerer } from "./ahead-of-next";
import { endWithProblem } from "./problem";

/** How long the route's methods are asked for before the problem goes without an Allow header. */
const allowTimeoutMs = 2_000;

/**
 * The methods a path's route answers, as Next tells an OPTIONS request for it (from the route
 * module's exports), asked of this same server over loopback; undefined when it does not say.
 */
function allowedMethods(request: IncomingMessage, path = request.url): Promise<string | undefined> {
  const { localAddress, localPort } = request.socket;
  return new Promise((resolve) => {
    const asking = httpRequest(
      { host: localAddress, port: localPort, method: "OPTIONS", path, headers: { host: request.headers.host ?? "" }, timeout: allowTimeoutMs },
      (answer) => {
        answer.resume();
        const allow = answer.headers.allow;
        resolve(answer.statusCode !== undefined && answer.statusCode < 300 && allow ? allow : undefined);
      },
    );
    asking.on("timeout", () => asking.destroy());
    asking.on("error", () => resolve(undefined));
    asking.end();
  });
}

/**
 * Where a collection that is created with a POST to its path is read instead: the API lists
 * most collections at their path, some (projects, as the specification has it) at `…/list`.
 */
async function listingPath(request: IncomingMessage, path: string): Promise<string | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const allow = await allowedMethods(request, `${path}/list`);
  return allow?.split(", ").includes("GET") ? `${path}/list` : undefined;
}

async function sendProblem(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = request.url!.split("?", 1)[0]!;
  const [allow, listing] = await Promise.all([allowedMethods(request), listingPath(request, path)]);
  const listed = allow ? ` It answers ${allow}.` : "";
  const hint = listing ? ` Its list is GET ${listing}.` : "";
  const problem = new DomainError("method_not_allowed", `${path} does not answer ${request.method}.${listed}${hint}`, listing ? { extensions: { suggestions: [listing] } } : {});
  await endWithProblem(response, problem, allow ? { allow } : {});
}

type WriteHead = (...args: unknown[]) => ServerResponse;
type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

const isEmpty = (chunk: unknown) => chunk === undefined || chunk === null || ((typeof chunk === "string" || chunk instanceof Uint8Array) && chunk.length === 0);

/**
 * Next answers a method that an existing route does not export with a bare 405: no body, no
 * Allow header. Ahead of Next (production), every other /api request goes on to Next as it
 * came; when Next's answer is that bare 405, it becomes a problem document with the Allow
 * header Next gives an OPTIONS request for the same path (RFC 9110). Next sends the bare 405's
 * head before its (empty) body, so that head is held until the body is known to be empty. The
 * wrappers stay in place once a response is under way: Next's compression wraps them in turn.
 */
export const explainMethodNotAllowed: EarlyAnswerer = (request, response, forward) => {
  if (!request.url?.startsWith("/api/") || request.method === "OPTIONS") return false;
  const original = { writeHead: response.writeHead as WriteHead, write: response.write as Write, end: response.end as End };
  /** A bare 405's head, not sent yet. */
  let held = false;
  /** The problem is being sent: everything passes. */
  let explaining = false;
  const bare405 = () => !explaining && response.statusCode === 405 && !response.hasHeader("content-type");
  const release = () => {
    if (!held) return;
    held = false;
    original.writeHead.call(response, response.statusCode);
  };
  response.writeHead = ((...args: unknown[]) => {
    if (args[0] === 405 && bare405()) {
      held = true;
      return response;
    }
    return original.writeHead.apply(response, args);
  }) as ServerResponse["writeHead"];
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (held && isEmpty(chunk)) return true;
    release();
    return original.write.call(response, chunk, ...rest);
  }) as ServerResponse["write"];
  response.end = ((...args: unknown[]) => {
    if ((held || (bare405() && !response.headersSent)) && isEmpty(typeof args[0] === "function" ? undefined : args[0])) {
      held = false;
      explaining = true;
      sendProblem(request, response).catch(() => original.end.call(response));
      return response;
    }
    release();
    return original.end.apply(response, args);
  }) as ServerResponse["end"];
  forward(request, response);
  return true;
};
