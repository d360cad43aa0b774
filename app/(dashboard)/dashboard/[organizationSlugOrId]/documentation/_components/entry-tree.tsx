"use client";

import { closestCenter, DndContext, useDroppable, type DragEndEvent, type DragOverEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronRight, FilePlus, FileText, Folder, FolderInput, FolderOpen, FolderPlus, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { entryApi } from "./api-paths";
import { CreateEntryDialog, EntrySettingsDialog, MoveEntryDialog, treeKey, type TreeContext } from "./entry-dialogs";
import { announcementsFor, dragInstructions, SortableRow, useDragSensors } from "./sortable";
import { countDescendants, firstPageOf, isWithin, placeNodes, type PlacedNode } from "./tree-model";
import type { EntryDocument, EntryNode, EntryTree, DocumentationRef, SectionItem } from "./types";

interface EntryTreePanelProps {
  documentation: DocumentationRef;
  versionId: string;
  section: SectionItem;
  selectedEntryId: string | null;
  onSelectEntry: (entryId: string | null) => void;
  canWrite: boolean;
}

const intoPrefix = "into:";

const headerIconButton = cn(
  "inline-flex size-7 items-center justify-center rounded-md text-soft hover:bg-muted hover:text-strong",
  focusRing,
);

/** The section's pages and folders. Drag (or Space and arrows on a handle) to reorder, or onto a folder to move into it. */
export function EntryTreePanel({ documentation, versionId, section, selectedEntryId, onSelectEntry, canWrite }: EntryTreePanelProps) {
  const queryClient = useQueryClient();
  const sensors = useDragSensors();
  const path = entryApi(documentation, versionId, section.section_id);
  const tree = useQuery({ queryKey: treeKey(section.section_id, documentation.changeRequestId), queryFn: () => api.get<EntryTree>(`${path}/tree`) });
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [overId, setOverId] = useState<string | null>(null);
  const children = tree.data?.children ?? [];
  const placed = placeNodes(children);
  const context: TreeContext = { documentation, versionId, sectionId: section.section_id, tree: children };
  // A section opens on its first page, as its readers meet it, once its pages have loaded; after
  // that (a page deleted, say) nothing opens by itself. The panel is mounted anew for each section.
  const openedFirst = useRef(false);
  const firstPageId = tree.data ? (firstPageOf(tree.data.children)?.entry_id ?? null) : undefined;
  useEffect(() => {
    if (firstPageId === undefined || openedFirst.current) return;
    openedFirst.current = true;
    if (selectedEntryId === null && firstPageId !== null) onSelectEntry(firstPageId);
  }, [firstPageId, selectedEntryId, onSelectEntry]);
  const titleOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(intoPrefix)) return `the empty folder ${placed.get(key.slice(intoPrefix.length))?.node.title ?? ""}`;
    return placed.get(key)?.node.title ?? "entry";
  };

  /** What dropping `activeId` on `targetId` does: reorder among siblings, or move elsewhere. */
  function dropPlan(activeId: string, targetId: string): { reorder: EntryNode[] } | { move: { parent_id: string | null; order?: number }; into?: string } | null {
    const moving = placed.get(activeId);
    if (!moving || activeId === targetId) return null;
    if (targetId.startsWith(intoPrefix)) {
      const folderId = targetId.slice(intoPrefix.length);
      return isWithin(placed, folderId, activeId) ? null : { move: { parent_id: folderId }, into: folderId };
    }
    const target = placed.get(targetId);
    if (!target) return null;
    if (target.parentId === moving.parentId) return { reorder: arrayMove(moving.siblings, moving.index, target.index) };
    if (target.node.kind === "folder" && !isWithin(placed, target.node.entry_id, activeId)) return { move: { parent_id: target.node.entry_id }, into: target.node.entry_id };
    if (isWithin(placed, target.parentId, activeId)) return null;
    return { move: { parent_id: target.parentId, order: target.index } };
  }

  async function onDragEnd({ active, over }: DragEndEvent) {
    setOverId(null);
    if (!over) return;
    const plan = dropPlan(String(active.id), String(over.id));
    if (!plan) return;
    try {
      if ("reorder" in plan) {
        const ids = plan.reorder.map((node) => node.entry_id);
        queryClient.setQueryData<EntryTree>(treeKey(section.section_id, documentation.changeRequestId), (current) => (current ? { ...current, children: reorderIn(current.children, ids) } : current));
        await api.post(`${path}/reorder`, { entry_ids: ids });
      } else {
        await api.post(`${path}/${active.id}/move`, plan.move);
        if (plan.into) setCollapsed((current) => new Set([...current].filter((id) => id !== plan.into)));
        toast.success(`${titleOf(active.id)} was moved.`);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: treeKey(section.section_id, documentation.changeRequestId) });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    const plan = over ? dropPlan(String(active.id), String(over.id)) : null;
    setOverId(plan && "move" in plan && plan.into ? plan.into : null);
  }

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="entries-heading" className="rounded-lg border border-line bg-panel shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 id="entries-heading" className="min-w-0 truncate text-xs font-semibold uppercase tracking-wide text-muted">
          <span className="sr-only">Pages of </span>
          {section.title}
        </h2>
        {canWrite && (
          <div className="flex shrink-0 gap-0.5">
            <CreateEntryDialog
              context={context}
              kind="page"
              onCreated={(entry) => onSelectEntry(entry.entry_id)}
              trigger={
                <button type="button" className={headerIconButton} aria-label="New page" title="New page">
                  <FilePlus className="size-4" aria-hidden />
                </button>
              }
            />
            <CreateEntryDialog
              context={context}
              kind="folder"
              onCreated={() => undefined}
              trigger={
                <button type="button" className={headerIconButton} aria-label="New folder" title="New folder">
                  <FolderPlus className="size-4" aria-hidden />
                </button>
              }
            />
          </div>
        )}
      </div>
      {tree.isPending ? (
        <div role="status" className="space-y-2 p-3" aria-label="Loading pages">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-6 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : tree.isError ? (
        <div role="alert" className="space-y-2 p-3 text-sm text-danger-strong">
          <p>{errorMessage(tree.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => tree.refetch()}>
            Try again
          </Button>
        </div>
      ) : children.length === 0 ? (
        <div className="space-y-3 px-3 py-6 text-center text-sm text-muted">
          <p>{canWrite ? "No pages yet. Add a page to start writing." : "This section has no pages."}</p>
          {canWrite && (
            <CreateEntryDialog
              context={context}
              kind="page"
              onCreated={(entry) => onSelectEntry(entry.entry_id)}
              trigger={
                <Button variant="secondary" size="sm">
                  <FilePlus className="size-4" aria-hidden />
                  Add a page
                </Button>
              }
            />
          )}
        </div>
      ) : (
        <DndContext
          id="entry-tree-order"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setOverId(null)}
          accessibility={{ announcements: announcementsFor(titleOf), screenReaderInstructions: { draggable: dragInstructions } }}
        >
          <EntryList
            nodes={children}
            depth={0}
            placed={placed}
            context={context}
            collapsed={collapsed}
            onToggle={toggle}
            overId={overId}
            selectedEntryId={selectedEntryId}
            onSelectEntry={onSelectEntry}
            canWrite={canWrite}
          />
        </DndContext>
      )}
    </section>
  );
}

/** The tree with one parent's children put in the given order. */
function reorderIn(nodes: EntryNode[], ids: string[]): EntryNode[] {
  if (nodes.some((node) => node.entry_id === ids[0])) {
    return ids.map((id, order) => ({ ...nodes.find((node) => node.entry_id === id)!, order }));
  }
  return nodes.map((node) => ({ ...node, children: reorderIn(node.children, ids) }));
}

interface ListProps {
  depth: number;
  placed: Map<string, PlacedNode>;
  context: TreeContext;
  collapsed: Set<string>;
  onToggle: (id: string) => void;
  overId: string | null;
  selectedEntryId: string | null;
  onSelectEntry: (entryId: string | null) => void;
  canWrite: boolean;
}

function EntryList({ nodes, ...props }: ListProps & { nodes: EntryNode[] }) {
  return (
    <SortableContext items={nodes.map((node) => node.entry_id)} strategy={verticalListSortingStrategy}>
      <ul className={cn("space-y-0.5", props.depth === 0 ? "p-1.5" : "ml-4 border-l border-line pl-1")}>
        {nodes.map((node) => (
          <li key={node.entry_id}>
            <EntryRow node={node} {...props} />
            {node.kind === "folder" &&
              !props.collapsed.has(node.entry_id) &&
              (node.children.length > 0 ? (
                <EntryList nodes={node.children} {...props} depth={props.depth + 1} />
              ) : (
                <EmptyFolderDrop folderId={node.entry_id} active={props.overId === node.entry_id} canWrite={props.canWrite} />
              ))}
          </li>
        ))}
      </ul>
    </SortableContext>
  );
}

function EmptyFolderDrop({ folderId, active, canWrite }: { folderId: string; active: boolean; canWrite: boolean }) {
  const { setNodeRef } = useDroppable({ id: `${intoPrefix}${folderId}`, disabled: !canWrite });
  return (
    <p
      ref={setNodeRef}
      className={cn(
        "ml-4 border-l border-line py-1 pl-6 text-xs italic text-faint",
        active && "rounded-md bg-accent-selected text-accent-strong",
      )}
    >
      Empty folder
    </p>
  );
}

function EntryRow({ node, placed, context, collapsed, onToggle, overId, selectedEntryId, onSelectEntry, canWrite }: ListProps & { node: EntryNode }) {
  const queryClient = useQueryClient();
  const isFolder = node.kind === "folder";
  const open = isFolder && !collapsed.has(node.entry_id);
  const selected = node.entry_id === selectedEntryId;
  const inside = countDescendants(node);
  const remove = useApiMutation({
    mutate: () => api.delete(`${entryApi(context.documentation, context.versionId, context.sectionId)}/${node.entry_id}`),
    success: `${node.title} was deleted.`,
    refresh: false,
    onSuccess: async () => {
      if (selectedEntryId && isWithin(placed, selectedEntryId, node.entry_id)) onSelectEntry(null);
      await queryClient.invalidateQueries({ queryKey: treeKey(context.sectionId, context.documentation.changeRequestId) });
    },
  });
  const Icon = isFolder ? (open ? FolderOpen : Folder) : FileText;
  const iconButton = cn("rounded p-1 text-muted hover:bg-line-strong hover:text-fg", focusRing);
  return (
    <SortableRow id={node.entry_id} label={node.title} disabled={!canWrite} dropTarget={overId === node.entry_id}>
      {(handle) => (
        <div
          className={cn(
            "group flex items-center gap-0.5 rounded-md pl-1 pr-1",
            selected ? "bg-accent-selected text-accent-ink" : "hover:bg-hover",
          )}
        >
          {handle}
          {isFolder ? (
            <button type="button" onClick={() => onToggle(node.entry_id)} aria-expanded={open} aria-label={`${open ? "Collapse" : "Expand"} ${node.title}`} className={cn("rounded p-0.5 text-zinc-400", focusRing)}>
              <ChevronRight className={cn("size-3.5 transition-transform", open && "rotate-90")} aria-hidden />
            </button>
          ) : (
            <span className="w-[1.125rem] shrink-0" aria-hidden />
          )}
          <button
            type="button"
            onClick={() => (isFolder ? onToggle(node.entry_id) : onSelectEntry(node.entry_id))}
            aria-current={selected ? "page" : undefined}
            className={cn("flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-1.5 text-left text-sm", focusRing)}
          >
            <Icon className={cn("size-4 shrink-0", selected ? "text-accent" : "text-zinc-400")} aria-hidden />
            <span className={cn("truncate", node.hidden && "text-muted line-through decoration-zinc-300")}>{node.title}</span>
          </button>
          {canWrite && (
            <span className="flex shrink-0 items-center opacity-0 transition-opacity focus-within:opacity-100 group-hover:opacity-100">
              {isFolder && (
                <CreateEntryDialog
                  context={context}
                  kind="page"
                  parentId={node.entry_id}
                  onCreated={(entry: EntryDocument) => onSelectEntry(entry.entry_id)}
                  trigger={
                    <button type="button" aria-label={`New page in ${node.title}`} className={iconButton}>
                      <FilePlus className="size-3.5" aria-hidden />
                    </button>
                  }
                />
              )}
              <EntrySettingsDialog
                context={context}
                node={node}
                trigger={
                  <button type="button" aria-label={`Settings of ${node.title}`} className={iconButton}>
                    <Pencil className="size-3.5" aria-hidden />
                  </button>
                }
              />
              <MoveEntryDialog
                context={context}
                node={node}
                parentId={placed.get(node.entry_id)?.parentId ?? null}
                trigger={
                  <button type="button" aria-label={`Move ${node.title} to a folder`} className={iconButton}>
                    <FolderInput className="size-3.5" aria-hidden />
                  </button>
                }
              />
              <ConfirmDialog
                title={`Delete ${node.title}?`}
                description={isFolder && inside > 0 ? `The folder and the ${inside} ${inside === 1 ? "entry" : "entries"} inside it are deleted. This cannot be undone.` : "This cannot be undone."}
                confirmLabel={isFolder ? "Delete folder" : "Delete page"}
                onConfirm={() => remove.mutateAsync()}
                pending={remove.isPending}
                error={remove.error ? errorMessage(remove.error) : null}
                trigger={
                  <button type="button" aria-label={`Delete ${node.title}`} className={cn(iconButton, "hover:bg-danger-hover hover:text-danger-strong")}>
                    <Trash2 className="size-3.5" aria-hidden />
                  </button>
                }
              />
            </span>
          )}
        </div>
      )}
    </SortableRow>
  );
}
