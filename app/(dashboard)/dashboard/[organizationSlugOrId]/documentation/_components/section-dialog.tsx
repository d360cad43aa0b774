"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { sectionApi, versionApi } from "./api-paths";
import { IconField } from "./icon-field";
import type { DocumentationRef, SectionItem } from "./types";

/** Sections in display order with their depth, for pickers. */
export function flattenSections(sections: SectionItem[], parentId: string | null = null, depth = 0): { section: SectionItem; depth: number }[] {
  return sections
    .filter((section) => section.parent_id === parentId)
    .sort((a, b) => a.order - b.order)
    .flatMap((section) => [{ section, depth }, ...flattenSections(sections, section.section_id, depth + 1)]);
}

function descendantsOf(sections: SectionItem[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const section of sections) {
      if (section.parent_id && found.has(section.parent_id) && !found.has(section.section_id)) {
        found.add(section.section_id);
        grew = true;
      }
    }
  }
  return found;
}

interface SectionDialogProps {
  documentation: DocumentationRef;
  versionId: string;
  sections: SectionItem[];
  /** Edits this section; creates one when absent. */
  section?: SectionItem;
  trigger: ReactNode;
  onCreated?: (section: SectionItem) => void;
}

/** Creates or edits a section: its title, address, icon and where it is nested. */
export function SectionDialog({ documentation, versionId, sections, section, trigger, onCreated }: SectionDialogProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(section?.title ?? "");
  const [slug, setSlug] = useState(section?.slug ?? "");
  const [icon, setIcon] = useState(section?.icon ?? "");
  const [parentId, setParentId] = useState(section?.parent_id ?? "");
  const save = useApiMutation({
    mutate: () => {
      const parent_id = parentId || null;
      const chosenIcon = icon.trim() || null;
      return section
        ? api.put<SectionItem>(sectionApi(documentation, versionId, section.section_id), { title, slug, icon: chosenIcon, parent_id })
        : api.post<SectionItem>(`${versionApi(documentation, versionId)}/section`, { title, icon: chosenIcon, parent_id });
    },
    success: (saved) => (section ? `${saved.title} was saved.` : `${saved.title} was created.`),
    onSuccess: (saved) => {
      change(false);
      if (!section) onCreated?.(saved);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const excluded = section ? descendantsOf(sections, section.section_id) : new Set<string>();
  const parents = flattenSections(sections).filter(({ section: candidate }) => !excluded.has(candidate.section_id));
  function change(next: boolean) {
    setOpen(next);
    if (next) {
      setTitle(section?.title ?? "");
      setSlug(section?.slug ?? "");
      setIcon(section?.icon ?? "");
      setParentId(section?.parent_id ?? "");
    } else save.reset();
  }
  return (
    <Dialog open={open} onOpenChange={change} title={section ? `Edit ${section.title}` : "New section"} description="Sections group pages in the site's navigation." trigger={trigger}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <FormError message={save.error ? errorMessage(save.error) : null} />
        <InputField label="Title" required autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={200} />
        {section && (
          <InputField label="Address" required value={slug} onChange={(event) => setSlug(event.target.value.toLowerCase())} error={errors.slug} autoComplete="off" spellCheck={false} />
        )}
        <IconField value={icon} onChange={setIcon} error={errors.icon} />
        <SelectField
          label="Nested in"
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
          error={errors.parent_id}
          options={[{ value: "", label: "Top level" }, ...parents.map(({ section: parent, depth }) => ({ value: parent.section_id, label: `${"— ".repeat(depth)}${parent.title}` }))]}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {section ? "Save section" : "Create section"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
