"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SegmentedControl, type SegmentedOption } from "@/components/ui/segmented-control";
import { cn, focusRing } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { InputField } from "@/components/ui/field";
import { useDebounced } from "@/components/use-debounced";
import { api, errorMessage } from "@/lib/client/api";
import type { DocumentationRef } from "./types";
import { useInsertDialog } from "./use-insert-dialog";

interface FoundPage {
  entry_id: string;
  title: string;
  section: { title: string };
}

type Use = "link" | "include";

const uses: SegmentedOption<Use>[] = [
  { value: "link", label: "Link to it" },
  { value: "include", label: "Include its content" },
];

/** What goes into the page: `entry:` references follow the page when it moves or is renamed. */
const reference = (use: Use, page: FoundPage) =>
  use === "link" ? `[${page.title.replace(/[[\]]/g, "")}](entry:${page.entry_id})` : `<!--@include: entry:${page.entry_id}-->`;

/**
 * Finds a page of the version by its words (the draft's search) and inserts a link to it, or
 * an include of its content, by the page's id: writers need not know its path, and the
 * reference keeps working when the page moves or is renamed.
 */
export function InsertPageDialog({ documentation, versionId, onInsert }: { documentation: DocumentationRef; versionId: string; onInsert: (markdown: string, inline?: boolean) => void }) {
  const [use, setUse] = useState<Use>("link");
  const [query, setQuery] = useState("");
  const dialog = useInsertDialog((opened) => {
    if (opened) setQuery("");
  });
  const words = useDebounced(query.trim(), 200);
  const found = useQuery({
    queryKey: ["page-picker", documentation.documentationId, documentation.changeRequestId, versionId, words],
    queryFn: () =>
      api.post<{ results: FoundPage[] }>(`/documentations/${documentation.organizationId}/${documentation.documentationId}/search`, {
        query: words,
        version_id: versionId,
        source: "draft",
        change_request_id: documentation.changeRequestId,
        limit: 8,
      }),
    enabled: dialog.open && words.length > 0,
  });
  const results = found.data?.results ?? [];
  const choose = (page: FoundPage) => {
    dialog.chosen();
    onInsert(reference(use, page), use === "link");
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title="Insert a page"
      description="Find a page of this version by its words; a link to it, or its content, goes where the cursor is."
      returnFocus={dialog.returnFocus}
      trigger={
        <Button variant="ghost" size="sm">
          <FileText className="size-4" aria-hidden />
          Page
        </Button>
      }
    >
      <SegmentedControl label="Insert as" options={uses} value={use} onChange={setUse} className="mb-4" />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (results[0]) choose(results[0]);
        }}
      >
        <InputField label="Find a page" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" hint="Enter inserts the first page found." />
      </form>
      <div className="mt-3 min-h-16">
        {words.length === 0 ? (
          <p className="text-sm text-muted">Type a few words of the page&apos;s title or text.</p>
        ) : found.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(found.error)}
          </p>
        ) : found.isPending ? (
          <p role="status" className="text-sm text-muted">
            Searching…
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            No page of this version matches “{words}”.
          </p>
        ) : (
          <ul aria-label="Pages found" className="divide-y divide-line rounded-md border border-line">
            {results.map((page) => (
              <li key={page.entry_id}>
                <button type="button" onClick={() => choose(page)} className={cn("block w-full px-3 py-2 text-left text-sm hover:bg-muted", focusRing)}>
                  <span className="font-medium">{page.title}</span>
                  <span className="ml-2 text-xs text-muted">{page.section.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
