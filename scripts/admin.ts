/**
 * Operator CLI.
 *   npm run admin -- create-user --email E [--password P] [--name N] [--system-admin]
 *   npm run admin -- create-token --email E
 *   npm run admin -- outbox [--email E] [--limit N]   the newest mails sent or, without SMTP, logged
 * Prints one JSON line. With the embedded database, a running app is asked over its
 * loopback control channel, so the database files are never opened by two processes.
 */
import { parseArgs } from "node:util";

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    "system-admin": { type: "boolean", default: false },
    limit: { type: "string" },
  },
});
const args = { email: values.email, password: values.password, name: values.name, systemAdmin: values["system-admin"], limit: values.limit };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!command || !["create-user", "create-token", "outbox"].includes(command)) {
  fail("usage: npm run admin -- create-user --email E [--password P] [--system-admin] | create-token --email E | outbox [--email E] [--limit N]");
}
if (!args.email && command !== "outbox") fail("--email is required");

async function viaRunningApp(): Promise<unknown | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const { currentOwner } = await import("../lib/db/ownership");
  const owner = currentOwner();
  if (!owner) return undefined;
  if (!owner.control) fail(`The embedded database is open in process ${owner.pid}, which offers no control channel.`);
  const response = await fetch(`http://127.0.0.1:${owner.control.port}/`, {
    method: "POST",
    headers: { "x-control-secret": owner.control.secret, "content-type": "application/json" },
    body: JSON.stringify({ command, args }),
  });
  const body = (await response.json()) as { error?: string };
  if (!response.ok) fail(body.error ?? `the app answered ${response.status}`);
  return body;
}

const remote = await viaRunningApp();
if (remote !== undefined) {
  console.log(JSON.stringify(remote));
  process.exit(0);
}
process.env.LOG_LEVEL ??= "silent";
const { adminCommands } = await import("../lib/admin/commands");
try {
  const result = await adminCommands[command as keyof typeof adminCommands](args);
  console.log(JSON.stringify(result));
  process.exit(0);
} catch (error) {
  fail((error as Error).message);
}
