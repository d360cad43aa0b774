"use client";

import { cn, focusRing } from "@/components/ui/cn";
import type { Project } from "./types";

/** Checkboxes choosing the projects a reader may read. */
export function ProjectChecklist({ projects, selected, onChange, error }: { projects: Project[]; selected: string[]; onChange: (ids: string[]) => void; error?: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-label">Documentation projects this reader may read</legend>
      {projects.length === 0 ? (
        <p className="text-sm text-muted">This organization has no documentation projects yet; grant access once there are some.</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-line-strong p-2">
          {projects.map((project) => {
            const checked = selected.includes(project.documentation_id);
            return (
              <li key={project.documentation_id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-tint">
                  <input
                    type="checkbox"
                    className={cn("size-4 rounded border-zinc-300 accent-indigo-600", focusRing)}
                    checked={checked}
                    onChange={() => onChange(checked ? selected.filter((id) => id !== project.documentation_id) : [...selected, project.documentation_id])}
                  />
                  {project.name}
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
