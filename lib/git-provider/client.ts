import { z } from "zod";
import { DomainError, invalidInput, notFound } from "../errors";
import type { GitProviderConfig } from "./config";

/**
 * The few calls of the GitHub REST API and OAuth web flow this server makes; GitHub
 * Enterprise speaks the same protocol under its own URLs.
 */

const TokenAnswer = z.union([
  z.object({ access_token: z.string().min(1), scope: z.string().optional().default("") }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

const Account = z.object({ id: z.number(), login: z.string(), name: z.string().nullable().optional(), avatar_url: z.string().nullable().optional() });
export type ProviderAccount = z.output<typeof Account>;

export const ProviderRepository = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  owner: z.object({ login: z.string() }),
  private: z.boolean(),
  default_branch: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  html_url: z.string(),
  updated_at: z.string().nullable().optional(),
});
export type ProviderRepository = z.output<typeof ProviderRepository>;

const TreeAnswer = z.object({
  sha: z.string(),
  truncated: z.boolean(),
  tree: z.array(z.object({ path: z.string(), type: z.string(), sha: z.string(), size: z.number().optional() })),
});
export type ProviderTree = z.output<typeof TreeAnswer>;

const BlobAnswer = z.object({ content: z.string(), encoding: z.string() });

const userAgent = "docs-platform";

async function send(config: GitProviderConfig, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    if ((error as Error).name === "TimeoutError") throw new DomainError("upstream_timeout", "The Git provider did not answer in time.");
    throw new DomainError("upstream_failed", `The Git provider could not be reached: ${(error as Error).message}`);
  }
}

async function json<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new DomainError("upstream_failed", "The Git provider gave an answer this server does not understand.");
  return parsed.data;
}

/** Trades the code the provider gave the browser for an access token. */
export async function exchangeCode(config: GitProviderConfig, code: string): Promise<{ accessToken: string; scopes: string[] }> {
  const form = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, code });
  if (config.redirectUrl) form.set("redirect_uri", config.redirectUrl);
  const response = await send(config, `${config.oauthUrl}/access_token`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
    body: form,
  });
  if (!response.ok) throw new DomainError("upstream_failed", `The Git provider's token endpoint answered ${response.status}.`);
  const answer = await json(response, TokenAnswer);
  if ("error" in answer) {
    // An expired or reused code is the caller's to fix; anything else is this server's setup.
    if (answer.error === "bad_verification_code") {
      throw invalidInput("The authorization code is invalid or has expired; start the connection again.", [{ path: "body.code", message: "invalid or expired code" }]);
    }
    throw new DomainError("upstream_failed", `The Git provider refused the token exchange: ${answer.error_description ?? answer.error}.`);
  }
  return { accessToken: answer.access_token, scopes: answer.scope.split(/[,\s]+/).filter(Boolean) };
}

/** A GET of the provider's REST API with the organization's token; `what` names a missing resource (404). */
async function apiGet(config: GitProviderConfig, token: string, path: string, what: string): Promise<Response> {
  const response = await send(config, `${config.apiUrl}${path}`, {
    headers: { accept: "application/vnd.github+json", authorization: `Bearer ${token}`, "x-github-api-version": "2022-11-28", "user-agent": userAgent },
  });
  if (response.ok) return response;
  await response.body?.cancel();
  if (response.status === 401) throw new DomainError("upstream_failed", "The Git provider no longer accepts this organization's connection; connect again.");
  // 404: missing or not visible to the token; 409: an empty repository; 422: a ref that names nothing.
  if (response.status === 404 || response.status === 409 || response.status === 422) throw notFound(what);
  throw new DomainError("upstream_failed", `The Git provider answered ${response.status}.`);
}

export async function readAccount(config: GitProviderConfig, token: string): Promise<ProviderAccount> {
  return json(await apiGet(config, token, "/user", "The account"), Account);
}

/** One page of the repositories the account can reach, most recently updated first. */
export async function listRepositories(config: GitProviderConfig, token: string, page: number, perPage: number) {
  const query = new URLSearchParams({ per_page: String(perPage), page: String(page), sort: "updated" });
  const response = await apiGet(config, token, `/user/repos?${query}`, "The repository list");
  const hasNext = /rel="next"/.test(response.headers.get("link") ?? "");
  return { repositories: await json(response, z.array(ProviderRepository)), hasNext };
}

export async function readRepository(config: GitProviderConfig, token: string, repositoryId: string): Promise<ProviderRepository> {
  return json(await apiGet(config, token, `/repositories/${repositoryId}`, "The repository"), ProviderRepository);
}

const refPath = (ref: string) => ref.split("/").map(encodeURIComponent).join("/");
const repoPath = (repository: ProviderRepository) => `/repos/${encodeURIComponent(repository.owner.login)}/${encodeURIComponent(repository.name)}`;

/** Every entry of the tree at `ref` (branch, tag or commit), flat; `truncated` when the provider cut the list. */
export async function readTree(config: GitProviderConfig, token: string, repository: ProviderRepository, ref: string): Promise<ProviderTree> {
  const response = await apiGet(config, token, `${repoPath(repository)}/git/trees/${refPath(ref)}?recursive=1`, `The ref ${ref}`);
  return json(response, TreeAnswer);
}

export async function readBlob(config: GitProviderConfig, token: string, repository: ProviderRepository, sha: string): Promise<Buffer> {
  const blob = await json(await apiGet(config, token, `${repoPath(repository)}/git/blobs/${sha}`, "The file"), BlobAnswer);
  if (blob.encoding !== "base64") throw new DomainError("upstream_failed", `The Git provider sent a file in an unknown encoding (${blob.encoding}).`);
  return Buffer.from(blob.content, "base64");
}
