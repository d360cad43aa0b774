import { AsyncLocalStorage } from "node:async_hooks";
import { sign } from "../secrets";

export type ActorType = "user" | "token" | "job" | "internal";

/**
 * What the audit entry of one state-changing request or job will say. The route wrapper and
 * the job runner open a scope around their handler; the database adapter (lib/audit/recorder.ts)
 * writes the entry in the transaction of the first change made inside it.
 */
export interface AuditScope {
  organizationId: string | null;
  actorType: ActorType;
  actorId: string;
  actorUserId: string | null;
  action: string;
  route: string | null;
  /** What the change was, in words (the route's or the job's summary). */
  summary: string | null;
  /** Named ids: the path's parameters, then the rows the change created. */
  targets: Record<string, string>;
  requestId: string;
  /** Kept in memory only: the entry stores its keyed hash. */
  clientAddress: string | null;
  /**
   * `pending` until a transaction holding the entry is about to commit (`claimed`), then
   * `recorded`; a commit that fails gives the entry back to the next change.
   */
  state: "pending" | "claimed" | "recorded";
  /** Cleared when the handler ends: a write it left running is no longer its change. */
  open: boolean;
}

// On globalThis: Next bundles each route separately, and the one database client reads the
// scope that any route bundle opened.
const storage: AsyncLocalStorage<AuditScope | null> = ((globalThis as { [key: symbol]: AsyncLocalStorage<AuditScope | null> })[
  Symbol.for("docs-platform.audit-scope")
] ??= new AsyncLocalStorage<AuditScope | null>());

/** Runs `work` as the audited request or job described by `scope`. */
export async function runInAuditScope<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  try {
    return await storage.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/**
 * Runs `work` as part of no audited action: bookkeeping, or a job a request starts in this
 * process. Awaited inside, because a Prisma query runs only once awaited.
 */
export function outsideAuditScope<T>(work: () => PromiseLike<T> | T): Promise<T> {
  return storage.run(null, async () => await work());
}

/** The scope whose entry is still to be written, if the caller is inside one. */
export function pendingAuditScope(): AuditScope | null {
  const scope = storage.getStore();
  return scope && scope.open && scope.state === "pending" ? scope : null;
}

/**
 * The client address as an entry keeps it: an HMAC under a key derived from the app secret,
 * per organization, so entries of one address can be matched within an organization's log but
 * the address cannot be recovered from it (not even by trying every IPv4 address without the
 * secret), nor followed from one organization to another.
 */
export function clientAddressHash(organizationId: string | null, address: string | null): string | null {
  return address ? sign("audit-client-address", `${organizationId ?? ""}\n${address}`).slice(0, 22) : null;
}
