"use client";

import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from "@dnd-kit/core";
import { sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { cn, focusRing } from "@/components/ui/cn";

/** Pointer dragging after a small move (so clicks still click) and keyboard dragging: Space, arrows, Space. */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Screen reader announcements that name items by title rather than id. */
export function announcementsFor(titleOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : `${titleOf(active.id)} is no longer over a drop target.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped on ${titleOf(over.id)}.` : `${titleOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}

export const dragInstructions =
  "To move an item with the keyboard, focus its handle, press Space, use the arrow keys, then press Space to drop or Escape to cancel.";

interface SortableRowProps {
  id: string;
  label: string;
  disabled?: boolean;
  /** Highlights the row as the current drop target. */
  dropTarget?: boolean;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}

/** A row that can be dragged by its handle (which also takes keyboard dragging). */
export function SortableRow({ id, label, disabled, dropTarget, className, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
      className={cn("cursor-grab touch-none rounded p-0.5 text-faint hover:text-zinc-700 active:cursor-grabbing dark:hover:text-zinc-200", focusRing)}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative",
        isDragging && "z-10 opacity-80 shadow-lg",
        dropTarget && "rounded-md ring-2 ring-indigo-500/70",
        className,
      )}
    >
      {children(handle)}
    </div>
  );
}
