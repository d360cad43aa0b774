import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ProblemError } from "@docs-platform/client";
import { Api } from "./api";
import { readConfig, writeConfig, type CliConfig } from "./config";
import { readLocalFolder, writeLocalFolder } from "./layout";
import { planPush, type Change } from "./push";

const usage = `Usage: docs-platform <command> [options]

  login --token <token> [--base-url <url>]    check and store the token (default base URL http://localhost:3000)
  projects list                               the projects the token reaches
  projects create <name> [--slug <slug>] [--public] [--organization <id|slug>] [--version <name>]
                                              a new project whose first version (default v1) a push fills
  push <folder> --project <id|slug> [--version <name>] [--dry-run]
                                              make the version's content equal the folder of markdown
  pull <folder> --project <id|slug> [--version <name>]
                                              write the version's content as a folder of markdown
  publish --project <id|slug> [--wait]        publish; with --wait, show progress until it ends
  backup --project <id|slug> [--wait]         take a backup to the project's backup repository
  restore <backup_id> --project <id|slug>     restore a backup (overwrites the project's content)
  openapi sync [<file|url>] --project <id|slug> [--version <name>]
                                              re-sync the API reference (no argument: its stored address)

Options: --json prints one JSON document for scripts. DOCS_PLATFORM_TOKEN and DOCS_PLATFORM_URL
override the stored login.`;

interface Output {
  json: boolean;
  /** A human line (stderr while --json, so stdout stays one JSON document). */
  say(line: string): void;
  result(value: unknown, human: () => void): void;
}

function output(json: boolean): Output {
  return {
    json,
    say: (line) => (json ? process.stderr : process.stdout).write(line + "\n"),
    result: (value, human) => (json ? process.stdout.write(JSON.stringify(value, null, 2) + "\n") : human()),
  };
}

/** Runs one command; answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        token: { type: "string" },
        "base-url": { type: "string" },
        project: { type: "string", short: "p" },
        organization: { type: "string" },
        slug: { type: "string" },
        public: { type: "boolean" },
        version: { type: "string" },
        "dry-run": { type: "boolean" },
        wait: { type: "boolean" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const out = output(values.json === true);
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    process.stdout.write(usage + "\n");
    return command || values.help ? 0 : 2;
  }
  try {
    switch (command) {
      case "login":
        return await login(out, values.token, values["base-url"]);
      case "projects":
        if (rest[0] === "create") return await createProject(out, await api(), required(rest[1], "<name>"), values);
        if (rest[0] !== undefined && rest[0] !== "list") throw new UsageError(`Unknown command "projects ${rest[0]}": did you mean projects list or projects create?`);
        return await listProjects(out, await api());
      case "push":
        return await push(out, await api(), required(rest[0], "<folder>"), required(values.project, "--project"), values.version, values["dry-run"] === true);
      case "pull":
        return await pull(out, await api(), required(rest[0], "<folder>"), required(values.project, "--project"), values.version);
      case "publish":
        return await publish(out, await api(), required(values.project, "--project"), values.wait === true);
      case "backup":
        return await backup(out, await api(), required(values.project, "--project"), values.wait === true);
      case "restore":
        return await restore(out, await api(), required(rest[0], "<backup_id>"), required(values.project, "--project"));
      case "openapi":
        if (rest[0] !== "sync") throw new UsageError("Did you mean: docs-platform openapi sync <file|url>?");
        return await syncOpenApi(out, await api(), rest[1], required(values.project, "--project"), values.version);
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    const message = error instanceof ProblemError ? `${error.message}${problemFields(error)}` : (error as Error).message;
    if (out.json) process.stdout.write(JSON.stringify({ error: message, ...(error instanceof ProblemError ? { problem: error.problem } : {}) }) + "\n");
    else process.stderr.write(`Error: ${message}\n`);
    return 1;
  }
}

class UsageError extends Error {}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`${name} is required.`);
  return value;
}

function problemFields(error: ProblemError): string {
  const errors = (error.problem as { errors?: { path: string; message: string }[] }).errors ?? [];
  return errors.map((item) => `\n  ${item.path}: ${item.message}`).join("");
}

async function api(): Promise<Api> {
  const stored = await readConfig();
  const token = process.env.DOCS_PLATFORM_TOKEN || stored?.token;
  const baseUrl = process.env.DOCS_PLATFORM_URL || stored?.base_url;
  if (!token || !baseUrl) throw new Error("Not logged in: run docs-platform login --token <token> [--base-url <url>].");
  return new Api({ token, base_url: baseUrl });
}

async function login(out: Output, token: string | undefined, baseUrl: string | undefined): Promise<number> {
  const config: CliConfig = { token: required(token || process.env.DOCS_PLATFORM_TOKEN, "--token"), base_url: (baseUrl || process.env.DOCS_PLATFORM_URL || "http://localhost:3000").replace(/\/+$/, "") };
  // A token that reaches nothing is refused before it is stored.
  const organizations = await new Api(config).organizations();
  const file = await writeConfig(config);
  out.result({ base_url: config.base_url, organizations: organizations.map((organization) => organization.slug), config: file }, () =>
    out.say(`Logged in to ${config.base_url} (${organizations.map((organization) => organization.name).join(", ") || "no organization"}). Saved in ${file}.`),
  );
  return 0;
}

async function listProjects(out: Output, api: Api): Promise<number> {
  const projects = await api.projects();
  out.result(projects, () => {
    if (projects.length === 0) out.say("No projects.");
    for (const project of projects) out.say(`${project.slug.padEnd(30)} ${project.status.padEnd(14)} ${project.documentation_id}  ${project.name}`);
  });
  return 0;
}

async function createProject(
  out: Output,
  api: Api,
  name: string,
  options: { slug?: string; public?: boolean; organization?: string; version?: string },
): Promise<number> {
  const organization = await api.organization(options.organization);
  const project = await api.createProject(organization, { name, slug: options.slug, is_public: options.public, version_name: options.version });
  out.result(project, () =>
    out.say(`Created ${project.slug} in ${organization.slug} (${project.documentation_id}), version ${project.version_name}. Next: docs-platform push <folder> --project ${project.slug}`),
  );
  return 0;
}

const symbols: Record<Change["action"], string> = { create: "+", update: "~", move: ">", delete: "-", upload: "^" };

async function push(out: Output, api: Api, folder: string, projectReference: string, versionReference: string | undefined, dryRun: boolean): Promise<number> {
  const local = await readLocalFolder(path.resolve(folder));
  const project = await api.project(projectReference);
  const version = await api.version(project, versionReference);
  const started = performance.now();
  const plan = await planPush(api, project, version, local);
  if (!dryRun) await plan.apply();
  const counts = Object.fromEntries((["create", "update", "move", "delete", "upload"] as const).map((action) => [action, plan.changes.filter((change) => change.action === action).length]));
  out.result({ project: project.slug, version: version.name, dry_run: dryRun, changes: plan.changes, counts }, () => {
    for (const change of plan.changes) out.say(`${symbols[change.action]} ${change.action} ${change.kind} ${change.path}`);
    const summary = `${counts.create} created, ${counts.update} updated, ${counts.move} moved, ${counts.delete} deleted, ${counts.upload} images uploaded`;
    if (plan.changes.length === 0) out.say(`Up to date: ${project.slug} ${version.name} already equals ${folder}.`);
    else out.say(dryRun ? `Dry run, nothing changed. Would do: ${summary}.` : `${summary} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  });
  return 0;
}

async function pull(out: Output, api: Api, folder: string, projectReference: string, versionReference: string | undefined): Promise<number> {
  const project = await api.project(projectReference);
  const version = await api.version(project, versionReference);
  const { pages, layout } = await writeLocalFolder(path.resolve(folder), await api.content(project, version, true));
  out.result({ project: project.slug, version: version.name, folder, pages, layout }, () =>
    out.say(`Wrote ${pages} pages of ${project.slug} ${version.name} to ${folder}${layout === "pushed" ? ", each at the file it was pushed from" : ""}.`),
  );
  return 0;
}

const pollMs = 500;

async function publish(out: Output, api: Api, projectReference: string, wait: boolean): Promise<number> {
  const project = await api.project(projectReference);
  let job = await api.publish(project);
  if (!out.json) out.say(`Publishing ${project.slug} (job ${job.job_id})…`);
  let shown = "";
  while (wait && (job.status === "queued" || job.status === "in_progress")) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    job = await api.publishStatus(project);
    const progress = job.progress ? `${job.progress.pages_done}/${job.progress.pages_total} pages` : job.status;
    if (!out.json && progress !== shown) out.say(`  ${job.status}: ${progress}`);
    shown = progress;
  }
  const broken = job.broken_links?.items ?? [];
  out.result(job, () => {
    if (job.status === "completed") out.say(`Published ${job.page_count ?? 0} pages.`);
    else if (job.status === "failed") out.say(`The publish failed: ${job.error ?? "unknown error"}`);
    if (broken.length > 0) {
      out.say(`${job.broken_links!.count} broken links:`);
      for (const link of broken) out.say(`  ${link.page}: ${link.target} (${link.reason})`);
    }
  });
  return job.status === "failed" ? 1 : 0;
}

async function backup(out: Output, api: Api, projectReference: string, wait: boolean): Promise<number> {
  const project = await api.project(projectReference);
  let record = await api.backup(project);
  while (wait && !["completed", "failed"].includes(record.status)) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    record = (await api.backups(project)).find((candidate) => candidate.backup_id === record.backup_id) ?? record;
  }
  out.result(record, () => out.say(`Backup ${record.backup_id}: ${record.status}.`));
  return record.status === "failed" ? 1 : 0;
}

async function restore(out: Output, api: Api, backupId: string, projectReference: string): Promise<number> {
  const project = await api.project(projectReference);
  const job = await api.restore(project, backupId);
  out.result(job, () => out.say(`Restoring ${project.slug} from backup ${backupId} (job ${job.job_id}, ${job.status}).`));
  return 0;
}

async function syncOpenApi(out: Output, api: Api, source: string | undefined, projectReference: string, versionReference: string | undefined): Promise<number> {
  const project = await api.project(projectReference);
  const version = await api.version(project, versionReference);
  const body = source === undefined ? {} : /^https?:\/\//.test(source) ? { url: source } : { spec: await readFile(source, "utf8") };
  const report = await api.syncOpenApi(project, version, body);
  out.result(report, () => {
    for (const [label, items] of [["added", report.added], ["updated", report.updated], ["removed", report.removed], ["kept", report.kept]] as const) {
      for (const item of items) out.say(`${label.padEnd(8)} ${item.title}`);
    }
    out.say(`${report.added.length} added, ${report.updated.length} updated, ${report.removed.length} removed, ${report.kept.length} kept, ${report.unchanged_count} unchanged.`);
  });
  return 0;
}
