"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { documentationApi, entryApi } from "./api-paths";
import { CheckboxField } from "./checkbox-field";
import { fetchEntry, type VersionedEntry } from "./entry-client";
import { IconField } from "./icon-field";
import { foldersOf, isWithin, placeNodes } from "./tree-model";
import type { DocumentationRef, EntryDocument, EntryMetadata, EntryNode } from "./types";

export interface TreeContext {
  documentation: DocumentationRef;
  versionId: string;
  sectionId: string;
  tree: EntryNode[];
}

/** A section's tree in the draft, or in a change request's branch. */
export const treeKey = (sectionId: string, changeRequestId?: string) => ["entry-tree", sectionId, changeRequestId ?? "draft"] as const;
export const entryKey = (entryId: string, changeRequestId?: string) => ["entry", entryId, changeRequestId ?? "draft"] as const;
const versionTagsKey = (context: TreeContext) => ["version-tags", context.documentation.documentationId, context.versionId] as const;

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

/**
 * An entry's title, address and what the published site does with it: its sidebar title and
 * icon, its description and tags (pages) and whether it is hidden from the navigation. The entry is read when the
 * dialog opens, so metadata the dialog does not show (source...) is sent back unchanged.
 */
export function EntrySettingsDialog({ context, node, trigger }: { context: TreeContext; node: EntryNode; trigger: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const path = `${entryApi(context.documentation, context.versionId, context.sectionId)}/${node.entry_id}`;
  const queryKey = ["entry-settings", node.entry_id, context.documentation.changeRequestId ?? "draft"];
  const loaded = useQuery({ queryKey, queryFn: () => fetchEntry(path), enabled: open, staleTime: Infinity });
  // Each opening reads the entry afresh: the form starts from what it holds now.
  const change = (next: boolean) => {
    if (next) queryClient.removeQueries({ queryKey, exact: true });
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} title={`Settings of ${node.title}`} trigger={trigger}>
      {loaded.data ? (
        <EntrySettingsForm context={context} path={path} entry={loaded.data.entry} onDone={() => change(false)} />
      ) : loaded.error ? (
        <FormError message={errorMessage(loaded.error)} />
      ) : (
        <p role="status" className="text-sm text-muted">
          Loading…
        </p>
      )}
    </Dialog>
  );
}

function EntrySettingsForm({ context, path, entry, onDone }: { context: TreeContext; path: string; entry: EntryDocument; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(entry.title);
  const [slug, setSlug] = useState(entry.slug);
  const [sidebarTitle, setSidebarTitle] = useState(entry.metadata.sidebar_title ?? "");
  const [icon, setIcon] = useState(entry.metadata.icon ?? "");
  const [description, setDescription] = useState(entry.metadata.description ?? "");
  const [tags, setTags] = useState((entry.metadata.tags ?? []).join(", "));
  const [hidden, setHidden] = useState(entry.metadata.hidden === true);
  const isPage = entry.kind === "page";
  const save = useApiMutation({
    mutate: () => {
      // Undefined keys are left out of the JSON: an emptied field removes its key.
      const metadata: EntryMetadata = {
        ...entry.metadata,
        sidebar_title: sidebarTitle.trim() || undefined,
        icon: icon.trim() || undefined,
        description: isPage ? description.trim() || undefined : entry.metadata.description,
        tags: isPage ? tagsOf(tags) : entry.metadata.tags,
        hidden: hidden || undefined,
      };
      return api.put<EntryDocument>(path, { title, ...(slug !== entry.slug ? { slug } : {}), metadata });
    },
    success: (saved) => `${saved.title} was saved.`,
    refresh: false,
    onSuccess: async (saved) => {
      queryClient.setQueryData(entryKey(saved.entry_id, context.documentation.changeRequestId), (current: VersionedEntry | undefined) =>
        current ? { entry: { ...current.entry, title: saved.title, slug: saved.slug, metadata: saved.metadata }, etag: `"${saved.revision}"` } : current,
      );
      await queryClient.invalidateQueries({ queryKey: treeKey(context.sectionId, context.documentation.changeRequestId) });
      await queryClient.invalidateQueries({ queryKey: versionTagsKey(context) });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <FormError message={save.error ? errorMessage(save.error) : null} />
      <InputField label="Title" required autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={300} />
      <InputField
        label="Address"
        required
        value={slug}
        onChange={(event) => setSlug(event.target.value.toLowerCase())}
        error={errors.slug}
        hint="The last part of the page's URL. After the next publish, readers of the old address are sent to the new one."
        autoComplete="off"
        spellCheck={false}
      />
      <InputField
        label="Sidebar title"
        value={sidebarTitle}
        onChange={(event) => setSidebarTitle(event.target.value)}
        error={errors["metadata.sidebar_title"]}
        hint="A shorter name for the site's navigation. Empty: the title."
        maxLength={100}
        autoComplete="off"
      />
      <IconField value={icon} onChange={setIcon} error={errors["metadata.icon"]} />
      {isPage && (
        <TextareaField
          label="Description"
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors["metadata.description"]}
          hint="Shown under the title and to search engines. Empty: the page's first paragraph."
          maxLength={500}
        />
      )}
      {isPage && (
        <div className="space-y-2">
          <InputField
            label="Tags"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            error={errors["metadata.tags"] ?? Object.entries(errors).find(([key]) => key.startsWith("metadata.tags."))?.[1]}
            hint="Separated by commas, e.g. setup, cli. Shown at the end of the page, each leading to the pages that share it."
            autoComplete="off"
          />
          <TagSuggestions context={context} typed={tags} onAdd={(tag) => setTags((current) => [...(tagsOf(current) ?? []), tag].join(", "))} />
        </div>
      )}
      <CheckboxField
        label="Hidden from the navigation"
        checked={hidden}
        onChange={(event) => setHidden(event.target.checked)}
        hint={`Left out of the sidebar, search, sitemap and llms.txt${isPage ? "" : " with everything in it"}; readers with its address still open it. For pages other pages include.`}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

/** Tags offered at most: the most used of the version's. */
const suggestedTags = 12;

/** The version's tags not typed yet, most used first: one click adds one, so pages share one spelling. */
function TagSuggestions({ context, typed, onAdd }: { context: TreeContext; typed: string; onAdd: (tag: string) => void }) {
  const used = useQuery({
    queryKey: versionTagsKey(context),
    queryFn: () => api.get<{ tag: string; pages: number }[]>(`${documentationApi(context.documentation)}/version/${context.versionId}/tags`),
    staleTime: 60_000,
  });
  const chosen = new Set((tagsOf(typed) ?? []).map((tag) => tag.toLowerCase()));
  const offered = (used.data ?? []).filter(({ tag }) => !chosen.has(tag.toLowerCase())).slice(0, suggestedTags);
  if (offered.length === 0) return null;
  return (
    <div role="group" aria-label="Tags used in this version" className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-muted">Used in this version:</span>
      {offered.map(({ tag, pages }) => (
        <button
          key={tag}
          type="button"
          onClick={() => onAdd(tag)}
          title={pages === 1 ? "On one page" : `On ${pages} pages`}
          className={cn("rounded-full border border-line px-2 py-0.5 text-secondary hover:border-accent hover:text-fg", focusRing)}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}

/** The tags typed, separated by commas, each once; undefined for none (the key is removed). */
function tagsOf(typed: string): string[] | undefined {
  const tags = [...new Set(typed.split(",").map((tag) => tag.trim()).filter(Boolean))];
  return tags.length > 0 ? tags : undefined;
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
