"use client";

import { FileText, FolderTree } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { EntryTreePanel } from "./entry-tree";
import { PageEditor } from "./page-editor";
import { SectionsPanel } from "./sections-panel";
import type { DocumentationRef, SectionItem, VersionItem } from "./types";
import { VersionBar } from "./version-bar";

interface WorkspaceProps {
  documentation: DocumentationRef;
  canWrite: boolean;
  versions: VersionItem[];
  versionId: string;
  sections: SectionItem[];
  initialSectionId: string | null;
  initialEntryId: string | null;
  /** The project's variable names, which the editor's Insert menu offers. */
  variableNames: string[];
}

/** Keeps the address in step with what is open, without reloading the page's server data. */
function rememberSelection(versionId: string, sectionId: string | null, entryId: string | null) {
  const url = new URL(window.location.href);
  url.searchParams.set("version", versionId);
  if (sectionId) url.searchParams.set("section", sectionId);
  else url.searchParams.delete("section");
  if (entryId) url.searchParams.set("entry", entryId);
  else url.searchParams.delete("entry");
  window.history.replaceState(null, "", url);
}

const leaveMessage = "This page has unsaved changes. Leave it and lose them?";

/** The editor's layout: versions on top, sections and pages on the left, the open page on the right. */
export function Workspace({ documentation, canWrite, versions, versionId, sections, initialSectionId, initialEntryId, variableNames }: WorkspaceProps) {
  const firstSection = sections.filter((section) => section.parent_id === null).sort((a, b) => a.order - b.order)[0] ?? null;
  const [chosenSectionId, setChosenSectionId] = useState(initialSectionId);
  const [entryId, setEntryId] = useState(initialSectionId && sections.some((section) => section.section_id === initialSectionId) ? initialEntryId : null);
  const section = sections.find((candidate) => candidate.section_id === chosenSectionId) ?? firstSection;
  // A page stays open only while its section does (it may have been deleted meanwhile).
  const openEntryId = section && section.section_id === chosenSectionId ? entryId : null;
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const mayLeave = () => !dirty.current || window.confirm(leaveMessage);

  function selectSection(sectionId: string) {
    if (sectionId === section?.section_id || !mayLeave()) return;
    setChosenSectionId(sectionId);
    setEntryId(null);
    rememberSelection(versionId, sectionId, null);
  }
  function selectEntry(next: string | null) {
    if (next === openEntryId || (next !== null && !mayLeave())) return;
    setChosenSectionId(section?.section_id ?? null);
    setEntryId(next);
    rememberSelection(versionId, section?.section_id ?? null, next);
  }
  function openPage(sectionId: string, next: string) {
    if (next === openEntryId || !mayLeave()) return;
    setChosenSectionId(sectionId);
    setEntryId(next);
    rememberSelection(versionId, sectionId, next);
  }

  return (
    <>
      {!documentation.changeRequestId && <VersionBar documentation={documentation} versions={versions} versionId={versionId} canWrite={canWrite} />}
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="space-y-4 lg:sticky lg:top-20">
          <SectionsPanel documentation={documentation} versionId={versionId} sections={sections} selectedId={section?.section_id ?? null} onSelect={selectSection} canWrite={canWrite} />
          {section && <EntryTreePanel key={section.section_id} documentation={documentation} versionId={versionId} section={section} selectedEntryId={openEntryId} onSelectEntry={selectEntry} canWrite={canWrite} />}
        </div>
        {!section ? (
          <EmptyState icon={FolderTree} title="No sections in this version">
            {canWrite ? "Create a section on the left, then add pages to it." : "Nothing has been written in this version yet."}
          </EmptyState>
        ) : openEntryId ? (
          <PageEditor key={openEntryId} documentation={documentation} versionId={versionId} sectionId={section.section_id} entryId={openEntryId} canWrite={canWrite} variableNames={variableNames} onDirtyChange={onDirtyChange} onOpenPage={openPage} />
        ) : (
          <EmptyState icon={FileText} title="No page open">
            {canWrite ? "Choose a page in the tree to edit it, or create a new one." : "Choose a page in the tree to read it."}
          </EmptyState>
        )}
      </div>
    </>
  );
}
