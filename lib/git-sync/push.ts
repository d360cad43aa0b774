import { pushFastForward, writeTree, type GitRemote, type TreeFile } from "../backups/git";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { loadDraft, draftTree } from "./draft";
import { configFileName, directoryHash, directoryIcon, entryHash, writeLayout } from "./layout";
import { layoutFiles, loadItems } from "./pull";
import { blobOid, writeCommit, type Signature } from "./repository";
import type { SyncLink } from "./types";
import { productName } from "../product";

export interface PushChanges {
  added: string[];
  updated: string[];
  moved: { from: string; to: string }[];
  deleted: string[];
  authors: string[];
}

export type PushOutcome = { kind: "unchanged" } | { kind: "rejected" } | { kind: "pushed"; commit: string; changes: PushChanges };

export const committer: Signature = { name: productName, email: "git-sync@docs-platform.invalid" };

/**
 * Commits the dashboard's changes since the last sync as one commit on top of `head` (which
 * the draft was just reconciled with) and pushes it as a fast-forward. Only what changed is
 * rewritten: a page's file when the page, its path or its position changed, the configuration
 * file when a directory did; every other file keeps Git's bytes. The editors are the commit's
 * author and co-authors. "rejected" when the branch moved meanwhile: the caller pulls and tries again.
 */
export async function pushDraft(link: SyncLink, remote: GitRemote, gitdir: string, head: string | null): Promise<PushOutcome> {
  const [items, draft] = await Promise.all([loadItems(link.id), loadDraft(link.versionId)]);
  const itemByTarget = new Map(items.map((item) => [item.targetId, item]));
  const { nodes, config } = writeLayout(draftTree(draft), new Map(items.filter((item) => item.kind !== "config").map((item) => [item.targetId, item.path])));
  const { files, all } = await layoutFiles(gitdir, head, link.path);
  const entriesById = new Map(draft.entries.map((entry) => [entry.id, entry]));
  const sectionsById = new Map(draft.sections.map((section) => [section.id, section]));

  const hashOf = (id: string, kind: string) => {
    if (kind === "section") {
      const section = sectionsById.get(id)!;
      return directoryHash(section.title, section.icon);
    }
    const entry = entriesById.get(id)!;
    return entry.kind === "page" ? entryHash(entry) : directoryHash(entry.title, directoryIcon(entry.metadata));
  };
  const dirty = (node: (typeof nodes)[number]) => {
    const item = itemByTarget.get(node.id);
    return !item || item.path !== node.path || item.order !== node.order || item.entryHash !== hashOf(node.id, node.kind);
  };

  const wanted = new Map<string, TreeFile>();
  const written = new Map<string, Buffer>();
  for (const node of nodes) {
    if (node.kind !== "page") continue;
    const existing = files.get(node.path);
    if (existing && !dirty(node)) wanted.set(node.path, existing);
    else {
      wanted.set(node.path, node.file!);
      written.set(node.path, node.file!);
    }
  }
  const configDirty = nodes.some((node) => node.kind !== "page" && dirty(node));
  if (configDirty) {
    wanted.set(configFileName, config);
    written.set(configFileName, config);
  } else if (files.has(configFileName)) wanted.set(configFileName, files.get(configFileName)!);

  const oids = new Map<string, string>();
  for (const [path, file] of wanted) oids.set(path, Buffer.isBuffer(file) ? await blobOid(file) : file.oid);
  const changes: PushChanges = { added: [], updated: [], moved: [], deleted: [], authors: [] };
  const movedTo = new Map<string, string>();
  for (const node of nodes) {
    const previous = itemByTarget.get(node.id)?.path;
    if (node.kind === "page" && previous !== undefined && previous !== node.path && files.has(previous)) movedTo.set(previous, node.path);
  }
  for (const [path, oid] of oids) {
    const before = files.get(path);
    if ([...movedTo.values()].includes(path) && !before) continue;
    if (!before) changes.added.push(path);
    else if (before.oid !== oid) changes.updated.push(path);
  }
  for (const path of files.keys()) if (!wanted.has(path) && !movedTo.has(path)) changes.deleted.push(path);
  for (const [from, to] of movedTo) changes.moved.push({ from, to });

  const state = (): Prisma.GitSyncItemCreateManyInput[] => [
    ...nodes.map((node) => ({
      linkId: link.id,
      targetId: node.id,
      kind: node.kind,
      path: node.path,
      order: node.order,
      blobOid: node.kind === "page" ? oids.get(node.path)! : null,
      entryHash: hashOf(node.id, node.kind),
    })),
    ...(oids.has(configFileName) ? [{ linkId: link.id, targetId: `config:${link.id}`, kind: "config", path: configFileName, blobOid: oids.get(configFileName)! }] : []),
  ];
  const saveState = (commit: string | null) =>
    db.$transaction(async (tx) => {
      await tx.gitSyncItem.deleteMany({ where: { linkId: link.id } });
      await tx.gitSyncItem.createMany({ data: state() });
      await tx.gitSyncLink.update({ where: { id: link.id }, data: { lastSyncedCommit: commit ?? head, lastSyncedAt: new Date() } });
    });

  const nothingChanged = changes.added.length + changes.updated.length + changes.deleted.length + changes.moved.length === 0;
  if (nothingChanged) {
    await saveState(head);
    return { kind: "unchanged" };
  }

  const prefix = link.path ? `${link.path}/` : "";
  const tree = new Map<string, TreeFile>();
  for (const [path, ref] of all) {
    const relative = path.startsWith(prefix) ? path.slice(prefix.length) : null;
    if (relative !== null && files.has(relative)) continue;
    tree.set(path, ref);
  }
  for (const [path, file] of wanted) tree.set(`${prefix}${path}`, file);
  const authors = await editorsOf(nodes.filter((node) => node.kind === "page" && written.has(node.path)).map((node) => entriesById.get(node.id)!.updatedById));
  changes.authors = authors.map((author) => `${author.name} <${author.email}>`);
  const commit = await writeCommit(gitdir, {
    tree: await writeTree(gitdir, tree),
    parent: head,
    author: authors[0] ?? committer,
    committer,
    message: commitMessage(changes, authors, titlesByPath(nodes, entriesById)),
  });
  if (!(await pushFastForward(remote, gitdir, head, commit))) return { kind: "rejected" };
  await saveState(commit);
  return { kind: "pushed", commit, changes };
}

function titlesByPath(nodes: { id: string; kind: string; path: string }[], entries: Map<string, { title: string }>): Map<string, string> {
  return new Map(nodes.filter((node) => node.kind === "page").map((node) => [node.path, entries.get(node.id)!.title]));
}

async function editorsOf(userIds: (string | null)[]): Promise<Signature[]> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return [];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
  return ids.map((id) => users.find((user) => user.id === id)).filter((user) => user !== undefined).map((user) => ({ name: user.name ?? user.email, email: user.email }));
}

/** "Update Install guide" or "Update 3 pages", then the list, then co-authors. */
export function commitMessage(changes: PushChanges, authors: Signature[], titles: Map<string, string>): string {
  const pages = [...changes.added, ...changes.updated, ...changes.moved.map((move) => move.to)].filter((path) => path !== configFileName);
  const count = pages.length + changes.deleted.filter((path) => path !== configFileName).length;
  const subject =
    count === 1 && pages.length === 1
      ? `${changes.added.includes(pages[0]!) ? "Add" : "Update"} ${titles.get(pages[0]!) ?? pages[0]}`
      : count === 1
        ? `Delete ${changes.deleted.find((path) => path !== configFileName)}`
        : count === 0
          ? "Update the navigation"
          : `Update ${count} pages`;
  const lines = [
    ...changes.added.filter((path) => path !== configFileName).map((path) => `- Add ${titles.get(path) ?? path} (${path})`),
    ...changes.updated.filter((path) => path !== configFileName).map((path) => `- Update ${titles.get(path) ?? path} (${path})`),
    ...changes.moved.map((move) => `- Move ${titles.get(move.to) ?? move.to} (${move.from} → ${move.to})`),
    ...changes.deleted.filter((path) => path !== configFileName).map((path) => `- Delete ${path}`),
    ...(changes.added.includes(configFileName) || changes.updated.includes(configFileName) ? [`- Update section and folder titles, icons and order (${configFileName})`] : []),
  ];
  const trailers = authors.slice(1).map((author) => `Co-authored-by: ${author.name} <${author.email}>`);
  return [`${subject} from the dashboard`, "", ...lines, ...(trailers.length > 0 ? ["", ...trailers] : [])].join("\n") + "\n";
}
