import type { IncomingMessage, ServerResponse } from "node:http";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

type ApiRequest = IncomingMessage & { query: Record<string, string | string[]>; body: Record<string, string>; cookies: Record<string, string> };
type ApiResponse = ServerResponse & { status: (code: number) => ApiResponse; json: (value: unknown) => void; send: (value: unknown) => void };

/** What an answer of next-auth's handler carried. */
interface Answer {
  status: number;
  setCookies: Map<string, string>;
  json: Record<string, string>;
}

/**
 * Calls next-auth's handler with the same options as app/api/auth/[...nextauth], through its
 * API-route form (request and response objects as Next's API routes give them): its App Router
 * form reads Next's request scope, which tests do not have. Both hand the request to the same core.
 */
async function nextAuth(method: "GET" | "POST", path: string[], cookies: Record<string, string>, body: Record<string, string> = {}): Promise<Answer> {
  const headers: string[] = [];
  const answer: Answer = { status: 200, setCookies: new Map(), json: {} };
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const request = {
    method,
    url: `/api/auth/${path.join("/")}`,
    query: { nextauth: path },
    body,
    cookies,
    headers: { host: "localhost:3000", cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join("; ") },
  } as unknown as ApiRequest;
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? headers : undefined),
    setHeader(name: string, value: string | string[]) {
      if (name.toLowerCase() === "set-cookie") headers.splice(0, headers.length, ...(Array.isArray(value) ? value : [value]));
      return response;
    },
    json(value: Record<string, string>) {
      answer.json = value;
      finish();
    },
    send(value: unknown) {
      answer.json = typeof value === "string" ? {} : (value as Record<string, string>);
      finish();
    },
    end: () => finish(),
  } as unknown as ApiResponse;
  await NextAuth(request as never, response as never, authOptions());
  await finished;
  for (const header of headers) {
    const [pair] = header.split(";");
    const index = pair!.indexOf("=");
    answer.setCookies.set(pair!.slice(0, index), decodeURIComponent(pair!.slice(index + 1)));
  }
  return answer;
}

export interface SignInResult {
  /** `next-auth.session-token=…` when a session was created. */
  sessionCookie: string | null;
  /** next-auth's error code (the sign-in form shows it), when refused. */
  error: string | null;
}

/** Signs in as the sign-in form does: a CSRF token first, then the provider's callback with the form's fields. */
export async function signInThroughNextAuth(provider: string, fields: Record<string, string>, cookies: Record<string, string> = {}): Promise<SignInResult> {
  const csrf = await nextAuth("GET", ["csrf"], {});
  const csrfCookie = csrf.setCookies.get("next-auth.csrf-token")!;
  const answer = await nextAuth("POST", ["callback", provider], { ...cookies, "next-auth.csrf-token": csrfCookie }, { ...fields, csrfToken: csrf.json.csrfToken!, json: "true" });
  const session = answer.setCookies.get("next-auth.session-token");
  return {
    sessionCookie: session ? `next-auth.session-token=${session}` : null,
    error: new URL(answer.json.url ?? "http://localhost:3000/").searchParams.get("error"),
  };
}
