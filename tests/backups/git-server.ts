import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A bare repository on disk, made with the git CLI. */
export function makeBareRepository(root = mkdtempSync(path.join(tmpdir(), "backup-remote-")), name = "docs.git"): string {
  const gitdir = path.join(root, name);
  execFileSync("git", ["init", "--quiet", "--bare", gitdir]);
  execFileSync("git", ["--git-dir", gitdir, "config", "http.receivepack", "true"]);
  return gitdir;
}

export function git(gitdir: string, ...args: string[]): string {
  return execFileSync("git", ["--git-dir", gitdir, ...args], { encoding: "utf8" });
}

export interface GitHttpServer {
  url: string;
  gitdir: string;
  /** Authorization headers the server received. */
  authorizations: string[];
  /** While held, requests wait until release() is called. */
  hold(): void;
  /** Requests waiting for release(). */
  waiting(): number;
  release(): void;
  close(): Promise<void>;
}

/** `git http-backend` behind a loopback HTTP server, requiring Basic auth with the token. */
export async function startGitHttpServer(token: string): Promise<GitHttpServer> {
  const root = mkdtempSync(path.join(tmpdir(), "backup-http-"));
  const gitdir = makeBareRepository(root);
  const authorizations: string[] = [];
  let held: (() => void)[] | null = null;
  const expected = `Basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
  const server: Server = createServer(async (request, response) => {
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    authorizations.push(request.headers.authorization ?? "");
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { "www-authenticate": 'Basic realm="git"' }).end();
      return;
    }
    const url = new URL(request.url!, "http://127.0.0.1");
    const child = spawn("git", ["http-backend"], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: "1",
        REMOTE_USER: "tester",
        REMOTE_ADDR: "127.0.0.1",
        REQUEST_METHOD: request.method!,
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers["content-type"] ?? "",
        ...(request.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: request.headers["content-encoding"] } : {}),
      },
    });
    request.pipe(child.stdin);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", () => {
      const output = Buffer.concat(chunks);
      const split = output.indexOf("\r\n\r\n");
      const head = output.subarray(0, split).toString("utf8");
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.split("\r\n")) {
        const [name, ...rest] = line.split(":");
        const value = rest.join(":").trim();
        if (name!.toLowerCase() === "status") status = Number.parseInt(value, 10);
        else headers[name!.toLowerCase()] = value;
      }
      response.writeHead(status, headers).end(output.subarray(split + 4));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/docs.git`,
    gitdir,
    authorizations,
    hold: () => {
      held ??= [];
    },
    waiting: () => held?.length ?? 0,
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
