import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "../config";

/**
 * PGlite is single-process: whoever opens the embedded database records itself in
 * `<data dir>/owner.json`. A running app also records its control port and secret, so the
 * admin CLI can ask it instead of opening the files (lib/control).
 */
export interface Owner {
  pid: number;
  control?: { port: number; secret: string };
}

const ownerFile = () => path.join(dataDir, "owner.json");

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process that holds the embedded database, other than this one. */
export function currentOwner(): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(), "utf8")) as Owner;
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

export function claimEmbeddedDatabase(): void {
  const owner = currentOwner();
  if (owner) {
    throw new Error(
      `The embedded database in ${dataDir} is open in process ${owner.pid}. Stop it, or use DATABASE_URL for several processes.`,
    );
  }
  writeFileSync(ownerFile(), JSON.stringify({ pid: process.pid } satisfies Owner), { mode: 0o600 });
  process.once("exit", releaseEmbeddedDatabase);
}

export function announceControl(control: NonNullable<Owner["control"]>): void {
  writeFileSync(ownerFile(), JSON.stringify({ pid: process.pid, control } satisfies Owner), { mode: 0o600 });
}

export function releaseEmbeddedDatabase(): void {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(), "utf8")) as Owner;
    if (owner.pid === process.pid) rmSync(ownerFile(), { force: true });
  } catch {
    // Nothing recorded: nothing to release.
  }
}
