import type { IncomingMessage } from "node:http";
import type { GitHttpRequest, GitHttpResponse, HttpClient } from "isomorphic-git";
import { DomainError } from "../errors";
import { guardedRequest, type AddressPolicy } from "../http/guarded-request";
import { localRepositoriesAllowed } from "./repository-url";

/** Public addresses only, unless local repositories are allowed (development and tests). */
export const repositoryAddressPolicy = (refusal: (host: string) => Error): AddressPolicy => ({ allows: localRepositoriesAllowed, refusal });

export interface GitHttpOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  /** Reads the response body, e.g. with a size cap; as received by default. */
  body?: (response: IncomingMessage) => AsyncIterableIterator<Uint8Array>;
}

/**
 * isomorphic-git's HTTP transport through the SSRF guard: a repository's host names are
 * resolved and checked as they are connected to, for clones, fetches and pushes alike.
 */
export function guardedGitHttp({ policy, timeoutMs, body: readBody = (response) => response[Symbol.asyncIterator]() }: GitHttpOptions): HttpClient {
  return {
    request: ({ url, method = "GET", headers = {}, body }: GitHttpRequest): Promise<GitHttpResponse> =>
      new Promise((resolve, reject) => {
        const request = guardedRequest(new URL(url), { method, headers, timeout: timeoutMs }, policy, (response) =>
          resolve({
            url,
            method,
            statusCode: response.statusCode ?? 0,
            statusMessage: response.statusMessage ?? "",
            headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")])),
            body: readBody(response),
          }),
        );
        request.on("timeout", () => request.destroy(new DomainError("upstream_timeout", "The repository's host did not answer in time.")));
        request.on("error", reject);
        (async () => {
          if (body) for await (const chunk of body) request.write(chunk);
          request.end();
        })().catch(reject);
      }),
  };
}
