"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn, focusRing } from "./cn";

const controlClass = cn(
  "block rounded-md border bg-raised px-3 text-sm text-fg shadow-sm placeholder:text-faint",
  "disabled:cursor-not-allowed disabled:opacity-60",
  focusRing,
);

const borderClass = (invalid: boolean) =>
  invalid ? "border-red-500" : "border-control";

interface FieldProps {
  label: string;
  /** Inline error shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, a control, an optional hint and an inline error, wired together for assistive technology. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-label">
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { label: string; error?: string; hint?: ReactNode };

export function InputField({ label, error, hint, className, ...props }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, borderClass(invalid), "h-10 w-full")}
          {...props}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField({ label, error, hint, className, options, ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, borderClass(invalid), "h-10 w-full pr-8")}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A plain select for table cells, labelled by `aria-label`. */
export function CompactSelect({
  options,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }>; "aria-label": string }) {
  return (
    <select className={cn(controlClass, borderClass(false), "h-8 w-32 py-0 pr-8", className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A form-level error (the problem's `detail`), announced when it appears. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-callout px-3 py-2 text-sm text-danger-strong">
      {message}
    </div>
  );
}
