import { db } from "../db";
import { entryStatement } from "./recorder";
import { runInAuditScope, type AuditScope } from "./scope";

/**
 * Runs an audited request's or job's handler in its scope. A success that changed nothing in
 * this database (its effect lies elsewhere: an AI answer, bytes in blob storage, a push sent)
 * is recorded once it has succeeded; one that changed data was recorded with the change.
 */
export async function runRecorded<T>(scope: AuditScope, work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  const result = await runInAuditScope(scope, work);
  if (scope.state === "pending" && succeeded(result)) {
    const { sql, values } = entryStatement(scope);
    await db.$executeRawUnsafe(sql, ...values);
    scope.state = "recorded";
  }
  return result;
}
