"use client";

import { cn, focusRing } from "@/components/ui/cn";
import type { DocumentationOption } from "./types";

/** Checkboxes choosing the projects a reader may read. */
export function DocumentationChecklist({ documentations, selected, onChange, error }: { documentations: DocumentationOption[]; selected: string[]; onChange: (ids: string[]) => void; error?: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-label">Documentation projects this reader may read</legend>
      {documentations.length === 0 ? (
        <p className="text-sm text-muted">This organization has no documentation projects yet; grant access once there are some.</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-line-strong p-2">
          {documentations.map((documentation) => {
            const checked = selected.includes(documentation.documentation_id);
            return (
              <li key={documentation.documentation_id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-tint">
                  <input
                    type="checkbox"
                    className={cn("size-4 rounded border-zinc-300 accent-indigo-600", focusRing)}
                    checked={checked}
                    onChange={() => onChange(checked ? selected.filter((id) => id !== documentation.documentation_id) : [...selected, documentation.documentation_id])}
                  />
                  {documentation.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
