import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageContent } from "./documentation";
import type { BenchContext } from "./harness";

const sections = 10;
const pagesPerSection = 100;
const bin = path.resolve(import.meta.dirname, "../packages/cli/bin/docs-platform.js");

/** Runs the CLI as a user would, against the bench's server; answers its wall time in seconds. */
function push(context: BenchContext, folder: string, project: string): Promise<{ seconds: number; counts: Record<string, number> }> {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [bin, "push", folder, "--project", project, "--json"],
      { env: { ...process.env, DOCS_PLATFORM_URL: context.baseUrl, DOCS_PLATFORM_TOKEN: context.token }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ seconds: (performance.now() - started) / 1000, counts: JSON.parse(stdout).counts })),
    ),
  );
}

/**
 * `docs-platform push` of the 1,000-page corpus (10 folders of 100 markdown files) into a new
 * project's version (target under 20 s), then again with one file changed (under 2 s): the
 * second push reads the version's content hashes in one request and sends one update.
 */
export default async function cliBench(context: BenchContext) {
  const folder = mkdtempSync(path.join(tmpdir(), "docs-bench-cli-"));
  try {
    for (let section = 0; section < sections; section++) {
      mkdirSync(path.join(folder, `section-${section}`));
      for (let page = 0; page < pagesPerSection; page++) {
        writeFileSync(path.join(folder, `section-${section}`, `page-${page}.md`), `# Page ${page}\n\n${pageContent(section, page, pagesPerSection, sections)}\n`);
      }
    }
    const project = await context.request<{ documentation_id: string }>("POST", `/api/v1/documentation/${context.organizationId}`, { name: `CLI bench ${Date.now().toString(36)}` });
    await context.request("POST", `/api/v1/documentation/${context.organizationId}/${project.documentation_id}/initialize-blank`);

    const first = await push(context, folder, project.documentation_id);
    if (first.counts.create !== sections + sections * pagesPerSection) throw new Error(`first push created ${first.counts.create}`);
    context.report(`push of ${sections * pagesPerSection} pages into an empty version`, first.seconds * 1000, "ms", { max: 20_000 });

    writeFileSync(path.join(folder, "section-3", "page-42.md"), `# Page 42\n\nChanged.\n\n${pageContent(3, 42, pagesPerSection, sections)}\n`);
    const second = await push(context, folder, project.documentation_id);
    if (second.counts.update !== 1 || second.counts.create !== 0) throw new Error(`second push: ${JSON.stringify(second.counts)}`);
    context.report("second push, one file changed", second.seconds * 1000, "ms", { max: 2_000 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
