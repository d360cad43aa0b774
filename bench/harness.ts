import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/** What every bench module receives: a running production server and credentials. */
export interface BenchContext {
  baseUrl: string;
  /** A system administrator's personal token (owner of `organizationId`). */
  token: string;
  organizationId: string;
  dataDir: string;
  /** `embedded` (PGlite, the default) or `postgres` when BENCH_DATABASE_URL is set. */
  mode: "embedded" | "postgres";
  /** Sends JSON to the API with the token; throws on a non-2xx answer. */
  request: <T = unknown>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
  load: (options: LoadOptions) => Promise<LoadResult>;
  /** Prints one figure line; `target` and `pass` make the verdict visible. */
  report: (name: string, value: number, unit: string, target?: { max?: number; min?: number }) => void;
  /** CPU time the app's server and embedded database have used, in seconds, read from /proc. */
  serverCpuSeconds: () => number;
  /** Resident memory of the app's server process in MB, read from /proc. */
  serverMemoryMb: () => number;
  /** Resident memory of every process `npm start` runs (npm, the server, the embedded database) in MB. */
  processTreeMemoryMb: () => number;
  /**
   * Memory of the app's server and every process below it (the embedded database), summed:
   * resident (RSS) and proportional (PSS: pages shared between processes split among them), in MB.
   */
  processTreeFootprint: () => TreeFootprint;
  /** The RSS of processTreeFootprint, alone: read from /proc/PID/status, cheap enough to read often. */
  processTreeRssMb: () => number;
  /** Resident memory of the embedded database's process in MB (0 with a PostgreSQL server). */
  databaseMemoryMb: () => number;
  /**
   * Waits until the app's and the embedded database's processes are idle (under a tenth of a
   * core for a second): requests still in flight when a load run stops keep the server busy
   * and would slow whatever is measured next. False when they were still busy after `maxSeconds`.
   */
  settle: (maxSeconds?: number) => Promise<boolean>;
}

export interface TreeFootprint {
  rssMb: number;
  pssMb: number;
}

export interface ServerOptions {
  /** An existing data directory (a restart); a new one otherwise. */
  dataDir?: string;
  port?: number;
  /** Without the bench's administrator and organization (`token` and `organizationId` empty until `addAdmin`). */
  withoutAdmin?: boolean;
}

export interface LoadOptions {
  path: string;
  method?: string;
  body?: string;
  /** A body per request (e.g. distinct queries), instead of `body`. */
  requestBody?: () => string;
  connections: number;
  durationSeconds?: number;
  token?: string | null;
  /** Sent with every request, e.g. the `accept-encoding` of browsers. */
  headers?: Record<string, string>;
  /** What every answer must be; those that differ are counted in `unexpected`. */
  expect?: { status: number; contentType: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers whose status or media type differed from `expect`. */
  unexpected: number;
  /**
   * CPU time the app's server and embedded database spent per answer during the run, in ms:
   * steadier than throughput on a machine whose load generator shares the server's cores.
   */
  serverCpuMsPerRequest: number;
}

/** Prints one figure line, with its target and verdict when it has one. */
export const report: BenchContext["report"] = (name, value, unit, target) => {
  const verdict = target
    ? (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min)
      ? "  ok"
      : "  MISSED"
    : "";
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  const goal = target ? ` (target ${target.max !== undefined ? `<= ${target.max}` : `>= ${target.min}`})` : "";
  console.log(`  ${name.padEnd(64)} ${shown.padStart(10)} ${unit}${goal}${verdict}`);
};

const root = path.resolve(import.meta.dirname, "..");
const defaultPort = Number(process.env.BENCH_PORT ?? 3999);
/** Where bench/ask.bench.ts serves the OpenAI-compatible model the app is pointed at. */
export const benchModelPort = defaultPort + 1;

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function ensureBuild() {
  // next.config.mjs builds into NEXT_DIST_DIR when it is set, and `next start` serves from it.
  if (existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")) && !process.env.BENCH_REBUILD) return;
  const result = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error("next build failed");
}

export interface StartedServer {
  context: BenchContext;
  /** From spawning `npm start` until `/api/health` first answered 200, in seconds. */
  startSeconds: number;
  /** Creates the bench's administrator and organization into `context` (done at start unless `withoutAdmin`). */
  addAdmin: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<StartedServer> {
  ensureBuild();
  const port = options.port ?? defaultPort;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "docs-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_URL: `http://127.0.0.1:${port}`,
    // Backup benchmarks write to a repository on this machine.
    BACKUP_ALLOW_LOCAL_REPOSITORIES: "true",
    // Ask AI's bench answers through a model server of its own on loopback (bench/ask.bench.ts).
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: `http://127.0.0.1:${benchModelPort}/v1`,
    // Load comes from this machine on behalf of many readers, named by X-Forwarded-For.
    TRUSTED_PROXIES: "127.0.0.1",
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete env.DATABASE_URL;
  // The app runs as in production: `npm start` (its memory settings included).
  const spawned = performance.now();
  const server: ChildProcess = spawn("npm", ["start", "--", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 2400) throw new Error("the server did not become healthy");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startSeconds = (performance.now() - spawned) / 1000;
  // Next names its server process `next-server (vX)`.
  const serverPid = findProcess(server.pid!, (commandLine) => commandLine.startsWith("next-server"));
  if (!serverPid) throw new Error("the server's process was not found under npm start");
  const request = async <T,>(method: string, requestPath: string, body?: unknown, as = context.token): Promise<T> => {
    const response = await fetch(baseUrl + requestPath, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${requestPath} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const serverCpuSeconds = () => [serverPid, findDatabaseProcess(serverPid)].reduce<number>((sum, pid) => sum + (pid ? cpuSeconds(pid) : 0), 0);
  const context: BenchContext = {
    baseUrl,
    token: "",
    organizationId: "",
    dataDir,
    mode: env.DATABASE_URL ? "postgres" : "embedded",
    request,
    load: (options) => runLoad(baseUrl, context.token, options, serverCpuSeconds),
    report,
    serverCpuSeconds,
    serverMemoryMb: () => residentMb(serverPid),
    processTreeMemoryMb: () => processTree(server.pid!).reduce((sum, pid) => sum + residentMb(pid), 0),
    processTreeFootprint: () => treeFootprint(serverPid),
    processTreeRssMb: () => processTree(serverPid).reduce((sum, pid) => sum + residentMb(pid), 0),
    databaseMemoryMb: () => {
      const database = findDatabaseProcess(serverPid);
      return database ? residentMb(database) : 0;
    },
    settle: async (maxSeconds = 180) => {
      const started = performance.now();
      for (let before = serverCpuSeconds(); performance.now() - started < maxSeconds * 1000; ) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = serverCpuSeconds();
        if (now - before < 0.1) return true;
        before = now;
      }
      return false;
    },
  };
  const addAdmin = async () => {
    Object.assign(context, await createAdmin(baseUrl, env));
  };
  if (!options.withoutAdmin) await addAdmin();
  const stop = async () => {
    // npm, its shell and the server form one process group.
    process.kill(-server.pid!, "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return { context, startSeconds, addAdmin, stop };
}

/** A system administrator (by the operator CLI, as an operator would) and the organization it owns. */
async function createAdmin(baseUrl: string, env: NodeJS.ProcessEnv): Promise<{ token: string; organizationId: string }> {
  const admin = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create-user", "--email", `bench-${Date.now()}@example.test`, "--system-admin"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (admin.status !== 0) throw new Error(`admin CLI failed: ${admin.stderr}`);
  const { token } = JSON.parse(admin.stdout.trim().split("\n").at(-1)!) as { token: string };
  const response = await fetch(`${baseUrl}/api/v1/organization`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench", billing_email: "bench@example.test" }),
  });
  if (!response.ok) throw new Error(`creating the bench's organization answered ${response.status}: ${await response.text()}`);
  const { organization_id: organizationId } = (await response.json()) as { organization_id: string };
  return { token, organizationId };
}

/** The first process under `root` (itself included) whose command line matches. */
function findProcess(root: number, matches: (commandLine: string) => boolean, visited: number[] = []): number | undefined {
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    try {
      visited.push(pid);
      if (matches(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "))) return pid;
      queue.push(...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // The process ended meanwhile.
    }
  }
  return undefined;
}

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const found: number[] = [];
  findProcess(root, () => false, found);
  return found;
}

const findDatabaseProcess = (serverPid: number) => findProcess(serverPid, (commandLine) => commandLine.includes("embedded-database"));

/** CPU time a process has used, user and system: fields 14 and 15 of /proc/PID/stat, in ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: count from the parenthesis that closes it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process ended
  }
}

/** RSS and PSS of `root` and every process below it, from /proc/PID/smaps_rollup. */
function treeFootprint(root: number): TreeFootprint {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of processTree(root)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { rssMb: rssKb / 1024, pssMb: pssKb / 1024 };
}

function residentMb(pid: number): number {
  try {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return rss ? Number(rss) / 1024 : NaN;
  } catch {
    return 0; // the process ended
  }
}

async function runLoad(baseUrl: string, token: string, options: LoadOptions, serverCpuSeconds: () => number): Promise<LoadResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? token}`;
  if (options.body || options.requestBody) headers["content-type"] = "application/json";
  const { requestBody, expect } = options;
  const latencies: number[] = [];
  let unexpected = 0;
  const requestOptions: autocannon.Request = {};
  if (requestBody) requestOptions.setupRequest = (request: autocannon.Request) => ({ ...request, body: requestBody() });
  if (expect) {
    requestOptions.onResponse = (status, _body, _context, headers = {}) => {
      const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
      if (status !== expect.status || typeof contentType !== "string" || contentType.split(";")[0]!.trim() !== expect.contentType) unexpected++;
    };
  }
  const cpuBefore = serverCpuSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + options.path,
        method: (options.method ?? "GET") as "GET",
        body: options.body,
        headers,
        ...(requestBody || expect ? { requests: [requestOptions] } : {}),
        connections: options.connections,
        duration: options.durationSeconds ?? 8,
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    // autocannon's histogram has no 95th percentile (it jumps from p90 to p97.5): every
    // response's time is kept to take the percentiles exactly.
    instance.on("response", (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  });
  const serverCpuMsPerRequest = ((serverCpuSeconds() - cpuBefore) * 1000) / latencies.length;
  latencies.sort((a, b) => a - b);
  const percentile = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * fraction) - 1)] ?? NaN;
  return {
    requestsPerSecond: result.requests.average,
    latencyMedianMs: percentile(0.5),
    latencyP95Ms: percentile(0.95),
    latencyP99Ms: percentile(0.99),
    errors: result.errors,
    non2xx: result.non2xx,
    unexpected,
    serverCpuMsPerRequest,
  };
}
