import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A clone of a test remote that commits as a person would, with the git CLI. */
export class WorkingCopy {
  readonly dir: string;

  constructor(
    readonly remote: string,
    readonly branch = "main",
  ) {
    this.dir = mkdtempSync(path.join(tmpdir(), "git-sync-work-"));
    this.git("init", "--quiet", "-b", branch);
    this.git("config", "user.name", "Grace Hopper");
    this.git("config", "user.email", "grace@example.com");
    this.git("remote", "add", "origin", remote);
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.dir, encoding: "utf8" });
  }

  write(file: string, content: string): this {
    const full = path.join(this.dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    return this;
  }

  remove(file: string): this {
    rmSync(path.join(this.dir, file), { recursive: true, force: true });
    return this;
  }

  move(from: string, to: string): this {
    mkdirSync(path.dirname(path.join(this.dir, to)), { recursive: true });
    this.git("mv", from, to);
    return this;
  }

  commit(message: string): string {
    this.git("add", "-A");
    this.git("commit", "--quiet", "-m", message);
    return this.head();
  }

  push(force = false): void {
    this.git("push", "--quiet", ...(force ? ["--force"] : []), "origin", `HEAD:${this.branch}`);
  }

  /** Brings the branch as the platform pushed it. */
  pull(): void {
    this.git("fetch", "--quiet", "origin", this.branch);
    this.git("reset", "--quiet", "--hard", `origin/${this.branch}`);
  }

  head(): string {
    return this.git("rev-parse", "HEAD").trim();
  }

  show(spec: string): string {
    return this.git("show", spec);
  }
}

/** A GitHub-style push event and its `X-Hub-Signature-256`. */
export function signedPush(secret: string, branch: string, repositoryUrl?: string, after = "0".repeat(40)) {
  const body = JSON.stringify({ ref: `refs/heads/${branch}`, after, ...(repositoryUrl ? { repository: { clone_url: repositoryUrl } } : {}) });
  return { body, signature: `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` };
}
