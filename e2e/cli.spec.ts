import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { unwrap, type DocsClient } from "@docs-platform/client";
import { apiClient, createProjectThroughApi, seedToken } from "./helpers";

/**
 * The CLI (packages/cli) as `npx docs-platform` runs it, a child process against the running
 * app (`next start`), with its own config directory.
 */
const bin = path.resolve(import.meta.dirname, "../packages/cli/bin/docs-platform.js");
const work = mkdtempSync(path.join(tmpdir(), "docs-e2e-cli-"));
const folder = path.join(work, "docs");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const env = { ...process.env, XDG_CONFIG_HOME: path.join(work, "config"), DOCS_PLATFORM_TOKEN: "", DOCS_PLATFORM_URL: "" };
    execFile(process.execPath, [bin, ...args], { env }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}

async function json(...args: string[]) {
  const run = await cli(...args, "--json");
  expect(run.code, `docs-platform ${args.join(" ")}: ${run.stderr}${run.stdout}`).toBe(0);
  return JSON.parse(run.stdout);
}

function write(root: string, files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** The markdown files under a folder with their text, by relative path. */
function markdownFiles(root: string): Record<string, string> {
  return Object.fromEntries(
    (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
      .filter((file) => file.endsWith(".md") && statSync(path.join(root, file)).isFile())
      .sort()
      .map((file) => [file, readFileSync(path.join(root, file), "utf8")]),
  );
}

// A 1x1 PNG.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** Written as `pull` writes a version (position prefixes, titles in front matter), so a pull gives the same files back. */
const pages = {
  "01-guides/01-install.md": "---\ntitle: Install\n---\nRun the installer.\n\n![Logo](../images/logo.png)\n",
  "01-guides/02-configure.md": "---\ntitle: Configure\ndescription: Every option\n---\nSet the options in `acme.toml`.\n",
  "02-reference/01-cli.md": "---\ntitle: CLI\n---\nEvery command.\n",
};

const petApi = (operations: string) => `openapi: 3.1.0
info:
  title: Pets
  version: 1.0.0
servers:
  - url: https://api.example.com
paths:
${operations}`;
const listPets = "  /pets:\n    get:\n      operationId: listPets\n      summary: List pets\n      responses:\n        '200':\n          description: The pets\n";
const getPet = "  /pets/{petId}:\n    get:\n      operationId: getPet\n      summary: Get a pet\n      parameters:\n        - { name: petId, in: path, required: true, schema: { type: string } }\n      responses:\n        '200':\n          description: The pet\n";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let project: { documentation_id: string; slug: string };
let organization: { organization_id: string; slug: string };
let documentation: { organization_id: string; documentation_id: string };
let token: string;
let api: DocsClient;

test.beforeAll(async () => {
  token = seedToken();
  api = apiClient(token);
  ({ organization, project, documentation } = await createProjectThroughApi(api, `CLI ${Date.now().toString(36)}`));
  await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: documentation } }));
});

/** Sets the project's configuration (what the body names). */
const configure = (body: { publishing: { fail_on_broken_links: boolean } | null }) =>
  unwrap(api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/config", { params: { path: documentation }, body }));

test("logs in, lists projects, pushes a folder with an image (a second push changes nothing) and pulls the same files", async ({ baseURL }) => {
  const refused = await cli("login", "--token", "dp_pat_not-a-token", "--base-url", baseURL!);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^Error: /);
  const login = await json("login", "--token", token, "--base-url", baseURL!);
  expect(login.organizations).toContain(organization.slug);

  const projects = await json("projects", "list");
  expect(projects).toContainEqual(expect.objectContaining({ documentation_id: project.documentation_id, slug: project.slug }));

  write(folder, { ...pages, "images/logo.png": png });
  const first = await json("push", folder, "--project", project.slug);
  expect(first.counts).toMatchObject({ create: 5, upload: 1 });
  expect(first.changes).toContainEqual({ action: "upload", kind: "image", path: "logo.png" });
  const second = await json("push", folder, "--project", project.slug);
  expect(second.changes).toEqual([]);
  expect(second.counts).toEqual({ create: 0, update: 0, move: 0, delete: 0, upload: 0 });

  const pulled = path.join(work, "pulled");
  expect((await json("pull", pulled, "--project", project.slug)).pages).toBe(3);
  expect(markdownFiles(pulled)).toEqual(pages);
});

test("publish --wait exits 0 once the site serves the pages; a publish that fails exits 1 and lists the broken links", async ({ request }) => {
  const published = await cli("publish", "--project", project.slug, "--wait");
  expect(published.code, published.stderr).toBe(0);
  expect(published.stdout).toContain("Published 3 pages.");
  const site = `/docs/${organization.slug}/${project.slug}`;
  const page = await request.get(`${site}/guides/install`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Run the installer.");
  expect(html).toMatch(new RegExp(`<img src="${site}/-/assets/[\\w-]+/logo\\.png"`));

  // With broken links failing the publish, a page linking nowhere fails it: exit 1, the site unchanged.
  await configure({ publishing: { fail_on_broken_links: true } });
  write(folder, { "01-guides/03-upgrade.md": "---\ntitle: Upgrade\n---\nSee [the changelog](changelog.md).\n" });
  expect((await json("push", folder, "--project", project.slug)).counts.create).toBe(1);
  const failed = await cli("publish", "--project", project.slug, "--wait");
  expect(failed.code).toBe(1);
  expect(failed.stdout).toContain("The publish failed: The publish found 1 broken link");
  expect(failed.stdout).toContain("  /guides/upgrade: changelog.md (missing page)");
  expect((await request.get(`${site}/guides/upgrade`)).status()).toBe(404);
  await configure({ publishing: null });
});

test("backs up to a Git repository and restores the backup", async () => {
  const remote = path.join(work, "backup.git");
  execFileSync("git", ["init", "--bare", "--quiet", "--initial-branch=main", remote]);
  await unwrap(api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/backup/repository", { params: { path: documentation }, body: { repository_url: `file://${remote}` } }));
  const backup = await json("backup", "--project", project.slug, "--wait");
  expect(backup).toMatchObject({ status: "completed", commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  const backedUp = markdownFiles((await json("pull", path.join(work, "backed-up"), "--project", project.slug)).folder);

  write(folder, { "02-reference/01-cli.md": "---\ntitle: CLI\n---\nEvery command, and its options.\n" });
  expect((await json("push", folder, "--project", project.slug)).counts.update).toBe(1);

  const restore = await json("restore", backup.backup_id, "--project", project.slug);
  expect(restore).toMatchObject({ backup_id: backup.backup_id, job_id: expect.any(String) });
  await expect
    .poll(async () => (await unwrap(api.GET("/api/v1/documentation/{organization_id}/{documentation_id}/backup/restore", { params: { path: documentation } }))).status, { timeout: 60_000 })
    .toBe("completed");
  const restored = path.join(work, "restored");
  await json("pull", restored, "--project", project.slug);
  expect(markdownFiles(restored)).toEqual(backedUp);
  expect(backedUp["02-reference/01-cli.md"]).toBe(pages["02-reference/01-cli.md"]);
});

test("openapi sync makes the version's API reference follow a description file", async () => {
  const spec = path.join(work, "openapi.yaml");
  writeFileSync(spec, petApi(listPets));
  const first = await json("openapi", "sync", spec, "--project", project.slug);
  expect(first.operation_count).toBe(1);
  expect(first.added.map((item: { title: string }) => item.title)).toContain("List pets");

  writeFileSync(spec, petApi(listPets + getPet));
  const human = await cli("openapi", "sync", spec, "--project", project.slug);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).toMatch(/^added +Get a pet$/m);
  expect(human.stdout).toMatch(/^1 added, 0 updated, 0 removed, \d+ kept, \d+ unchanged\.$/m);

  const missing = await cli("openapi", "sync", path.join(work, "no-such-file.yaml"), "--project", project.slug);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain("no-such-file.yaml");
});
