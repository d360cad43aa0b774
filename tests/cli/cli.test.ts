import { execFile } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, call } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";

/**
 * The CLI (packages/cli) run as a child process, as `npx docs-platform` runs it, against the
 * app's route handlers served over HTTP on 127.0.0.1, with its own config directory.
 */
const bin = path.resolve(import.meta.dirname, "../../packages/cli/bin/docs-platform.js");
const workDirectory = mkdtempSync(path.join(tmpdir(), "docs-cli-"));
const configHome = path.join(workDirectory, "config");
let server: Server;
let baseURL: string;
let team: Team;

beforeAll(async () => {
  team = await makeTeam();
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
    const answer = await call(request.method!, request.url!, { headers, ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}) });
    response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(workDirectory, { recursive: true, force: true });
});

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: { ...process.env, XDG_CONFIG_HOME: configHome, DOCS_PLATFORM_TOKEN: "", DOCS_PLATFORM_URL: "" } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function json(...args: string[]) {
  const result = await cli(...args, "--json");
  expect(result.code, result.stderr + result.stdout).toBe(0);
  return JSON.parse(result.stdout);
}

function write(root: string, files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** Every file under a folder with its text, by relative path. */
function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) walk(file);
      else files[path.relative(root, file)] = readFileSync(file, "utf8");
    }
  };
  walk(root);
  return files;
}

// A 1x1 PNG.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("docs-platform", () => {
  it("logs in, pushes a folder (idempotent, with a move, deletions and a dry run), pulls it back and publishes", async () => {
    const token = team.owner.token;
    const organizations = (await api.get("/api/v1/organization", { token })).body;
    const organization = organizations.find((candidate: { organization_id: string }) => candidate.organization_id === team.organizationId);

  // Login: checked against the API, stored for the owner only.
  expect((await cli("login", "--token", "dp_pat_wrong", "--base-url", baseURL)).code).toBe(1);
  const login = await json("login", "--token", token, "--base-url", baseURL);
  expect(login.organizations).toContain(organization.slug);
  const configFile = path.join(configHome, "docs-platform", "config.json");
  expect(statSync(configFile).mode & 0o777).toBe(0o600);

  // A new project comes with a default version to push to; the API's validation reaches the writer.
  const slug = `cli-${Date.now().toString(36)}`;
  const project = await json("projects", "create", "CLI docs", "--slug", slug, "--organization", organization.slug, "--version", "v2");
  expect(project).toMatchObject({ slug, name: "CLI docs", organization_id: team.organizationId, version_name: "v2" });
  expect((await json("projects", "list")).map((item: { slug: string }) => item.slug)).toContain(slug);
  const taken = await cli("projects", "create", "Again", "--slug", slug, "--organization", organization.slug);
  expect(taken.code).toBe(1);
  const badSlug = await cli("projects", "create", "Bad", "--slug", "Not A Slug", "--organization", organization.slug);
  expect(badSlug.code).toBe(1);
  expect(badSlug.stderr).toContain("slug:");
  expect((await cli("projects", "create", "Lost", "--organization", "no-such-organization")).stderr).toContain('No organization "no-such-organization"');
  expect((await cli("projects", "create")).code).toBe(2);
  expect((await cli("projects", "remove")).code).toBe(2);

  const folder = path.join(workDirectory, "docs");
  write(folder, {
    "index.md": "# Welcome\n\nStart here. ![Logo](images/logo.png) Then [install](guides/01-install.md).\n",
    "guides/01-install.md": "---\ntitle: Install\ndescription: How to install\n---\n\nRun the installer.\n",
    "guides/02-configure.md": "# Configure\n\nSet the options.\n",
    "guides/advanced/tuning.md": "# Tuning\n\nMake it fast.\n",
    "reference/cli.md": "# CLI reference\n\nEvery command.\n",
    "images/logo.png": png,
  });
  const push = (...extra: string[]) => json("push", folder, "--project", project.slug, ...extra);

  // The first push replaces the blank project's scaffold with the folder.
  const first = await push();
  expect(first.counts).toMatchObject({ create: 9, upload: 1 });
  expect(first.changes).toContainEqual({ action: "delete", kind: "section", path: "getting-started" });
  const tree = await json("pull", path.join(workDirectory, "pulled"), "--project", project.slug);
  expect(tree.pages).toBe(5);

  // Idempotent: nothing to do the second time.
  const again = await push();
  expect(again.changes).toEqual([]);
  const upToDate = await cli("push", folder, "--project", project.slug);
  expect(upToDate.stdout).toContain("Up to date");

  // A move (the page keeps its slug), a deletion and an edit; the dry run changes nothing.
  renameSync(path.join(folder, "guides/advanced/tuning.md"), path.join(folder, "reference/tuning.md"));
  rmSync(path.join(folder, "guides/advanced"), { recursive: true });
  rmSync(path.join(folder, "guides/02-configure.md"));
  write(folder, { "reference/cli.md": "# CLI reference\n\nEvery command, with examples.\n" });
  const dryRun = await cli("push", folder, "--project", project.slug, "--dry-run");
  expect(dryRun.code).toBe(0);
  expect(dryRun.stdout).toContain("> move page guides/advanced/tuning -> reference/tuning");
  expect(dryRun.stdout).toContain("Dry run, nothing changed.");
  const planned = await push("--dry-run");
  // The moved page is updated too: it records its new file.
  expect(planned.counts).toEqual({ create: 0, update: 2, move: 1, delete: 2, upload: 0 });
  const applied = await push();
  expect(applied.changes).toEqual(planned.changes);
  expect((await push()).changes).toEqual([]);

  // Pull writes what push reads back unchanged, each page where it was pushed from (so relative links hold):
  // pushing the pulled folder changes nothing.
  const pulled = path.join(workDirectory, "pulled");
  expect(await json("pull", pulled, "--project", project.slug)).toMatchObject({ pages: 4, layout: "pushed" });
  const files = snapshot(pulled);
  expect(Object.keys(files).sort()).toEqual(["guides/01-install.md", "index.md", "reference/cli.md", "reference/tuning.md"]);
  expect(files["guides/01-install.md"]).toBe("---\ntitle: Install\ndescription: How to install\n---\nRun the installer.\n");
  expect((await json("push", pulled, "--project", project.slug)).changes).toEqual([]);

  // Reordered in the dashboard, the pushed files no longer say the order: pull lays the folder out by position.
  const projectPath = `/api/v1/documentation/${team.organizationId}/${project.documentation_id}`;
  const versionId = (await api.get(`${projectPath}/version`, { token })).body[0].version_id;
  const content = (await api.get(`${projectPath}/version/${versionId}/content`, { token })).body;
  const referenceSection = content.sections.find((section: { slug: string }) => section.slug === "reference");
  const reordered = referenceSection.entries.map((entry: { entry_id: string }) => entry.entry_id).reverse();
  expect((await api.post(`${projectPath}/version/${versionId}/section/${referenceSection.section_id}/entry/reorder`, { token, json: { entry_ids: reordered } })).status).toBe(200);
  expect(await json("pull", pulled, "--project", project.slug)).toMatchObject({ pages: 4, layout: "positions" });
  expect(Object.keys(snapshot(pulled)).sort()).toEqual(["01-documentation/01-welcome.md", "02-guides/01-install.md", "03-reference/01-tuning.md", "03-reference/02-cli.md"]);
  expect((await json("push", pulled, "--project", project.slug, "--dry-run")).counts).toEqual({ create: 0, update: 4, move: 0, delete: 0, upload: 0 });

    // Publish and wait: progress, then the result; the exit code says whether it worked.
    const published = await cli("publish", "--project", project.slug, "--wait");
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/Published 4 pages\./);
    // Links between the pushed files lead where they do in the folder.
    expect(published.stdout).not.toContain("broken links");

    // Unknown projects and bad usage fail with a message.
    const unknown = await cli("push", folder, "--project", "no-such-project");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No project "no-such-project"');
    expect(unknown.stderr).toContain("projects create");
    expect((await cli("push")).code).toBe(2);
  }, 240_000);
});
