"use client";

import type { ComponentType } from "react";
import { cn, focusRing } from "./cn";

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

/** A row of toggle buttons of which one is pressed: a small choice shown in place (layout, mode). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** Names the group for screen readers. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("flex w-fit rounded-md border border-line-strong p-0.5", className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "inline-flex h-7 items-center gap-1.5 rounded px-2 text-xs font-medium",
            focusRing,
            value === option.value ? "bg-muted text-strong" : "text-muted hover:text-fg",
          )}
        >
          {option.icon && <option.icon className="size-3.5" aria-hidden />}
          {option.label}
        </button>
      ))}
    </div>
  );
}
