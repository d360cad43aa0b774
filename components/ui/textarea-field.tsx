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
            "block w-full rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400",
            "dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 disabled:cursor-not-allowed disabled:opacity-60",
            invalid ? "border-red-500 dark:border-red-500" : "border-zinc-300 dark:border-zinc-700",
            focusRing,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
