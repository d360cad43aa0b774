import { z } from "zod";
import type { OrganizationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { conflict, DomainError, notFound } from "../errors";
import { decodeCursor, encodeCursor, type Page } from "../pagination";
import { decryptSecret, encryptSecret } from "../sealed-secrets";
import * as provider from "./client";
import { gitProviderConfig, type GitProviderConfig } from "./config";
import type { CallbackInput, RepositoriesQuery, TreeQuery } from "./schemas";
import { issueState, verifyState } from "./state";
import { nestedTree } from "./tree";
import type { GitAuthorizationView, GitConnectionView, GitRepositoryView, GitTreeView } from "./views";

const tokenPurpose = "git-provider-token";

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof db.gitProviderConnection.findUnique>>>;

function connectionView(row: ConnectionRow): GitConnectionView {
  return {
    provider: "github",
    account: { id: row.accountId, login: row.accountLogin, name: row.accountName, avatar_url: row.avatarUrl },
    scopes: row.scopes,
    connected_by: row.connectedById,
    connected_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function repositoryView(repository: provider.ProviderRepository): GitRepositoryView {
  return {
    repository_id: String(repository.id),
    name: repository.name,
    full_name: repository.full_name,
    owner: repository.owner.login,
    private: repository.private,
    default_branch: repository.default_branch ?? null,
    description: repository.description ?? null,
    html_url: repository.html_url,
    updated_at: repository.updated_at ?? null,
  };
}

/** The provider's authorize URL the browser is sent to, with a signed state naming the organization and the caller. */
export function startAuthorization(access: OrganizationAccess, principal: Principal): GitAuthorizationView {
  const config = gitProviderConfig();
  const { state, expiresAt } = issueState(access.organizationId, principal.user.id);
  const url = new URL(`${config.oauthUrl}/authorize`);
  url.searchParams.set("client_id", config.clientId);
  if (config.scopes) url.searchParams.set("scope", config.scopes);
  if (config.redirectUrl) url.searchParams.set("redirect_uri", config.redirectUrl);
  url.searchParams.set("state", state);
  return { authorize_url: url.toString(), state, expires_at: expiresAt };
}

/** Completes the browser flow: checks the state, trades the code for a token, stores the connection (replacing any). */
export async function completeConnection(access: OrganizationAccess, principal: Principal, input: CallbackInput): Promise<GitConnectionView> {
  const config = gitProviderConfig();
  verifyState(input.state, access.organizationId, principal.user.id);
  const { accessToken, scopes } = await provider.exchangeCode(config, input.code);
  const account = await provider.readAccount(config, accessToken);
  const fields = {
    accountId: String(account.id),
    accountLogin: account.login,
    accountName: account.name ?? null,
    avatarUrl: account.avatar_url ?? null,
    scopes,
    encryptedToken: encryptSecret(accessToken, tokenPurpose),
    connectedById: principal.user.id,
  };
  const row = await db.gitProviderConnection.upsert({
    where: { organizationId: access.organizationId },
    create: { organizationId: access.organizationId, ...fields },
    update: fields,
  });
  return connectionView(row);
}

const noConnection = () => new DomainError("not_found", "This organization has no Git provider connection.");

export async function getConnection(access: OrganizationAccess): Promise<GitConnectionView> {
  const row = await db.gitProviderConnection.findUnique({ where: { organizationId: access.organizationId } });
  if (!row) throw noConnection();
  return connectionView(row);
}

/** Forgets the connection and its token (the authorization stays listed in the account's settings at the provider until revoked there). */
export async function disconnect(access: OrganizationAccess): Promise<void> {
  const { count } = await db.gitProviderConnection.deleteMany({ where: { organizationId: access.organizationId } });
  if (count === 0) throw noConnection();
}

/** The configuration and the organization's token, for calls to the provider. */
async function connectionOf(organizationId: string): Promise<{ config: GitProviderConfig; token: string }> {
  const config = gitProviderConfig();
  const row = await db.gitProviderConnection.findUnique({ where: { organizationId }, select: { encryptedToken: true } });
  if (!row) throw conflict("This organization has no Git provider connection; connect one first.");
  return { config, token: decryptSecret(row.encryptedToken, tokenPurpose) };
}

/** The organization's provider token, which also authenticates Git over HTTPS (a Git sync's fetches and pushes). */
export async function providerToken(organizationId: string): Promise<string> {
  return (await connectionOf(organizationId)).token;
}

/** A connected repository's clone URL and default branch. */
export async function connectedRepository(organizationId: string, repositoryId: string): Promise<{ cloneUrl: string; defaultBranch: string | null }> {
  const { config, token } = await connectionOf(organizationId);
  const repository = await provider.readRepository(config, token, repositoryId);
  return { cloneUrl: `${repository.html_url.replace(/\/$/, "")}.git`, defaultBranch: repository.default_branch ?? null };
}

/** Refuses, before any call to the provider, an organization without a connection or a server without a configured provider. */
export async function assertConnected(organizationId: string): Promise<void> {
  await connectionOf(organizationId);
}

const PageCursor = z.object({ page: z.number().int().min(2) });

export async function listConnectedRepositories(access: OrganizationAccess, query: RepositoriesQuery): Promise<Page<GitRepositoryView>> {
  const { config, token } = await connectionOf(access.organizationId);
  const page = decodeCursor(query.cursor, PageCursor)?.page ?? 1;
  const { repositories, hasNext } = await provider.listRepositories(config, token, page, query.limit);
  return { items: repositories.map(repositoryView), nextCursor: hasNext ? encodeCursor({ page: page + 1 }) : null };
}

/** A connected repository's flat tree at `ref` (default: its default branch). */
export async function connectedRepositoryTree(organizationId: string, repositoryId: string, ref: string | undefined) {
  const { config, token } = await connectionOf(organizationId);
  const repository = await provider.readRepository(config, token, repositoryId);
  const resolvedRef = ref ?? repository.default_branch;
  if (!resolvedRef) throw conflict("The repository is empty: it has no default branch.");
  const tree = await provider.readTree(config, token, repository, resolvedRef);
  return {
    repository,
    ref: resolvedRef,
    tree,
    readBlob: (sha: string) => provider.readBlob(config, token, repository, sha),
  };
}

export async function repositoryTree(access: OrganizationAccess, repositoryId: string, query: TreeQuery): Promise<GitTreeView> {
  const path = query.path ?? "";
  const { repository, ref, tree } = await connectedRepositoryTree(access.organizationId, repositoryId, query.ref);
  const nodes = nestedTree(tree.tree, path);
  if (!nodes) throw notFound(`The directory ${path}`);
  return { repository_id: String(repository.id), full_name: repository.full_name, ref, sha: tree.sha, path, truncated: tree.truncated, tree: nodes };
}
