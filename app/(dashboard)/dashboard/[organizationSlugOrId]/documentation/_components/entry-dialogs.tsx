"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { entryApi } from "./api-paths";
import type { VersionedEntry } from "./entry-client";
import { foldersOf, isWithin, placeNodes } from "./tree-model";
import type { EntryDocument, EntryNode, DocumentationRef } from "./types";

export interface TreeContext {
  documentation: DocumentationRef;
  versionId: string;
  sectionId: string;
  tree: EntryNode[];
}

/** A section's tree in the draft, or in a change request's branch. */
export const treeKey = (sectionId: string, changeRequestId?: string) => ["entry-tree", sectionId, changeRequestId ?? "draft"] as const;
export const entryKey = (entryId: string, changeRequestId?: string) => ["entry", entryId, changeRequestId ?? "draft"] as const;

function folderOptions(tree: EntryNode[], exclude?: string) {
  const placed = placeNodes(tree);
  return [
    { value: "", label: "Top level of the section" },
    ...foldersOf(tree)
      .filter(({ node }) => !exclude || !isWithin(placed, node.entry_id, exclude))
      .map(({ node, depth }) => ({ value: node.entry_id, label: `${"— ".repeat(depth)}${node.title}` })),
  ];
}

/** Creates a page or folder, at the top level or in a folder. */
export function CreateEntryDialog({
  context,
  kind: initialKind,
  parentId: initialParent = null,
  trigger,
  onCreated,
}: {
  context: TreeContext;
  kind: "page" | "folder";
  parentId?: string | null;
  trigger: ReactNode;
  onCreated: (entry: EntryDocument) => void;
}) {
  const queryClient = useQueryClient();
  const kindName = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState(initialKind);
  const [title, setTitle] = useState("");
  const [parentId, setParentId] = useState(initialParent ?? "");
  const create = useApiMutation({
    mutate: () =>
      api.post<EntryDocument>(entryApi(context.documentation, context.versionId, context.sectionId), {
        kind,
        title,
        parent_id: parentId || null,
        ...(kind === "page" ? { content: `# ${title.trim()}\n\n` } : {}),
      }),
    success: (entry) => `${entry.title} was created.`,
    refresh: false,
    onSuccess: async (entry) => {
      await queryClient.invalidateQueries({ queryKey: treeKey(context.sectionId, context.documentation.changeRequestId) });
      change(false);
      onCreated(entry);
    },
  });
  const errors = fieldErrorsOf(create.error);
  function change(next: boolean) {
    setOpen(next);
    if (next) {
      setKind(initialKind);
      setTitle("");
      setParentId(initialParent ?? "");
    } else create.reset();
  }
  return (
    <Dialog open={open} onOpenChange={change} title={kind === "page" ? "New page" : "New folder"} description="Folders group pages in the navigation; pages hold the content." trigger={trigger}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <FormError message={create.error ? errorMessage(create.error) : null} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-label">Type</legend>
          <div className="flex gap-2">
            {(["page", "folder"] as const).map((option) => (
              <label
                key={option}
                className={cn(
                  "flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500",
                  kind === option ? "border-indigo-500 bg-indigo-50 dark:bg-indigo-950/50" : "border-control",
                )}
              >
                <input type="radio" name={kindName} value={option} checked={kind === option} onChange={() => setKind(option)} className="accent-indigo-600" />
                {option === "page" ? "Page" : "Folder"}
              </label>
            ))}
          </div>
        </fieldset>
        <InputField label="Title" required autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={300} />
        <SelectField label="Location" value={parentId} onChange={(event) => setParentId(event.target.value)} error={errors.parent_id} options={folderOptions(context.tree)} />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {kind === "page" ? "Create page" : "Create folder"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Renames an entry (title and address). */
export function RenameEntryDialog({ context, node, trigger }: { context: TreeContext; node: EntryNode; trigger: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(node.title);
  const [slug, setSlug] = useState(node.slug);
  const rename = useApiMutation({
    mutate: () =>
      api.put<EntryDocument>(`${entryApi(context.documentation, context.versionId, context.sectionId)}/${node.entry_id}`, {
        title,
        ...(slug !== node.slug ? { slug } : {}),
      }),
    success: (entry) => `Renamed to ${entry.title}.`,
    refresh: false,
    onSuccess: async (entry) => {
      queryClient.setQueryData(entryKey(entry.entry_id, context.documentation.changeRequestId), (current: VersionedEntry | undefined) =>
        current ? { entry: { ...current.entry, title: entry.title, slug: entry.slug }, etag: `"${entry.revision}"` } : current,
      );
      await queryClient.invalidateQueries({ queryKey: treeKey(context.sectionId, context.documentation.changeRequestId) });
      change(false);
    },
  });
  const errors = fieldErrorsOf(rename.error);
  function change(next: boolean) {
    setOpen(next);
    if (next) {
      setTitle(node.title);
      setSlug(node.slug);
    } else rename.reset();
  }
  return (
    <Dialog open={open} onOpenChange={change} title={`Rename ${node.title}`} trigger={trigger}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate();
        }}
      >
        <FormError message={rename.error ? errorMessage(rename.error) : null} />
        <InputField label="Title" required autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={300} />
        <InputField
          label="Address"
          required
          value={slug}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          error={errors.slug}
          hint="The last part of the page's URL. Links to the old address stop working."
          autoComplete="off"
          spellCheck={false}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Moves an entry (with what it holds) into a folder or to the top level, for keyboard users and precise moves. */
export function MoveEntryDialog({ context, node, parentId, trigger }: { context: TreeContext; node: EntryNode; parentId: string | null; trigger: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(parentId ?? "");
  const move = useApiMutation({
    mutate: () => api.post(`${entryApi(context.documentation, context.versionId, context.sectionId)}/${node.entry_id}/move`, { parent_id: target || null }),
    success: `${node.title} was moved.`,
    refresh: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: treeKey(context.sectionId, context.documentation.changeRequestId) });
      change(false);
    },
  });
  function change(next: boolean) {
    setOpen(next);
    if (next) setTarget(parentId ?? "");
    else move.reset();
  }
  return (
    <Dialog open={open} onOpenChange={change} title={`Move ${node.title}`} description="It moves with everything inside it and goes last in its new place." trigger={trigger}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <FormError message={move.error ? errorMessage(move.error) : null} />
        <SelectField label="Move to" value={target} onChange={(event) => setTarget(event.target.value)} options={folderOptions(context.tree, node.entry_id)} />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending} disabled={target === (parentId ?? "")}>
            Move
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
