"use client";

import type { ComponentProps, ReactNode } from "react";
import { cn, focusRing } from "./cn";
import { Field } from "./field";

type TextareaFieldProps = Omit<ComponentProps<"textarea">, "id"> & { label: string; error?: string; hint?: ReactNode };

/** A labelled multi-line input with an inline error, like InputField. */
export function TextareaField({ label, error, hint, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(
            "block w-full rounded-md border bg-raised px-3 py-2 text-sm text-fg shadow-sm placeholder:text-faint",
            "disabled:cursor-not-allowed disabled:opacity-60",
            invalid ? "border-red-500" : "border-control",
            focusRing,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
