import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A file of the fake repository; `size` overrides the size the tree reports. */
export interface FakeFile {
  content: string | Buffer;
  size?: number;
}

export interface FakeRepository {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  defaultBranch: string;
  /** Files by ref, then by path. */
  refs: Record<string, Record<string, FakeFile>>;
  /** Its web address (its clone URL without `.git`), when a test serves it over Git. */
  htmlUrl?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string;
  body: string;
}

export interface FakeGitHub {
  oauthUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The token the code `good-code` is exchanged for. */
  accessToken: string;
  account: { id: number; login: string; name: string; avatar_url: string };
  repositories: FakeRepository[];
  requests: RecordedRequest[];
  /** Answer this status to requests whose path starts with a key. */
  failures: Map<string, number>;
  /** Whether tree listings say the provider cut them short. */
  truncateTrees: boolean;
  close(): Promise<void>;
}

const blobSha = (content: Buffer) => createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
const asBuffer = (content: string | Buffer) => (typeof content === "string" ? Buffer.from(content) : content);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Speaks the parts of GitHub's OAuth web flow (under /login/oauth) and REST API (under /api)
 * the server calls, on 127.0.0.1, recording each request.
 */
export async function startFakeGitHub(repositories: FakeRepository[]): Promise<FakeGitHub> {
  const fake: Omit<FakeGitHub, "oauthUrl" | "apiUrl" | "close"> = {
    clientId: "client-id-1",
    clientSecret: "client-secret-1",
    accessToken: "gho_fake_secret_token_42",
    account: { id: 4242, login: "octo", name: "Octo Cat", avatar_url: "https://avatars.example.test/octo.png" },
    repositories,
    requests: [],
    failures: new Map(),
    truncateTrees: false,
  };
  const repositoryJson = (repository: FakeRepository) => ({
    id: repository.id,
    name: repository.name,
    full_name: `${repository.owner}/${repository.name}`,
    owner: { login: repository.owner },
    private: repository.private,
    default_branch: repository.defaultBranch,
    description: `The ${repository.name} repository`,
    html_url: repository.htmlUrl ?? `https://github.example.test/${repository.owner}/${repository.name}`,
    updated_at: "2026-11-01T00:00:00Z",
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, "http://127.0.0.1");
    const body = await readBody(request);
    fake.requests.push({ method: request.method!, path: url.pathname + url.search, authorization: request.headers.authorization ?? "", body });
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
    for (const [prefix, status] of fake.failures) {
      if (url.pathname.startsWith(prefix)) return send(status, { message: "Server Error" });
    }

    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const form = new URLSearchParams(body);
      if (form.get("client_id") !== fake.clientId || form.get("client_secret") !== fake.clientSecret) {
        return send(200, { error: "incorrect_client_credentials", error_description: "The client_id and/or client_secret passed are incorrect." });
      }
      if (form.get("code") !== "good-code") return send(200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
      return send(200, { access_token: fake.accessToken, token_type: "bearer", scope: "repo,read:user" });
    }

    if (!url.pathname.startsWith("/api/")) return send(404, { message: "Not Found" });
    if (request.headers.authorization !== `Bearer ${fake.accessToken}`) return send(401, { message: "Bad credentials" });
    const path = url.pathname.slice("/api".length);
    if (path === "/user") return send(200, fake.account);
    if (path === "/user/repos") {
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      const items = fake.repositories.slice((page - 1) * perPage, page * perPage);
      const more = page * perPage < fake.repositories.length;
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      return send(200, items.map(repositoryJson), more ? { link: `<${next}>; rel="next"` } : {});
    }
    const byId = /^\/repositories\/(\d+)$/.exec(path);
    if (byId) {
      const repository = fake.repositories.find((candidate) => candidate.id === Number(byId[1]));
      return repository ? send(200, repositoryJson(repository)) : send(404, { message: "Not Found" });
    }
    const inRepository = /^\/repos\/([^/]+)\/([^/]+)\/git\/(trees|blobs)\/(.+)$/.exec(path);
    const repository = inRepository && fake.repositories.find((candidate) => candidate.owner === inRepository[1] && candidate.name === inRepository[2]);
    if (!inRepository || !repository) return send(404, { message: "Not Found" });
    const target = decodeURIComponent(inRepository[4]!);
    if (inRepository[3] === "trees") {
      const files = repository.refs[target];
      if (!files) return send(404, { message: "Not Found" });
      const directories = new Set<string>();
      for (const filePath of Object.keys(files)) {
        const parts = filePath.split("/");
        for (let depth = 1; depth < parts.length; depth++) directories.add(parts.slice(0, depth).join("/"));
      }
      const tree = [
        ...[...directories].map((directory) => ({ path: directory, mode: "040000", type: "tree", sha: blobSha(Buffer.from(directory)) })),
        ...Object.entries(files).map(([filePath, file]) => {
          const content = asBuffer(file.content);
          return { path: filePath, mode: "100644", type: "blob", sha: blobSha(content), size: file.size ?? content.length };
        }),
      ].sort((a, b) => a.path.localeCompare(b.path));
      return send(200, { sha: blobSha(Buffer.from(target)), truncated: fake.truncateTrees, tree });
    }
    for (const files of Object.values(repository.refs)) {
      for (const file of Object.values(files)) {
        const content = asBuffer(file.content);
        if (blobSha(content) === target) return send(200, { sha: target, size: content.length, encoding: "base64", content: content.toString("base64") });
      }
    }
    return send(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    oauthUrl: `${origin}/login/oauth`,
    apiUrl: `${origin}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Points the server's Git provider configuration at the fake. */
export function configureProvider(fake: FakeGitHub) {
  process.env.GIT_PROVIDER_CLIENT_ID = fake.clientId;
  process.env.GIT_PROVIDER_CLIENT_SECRET = fake.clientSecret;
  process.env.GIT_PROVIDER_OAUTH_URL = fake.oauthUrl;
  process.env.GIT_PROVIDER_API_URL = fake.apiUrl;
}
