import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api } from "../helpers/api";
import type { TestUser } from "../helpers/fixtures";
import type { FakeRepository } from "./github-server";

export const providerPath = (organizationId: string) => `/api/v1/organizations/${organizationId}/git-provider`;

/** Runs the browser flow's two calls as `user`: the authorize URL's state, then the callback with `code`. */
export async function connectProvider(organizationId: string, user: TestUser, code = "good-code") {
  const started = await api.post(`${providerPath(organizationId)}/authorize`, { token: user.token });
  if (started.status !== 200) throw new Error(`authorize failed: ${started.text}`);
  const state = new URL(started.body.authorize_url).searchParams.get("state")!;
  return api.post(`${providerPath(organizationId)}/callback`, { token: user.token, json: { code, state } });
}

export const docsRepository: FakeRepository = {
  id: 101,
  owner: "octo",
  name: "docs",
  private: true,
  defaultBranch: "main",
  refs: {
    main: {
      "README.md": { content: "# Welcome\n\nThe repository's introduction.\n" },
      "docs/index.md": { content: "# Guides home\n\nStart here.\n" },
      "docs/01-install.md": { content: "---\ntitle: Installing\n---\nRun the installer.\n" },
      "docs/advanced/tuning.mdx": { content: "# Tuning\n\nFaster.\n" },
      "docs/diagram.png": { content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]) },
      "src/index.ts": { content: "export {};\n" },
    },
    "release/v2": {
      "docs/index.md": { content: "# Version two\n" },
    },
  },
};

export const otherRepositories: FakeRepository[] = [
  { id: 102, owner: "octo", name: "site", private: false, defaultBranch: "main", refs: { main: { "index.md": { content: "# Site\n" } } } },
  { id: 103, owner: "acme", name: "handbook", private: false, defaultBranch: "trunk", refs: { trunk: { "handbook/a.md": { content: "# A\n" } } } },
];

/** Commits `files` as the branch `main` of the bare repository `gitdir` (its HEAD), with the git CLI. */
export function pushFiles(gitdir: string, files: Record<string, string>) {
  const work = mkdtempSync(path.join(tmpdir(), "import-work-"));
  const run = (...args: string[]) => execFileSync("git", ["-C", work, ...args], { encoding: "utf8" });
  run("init", "--quiet", "-b", "main");
  for (const [filePath, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, filePath)), { recursive: true });
    writeFileSync(path.join(work, filePath), content);
  }
  run("add", ".");
  run("-c", "user.name=Tester", "-c", "user.email=tester@example.test", "commit", "--quiet", "-m", "docs");
  run("push", "--quiet", gitdir, "main:main");
  execFileSync("git", ["--git-dir", gitdir, "symbolic-ref", "HEAD", "refs/heads/main"]);
}
