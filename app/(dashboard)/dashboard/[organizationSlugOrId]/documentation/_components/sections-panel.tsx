"use client";

import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { sectionApi, versionApi } from "./api-paths";
import { SectionDialog } from "./section-dialog";
import { announcementsFor, dragInstructions, SortableRow, useDragSensors } from "./sortable";
import type { DocumentationRef, SectionItem } from "./types";

interface SectionsPanelProps {
  documentation: DocumentationRef;
  versionId: string;
  sections: SectionItem[];
  selectedId: string | null;
  onSelect: (sectionId: string) => void;
  canWrite: boolean;
}

const byOrder = (a: SectionItem, b: SectionItem) => a.order - b.order;

/** The version's sections, nested; drag (or Space and arrows on the handle) to reorder siblings. */
export function SectionsPanel({ documentation, versionId, sections, selectedId, onSelect, canWrite }: SectionsPanelProps) {
  const router = useRouter();
  const sensors = useDragSensors();
  // Shown until the refreshed sections arrive from the server.
  const [optimistic, setOptimistic] = useState<{ base: SectionItem[]; list: SectionItem[] } | null>(null);
  const shown = optimistic?.base === sections ? optimistic.list : sections;
  const titleOf = (id: string | number) => shown.find((section) => section.section_id === id)?.title ?? "section";

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const moving = shown.find((section) => section.section_id === active.id);
    const target = shown.find((section) => section.section_id === over.id);
    if (!moving || !target || moving.parent_id !== target.parent_id) {
      toast.info("Sections are reordered among their siblings. To nest a section elsewhere, edit it and choose where it is nested.");
      return;
    }
    const siblings = shown.filter((section) => section.parent_id === moving.parent_id).sort(byOrder);
    const reordered = arrayMove(siblings, siblings.indexOf(moving), siblings.indexOf(target));
    const orderOf = new Map(reordered.map((section, index) => [section.section_id, index]));
    setOptimistic({ base: sections, list: shown.map((section) => (orderOf.has(section.section_id) ? { ...section, order: orderOf.get(section.section_id)! } : section)) });
    try {
      await api.post(`${versionApi(documentation, versionId)}/section/reorder`, { section_ids: reordered.map((section) => section.section_id) });
      router.refresh();
    } catch (error) {
      setOptimistic(null);
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="sections-heading" className="rounded-lg border border-line bg-panel shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 id="sections-heading" className="text-xs font-semibold uppercase tracking-wide text-muted">
          Sections
        </h2>
        {canWrite && (
          <SectionDialog
            documentation={documentation}
            versionId={versionId}
            sections={shown}
            onCreated={(section) => onSelect(section.section_id)}
            trigger={
              <Button variant="ghost" size="sm" className="h-7 px-2">
                <Plus className="size-4" aria-hidden />
                New section
              </Button>
            }
          />
        )}
      </div>
      {shown.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted">{canWrite ? "No sections yet. Create one to start adding pages." : "This version has no sections."}</p>
      ) : (
        <DndContext id="sections-order" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcementsFor((id) => titleOf(id)), screenReaderInstructions: { draggable: dragInstructions } }}>
          <SectionList documentation={documentation} versionId={versionId} sections={shown} parentId={null} depth={0} selectedId={selectedId} onSelect={onSelect} canWrite={canWrite} />
        </DndContext>
      )}
    </section>
  );
}

function SectionList({ sections, parentId, depth, ...props }: Omit<SectionsPanelProps, "sections"> & { sections: SectionItem[]; parentId: string | null; depth: number }) {
  const children = sections.filter((section) => section.parent_id === parentId).sort(byOrder);
  if (children.length === 0) return null;
  return (
    <SortableContext items={children.map((section) => section.section_id)} strategy={verticalListSortingStrategy}>
      <ul className={cn("space-y-0.5", depth === 0 ? "p-1.5" : "ml-4 border-l border-line pl-1")}>
        {children.map((section) => (
          <li key={section.section_id}>
            <SectionRow section={section} sections={sections} {...props} />
            <SectionList sections={sections} parentId={section.section_id} depth={depth + 1} {...props} />
          </li>
        ))}
      </ul>
    </SortableContext>
  );
}

function SectionRow({ documentation, versionId, section, sections, selectedId, onSelect, canWrite }: Omit<SectionsPanelProps, "sections"> & { section: SectionItem; sections: SectionItem[] }) {
  const selected = section.section_id === selectedId;
  const remove = useApiMutation({
    mutate: () => api.delete(sectionApi(documentation, versionId, section.section_id)),
    success: `${section.title} was deleted.`,
  });
  const nested = sections.filter((candidate) => candidate.parent_id === section.section_id).length;
  return (
    <SortableRow id={section.section_id} label={section.title} disabled={!canWrite}>
      {(handle) => (
        <div
          className={cn(
            "group flex items-center gap-1 rounded-md pl-1 pr-1",
            selected ? "bg-accent-selected text-accent-ink" : "hover:bg-hover",
          )}
        >
          {handle}
          <button
            type="button"
            onClick={() => onSelect(section.section_id)}
            aria-current={selected ? "true" : undefined}
            className={cn("flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-1.5 text-left text-sm font-medium", focusRing)}
          >
            <FolderTree className={cn("size-4 shrink-0", selected ? "text-accent" : "text-zinc-400")} aria-hidden />
            <span className="truncate">{section.title}</span>
          </button>
          {canWrite && (
            <span className="flex shrink-0 items-center opacity-0 transition-opacity focus-within:opacity-100 group-hover:opacity-100">
              <SectionDialog
                documentation={documentation}
                versionId={versionId}
                sections={sections}
                section={section}
                trigger={
                  <button type="button" aria-label={`Edit ${section.title}`} className={cn("rounded p-1 text-muted hover:bg-line-strong hover:text-fg", focusRing)}>
                    <Pencil className="size-3.5" aria-hidden />
                  </button>
                }
              />
              <ConfirmDialog
                title={`Delete ${section.title}?`}
                description={`All pages in this section${nested ? ` and its ${nested} nested section${nested === 1 ? "" : "s"}` : ""} are deleted with it. This cannot be undone.`}
                confirmLabel="Delete section"
                onConfirm={() => remove.mutateAsync()}
                pending={remove.isPending}
                error={remove.error ? errorMessage(remove.error) : null}
                trigger={
                  <button type="button" aria-label={`Delete ${section.title}`} className={cn("rounded p-1 text-muted hover:bg-danger-hover hover:text-danger-strong", focusRing)}>
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
