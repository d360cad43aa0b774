"use client";

import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn, focusRing } from "@/components/ui/cn";

/** A labelled checkbox with an optional hint. */
export function CheckboxField({ label, hint, className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & { label: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-2.5", className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn("mt-0.5 size-4 rounded border-control-hover accent-indigo-600", focusRing)}
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-label">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
