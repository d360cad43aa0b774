import path from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import { invalidInput } from "../errors";

/** Where a backup goes: an HTTP(S) remote, or (where configuration allows) a repository on disk. */
export type RepositoryTarget = { kind: "http"; url: string } | { kind: "local"; gitdir: string };

/**
 * `BACKUP_ALLOW_LOCAL_REPOSITORIES=true` also accepts local paths, `file://` URLs and plain
 * `http://` to loopback addresses (development and tests). Otherwise only `https://` to a
 * public host is accepted.
 */
export const localRepositoriesAllowed = () => ["1", "true", "yes"].includes((process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES ?? "").toLowerCase());

const refuse = (message: string) => invalidInput(message, [{ path: "body.repository_url", message }]);

export function parseRepositoryUrl(value: string): RepositoryTarget {
  if (value.startsWith("/") || value.startsWith("file://")) {
    if (!localRepositoriesAllowed()) throw refuse("Local repositories are not allowed on this server; use an https:// URL.");
    const gitdir = value.startsWith("file://") ? fileURLToPath(value) : value;
    return { kind: "local", gitdir: path.resolve(gitdir) };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("Not a URL: use https://host/owner/repository.git.");
  }
  if (url.username || url.password) throw refuse("Put credentials in `token`, not in the URL.");
  if (url.search || url.hash) throw refuse("A repository URL has no query or fragment.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = ipaddr.isValid(host) ? ipaddr.process(host) : null;
  const loopback = host === "localhost" || literal?.range() === "loopback";
  if (url.protocol === "http:" && !(loopback && localRepositoriesAllowed())) throw refuse("Use an https:// URL.");
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("Use an https:// URL.");
  if (!localRepositoriesAllowed() && (loopback || (literal && literal.range() !== "unicast"))) {
    throw refuse("The repository must be on a public host.");
  }
  return { kind: "http", url: url.toString() };
}
