import { db } from "../db";

/** Where a reader edits a synced page's file, and the forge's name for the link's text. */
export interface SourceEditLink {
  url: string;
  forge: "GitHub" | "GitLab" | "Bitbucket";
}

/** The forges whose edit addresses we know, by host: their public hosts, and self-hosted ones named after them. */
function forgeOf(host: string): SourceEditLink["forge"] | null {
  if (host === "github.com" || host.startsWith("github.")) return "GitHub";
  if (host === "gitlab.com" || host.startsWith("gitlab.")) return "GitLab";
  if (host === "bitbucket.org") return "Bitbucket";
  return null;
}

/**
 * The forge's page for editing `filePath` on `branch` of the repository at `repositoryUrl`
 * (https, as Git sync takes it), or null for an address or forge we cannot build it for.
 */
export function sourceEditLink(repositoryUrl: string, branch: string, filePath: string): SourceEditLink | null {
  let url: URL;
  try {
    url = new URL(repositoryUrl);
  } catch {
    return null;
  }
  const forge = url.protocol === "https:" ? forgeOf(url.hostname.toLowerCase()) : null;
  const repository = url.pathname.replace(/\/+$/, "").replace(/\.git$/, "");
  if (!forge || repository.split("/").filter(Boolean).length < 2) return null;
  // Credentials in the address stay out of a link readers see.
  const base = `https://${url.host}${repository}`;
  const ref = branch.split("/").map(encodeURIComponent).join("/");
  const file = filePath.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  const edit = { GitHub: `${base}/edit/${ref}/${file}`, GitLab: `${base}/-/edit/${ref}/${file}`, Bitbucket: `${base}/src/${ref}/${file}?mode=edit` }[forge];
  return { url: edit, forge };
}

/**
 * The edit link of a page synced with Git: the file the version's last sync wrote or read for
 * it, on the linked branch. Null for a version without Git sync or a page not synced yet.
 */
export async function syncedPageEditLink(versionId: string, entryId: string): Promise<SourceEditLink | null> {
  const link = await db.gitSyncLink.findUnique({
    where: { versionId },
    select: { repositoryUrl: true, branch: true, path: true, items: { where: { targetId: entryId, kind: "page" }, select: { path: true } } },
  });
  const file = link?.items[0]?.path;
  return link && file ? sourceEditLink(link.repositoryUrl, link.branch, [link.path, file].filter(Boolean).join("/")) : null;
}
