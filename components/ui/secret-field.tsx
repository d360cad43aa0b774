"use client";

import { CopyButton } from "./copy-button";

/** A secret shown read-only (selected on focus) with a button that copies it. */
export function SecretField({ id, label, value, testId }: { id: string; label: string; value: string; testId?: string }) {
  return (
    <div className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.target.select()}
        className="h-8 min-w-0 flex-1 rounded-md border border-control bg-tint px-2 font-mono text-xs"
        data-testid={testId}
      />
      <CopyButton text={value} />
    </div>
  );
}
