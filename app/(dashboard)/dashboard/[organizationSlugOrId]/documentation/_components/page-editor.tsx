"use client";

import { markdown as markdownLanguage } from "@codemirror/lang-markdown";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// @uiw/react-codemirror re-exports the CodeMirror view and state packages it is built on.
import CodeMirror, { EditorView, Prec, type ReactCodeMirrorRef } from "@uiw/react-codemirror";
import { Columns2, Eye, Loader2, PenLine, Save, Sparkles, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { toast } from "sonner";
import "@/app/docs/docs.css";
import "@/lib/site/client/components.css";
// Math in the preview, as the published site's pages with math link it (lib/site/assets.ts).
import "katex/dist/katex.min.css";
// Defines window.docsComponents: tabs, code groups, Copy buttons and diagrams behave as on the published site.
import "@/lib/site/client/components.js";
import { Button } from "@/components/ui/button";
import { SegmentedControl, type SegmentedOption } from "@/components/ui/segmented-control";
import { useDebounced } from "@/components/use-debounced";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { AiEditDialog, type AiEditTarget } from "./ai-edit-dialog";
import { entryApi, documentationApi } from "./api-paths";
import { entryKey, treeKey } from "./entry-dialogs";
import { fetchEntry, saveContent, saveEntry, type StaleProblem, type VersionedEntry } from "./entry-client";
import { InsertComponentMenu } from "./insert-component-menu";
import { InsertImageDialog } from "./insert-image-dialog";
import { InsertPageDialog } from "./insert-page-dialog";
import type { DocumentationRef } from "./types";
import { useDarkMode } from "./use-dark-mode";

declare global {
  interface Window {
    /** lib/site/client/components.js */
    docsComponents?: { enhance(root: ParentNode): void };
  }
}

type View = "write" | "split" | "preview";

const views: SegmentedOption<View>[] = [
  { value: "write", label: "Write", icon: PenLine },
  { value: "split", label: "Split", icon: Columns2 },
  { value: "preview", label: "Preview", icon: Eye },
];

const editorLook = EditorView.theme({
  "&": { backgroundColor: "transparent", height: "100%", fontSize: "14px" },
  ".cm-content": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", padding: "16px 0" },
  ".cm-line": { padding: "0 16px" },
  "&.cm-focused": { outline: "none" },
  ".cm-gutters": { display: "none" },
});

interface PageEditorProps {
  documentation: DocumentationRef;
  versionId: string;
  sectionId: string;
  entryId: string;
  canWrite: boolean;
  variableNames: string[];
  onDirtyChange: (dirty: boolean) => void;
  /** Opens another page of the version, as the tree does (a link followed in the preview). */
  onOpenPage: (sectionId: string, entryId: string) => void;
}

/**
 * A page's markdown with a live preview from the publishing renderer. Saves send the ETag
 * read with the page; when someone else saved in between, the user chooses to reload or overwrite.
 */
export function PageEditor({ documentation, versionId, sectionId, entryId, canWrite, variableNames, onDirtyChange, onOpenPage }: PageEditorProps) {
  const queryClient = useQueryClient();
  const dark = useDarkMode();
  const editor = useRef<ReactCodeMirrorRef>(null);
  const path = `${entryApi(documentation, versionId, sectionId)}/${entryId}`;
  const loaded = useQuery({ queryKey: entryKey(entryId, documentation.changeRequestId), queryFn: () => fetchEntry(path), staleTime: Infinity });
  const [draft, setDraft] = useState<string | null>(null);
  const [view, setView] = useState<View>("split");
  const [conflict, setConflict] = useState<{ currentEtag: string | null } | null>(null);
  const [aiTarget, setAiTarget] = useState<AiEditTarget | null>(null);
  const saved = loaded.data?.entry.content ?? "";
  const content = draft ?? saved;
  const dirty = loaded.data !== undefined && draft !== null && draft !== saved;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = useMutation<VersionedEntry, Error, { base: VersionedEntry } | { overwrite: string }>({
    mutationFn: (target) => ("base" in target ? saveContent(path, content, target.base) : saveEntry(path, content, target.overwrite)),
    onSuccess: (result) => {
      queryClient.setQueryData(entryKey(entryId, documentation.changeRequestId), result);
      setConflict(null);
      toast.success(`${result.entry.title} was saved.`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412) setConflict({ currentEtag: (error.problem as StaleProblem).current_etag ?? null });
    },
  });
  const saveNow = () => {
    if (loaded.data && canWrite && !save.isPending) save.mutate({ base: loaded.data });
  };
  /** Opens the AI revision on the selection, or on the whole page when nothing is selected. */
  const openAi = () => {
    if (!loaded.data || !canWrite || aiTarget) return;
    const codeMirror = editor.current?.view;
    const selection = codeMirror?.state.selection.main;
    if (codeMirror && selection && !selection.empty) {
      setAiTarget({ from: selection.from, to: selection.to, text: codeMirror.state.sliceDoc(selection.from, selection.to), scope: "selection" });
    } else setAiTarget({ from: 0, to: content.length, text: content, scope: "page" });
  };
  const shortcuts = useRef({ save: saveNow, ai: openAi });
  useEffect(() => {
    shortcuts.current = { save: saveNow, ai: openAi };
  });
  // Ctrl+S / Cmd+S saves wherever the focus is on the page (and never opens the browser's "Save page");
  // Ctrl+J / Cmd+J opens the AI revision.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === "s") {
        event.preventDefault();
        shortcuts.current.save();
      } else if (key === "j") {
        event.preventDefault();
        shortcuts.current.ai();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const debounced = useDebounced(content, 300);
  const title = loaded.data?.entry.title;
  const preview = useQuery({
    queryKey: ["preview", documentation.documentationId, documentation.changeRequestId, entryId, title, debounced],
    queryFn: () =>
      api.post<{ html: string; broken_links: string[] }>(`${documentationApi(documentation)}/preview`, {
        markdown: debounced,
        title,
        entry_id: entryId,
        change_request_id: documentation.changeRequestId,
      }),
    enabled: loaded.data !== undefined && view !== "write",
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const previewArticle = useRef<HTMLElement>(null);
  const previewHtml = preview.data?.html;
  const brokenLinks = preview.data?.broken_links;
  // After each render of the preview's HTML (React sets it, the script wires what is new), and
  // the links naming no page marked where they are.
  useEffect(() => {
    const article = previewArticle.current;
    if (!article) return;
    window.docsComponents?.enhance(article);
    const broken = new Set(brokenLinks);
    for (const link of article.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (!broken.has(link.getAttribute("href")!)) continue;
      // Inline: the site's stylesheet, unlayered, would win over a utility class.
      link.style.textDecoration = brokenLinkDecoration;
      link.setAttribute("title", "No page of this version has this address");
    }
  }, [previewHtml, brokenLinks, view, preview.isError]);

  const extensions = useMemo(
    () => [
      markdownLanguage(),
      EditorView.lineWrapping,
      // Above the light/dark theme, so the editor takes the dashboard's background.
      Prec.highest(editorLook),
      // In the tab order even when read-only (contenteditable false), so the keyboard can reach and
      // scroll a long page; an explicit tab stop is also what tells checkers its scroller is reachable.
      EditorView.contentAttributes.of({ "aria-label": "Page content (markdown)", tabindex: "0" }),
    ],
    [],
  );

  /** Inserts a block on lines of its own where the cursor is, or text within the line (`inline`). */
  function insert(text: string, inline = false) {
    const codeMirror = editor.current?.view;
    if (codeMirror && inline) {
      const { from, to } = codeMirror.state.selection.main;
      codeMirror.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      setTimeout(() => codeMirror.focus());
    } else if (codeMirror) {
      const { from, to } = codeMirror.state.selection.main;
      const before = from > 0 && codeMirror.state.sliceDoc(from - 1, from) !== "\n" ? "\n\n" : "";
      codeMirror.dispatch({ changes: { from, to, insert: `${before}${text}\n` }, selection: { anchor: from + before.length + text.length + 1 } });
      // After the picker dialog has closed and handed focus back to its trigger.
      setTimeout(() => codeMirror.focus());
    } else setDraft(inline ? `${content}${text}` : `${content.replace(/\n*$/, "")}\n\n${text}\n`);
  }

  /** Puts an accepted revision where its text was; the writer saves as usual. */
  function acceptAi(target: AiEditTarget, text: string) {
    setAiTarget(null);
    const codeMirror = editor.current?.view;
    if (codeMirror) {
      codeMirror.dispatch({ changes: { from: target.from, to: target.to, insert: text }, selection: { anchor: target.from, head: target.from + text.length } });
      setTimeout(() => codeMirror.focus());
    } else setDraft(content.slice(0, target.from) + text + content.slice(target.to));
    toast.success(target.scope === "selection" ? "The revision replaced the selection. Save to keep it." : "The revision replaced the page. Save to keep it.");
  }

  async function reloadTheirs() {
    setConflict(null);
    save.reset();
    const fresh = await queryClient.fetchQuery({ queryKey: entryKey(entryId, documentation.changeRequestId), queryFn: () => fetchEntry(path), staleTime: 0 });
    setDraft(null);
    await queryClient.invalidateQueries({ queryKey: treeKey(sectionId) });
    toast.info(`Loaded the latest ${fresh.entry.title}.`);
  }

  if (loaded.isPending) {
    return (
      <div role="status" className="flex h-64 items-center justify-center gap-2 rounded-lg border border-line bg-panel text-sm text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading page…
      </div>
    );
  }
  if (loaded.isError) {
    return (
      <div className="space-y-3 rounded-lg border border-line bg-panel p-6">
        <FormError message={errorMessage(loaded.error)} />
        <Button variant="secondary" size="sm" onClick={() => loaded.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { entry } = loaded.data;
  const saveError = save.error && !(save.error instanceof ApiError && save.error.status === 412) ? errorMessage(save.error) : null;
  return (
    <section aria-labelledby="editor-title" className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-panel shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-2">
        {/* Room for a title of a few words: on a narrow panel the tools wrap to a second line instead. */}
        <div className="min-w-40 flex-1">
          <h2 id="editor-title" className="truncate text-base font-semibold">
            {entry.title}
          </h2>
          <p className="truncate font-mono text-xs text-muted">{entry.slug}</p>
        </div>
        <SegmentedControl label="Layout" options={views} value={view} onChange={setView} />
        {canWrite && (
          <>
            <Button variant="ghost" size="sm" onClick={openAi} aria-keyshortcuts="Control+J Meta+J" title="Revise the selection or the page with AI (Ctrl+J / ⌘J)">
              <Sparkles className="size-4" aria-hidden />
              AI
            </Button>
            <InsertImageDialog documentation={documentation} onInsert={insert} />
            <InsertPageDialog documentation={documentation} versionId={versionId} onInsert={insert} />
            <InsertComponentMenu onInsert={insert} variableNames={variableNames} />
            <div className="ml-auto flex items-center gap-2">
              <span aria-live="polite" className="min-w-24 text-right text-xs text-muted">
                {save.isPending ? "Saving…" : dirty ? "Unsaved changes" : "All changes saved"}
              </span>
              <Button size="sm" onClick={saveNow} loading={save.isPending} disabled={!dirty} aria-keyshortcuts="Control+S Meta+S">
                {!save.isPending && <Save className="size-4" aria-hidden />}
                Save
              </Button>
            </div>
          </>
        )}
      </div>
      {saveError && (
        <div className="border-b border-line p-3">
          <FormError message={saveError} />
        </div>
      )}
      <div className={cn("grid h-[calc(100vh-19rem)] min-h-[28rem]", view === "split" && "md:grid-cols-2")}>
        {view !== "preview" && (
          <div
            className={cn("min-h-0 overflow-hidden", view === "split" && "border-b border-line md:border-b-0 md:border-r")}
          >
            <CodeMirror
              ref={editor}
              value={content}
              onChange={setDraft}
              extensions={extensions}
              theme={dark ? "dark" : "light"}
              readOnly={!canWrite}
              editable={canWrite}
              indentWithTab={false}
              basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false, highlightActiveLineGutter: false }}
              height="100%"
              className="h-full"
            />
          </div>
        )}
        {view !== "write" && (
          <div className="relative min-h-0 overflow-y-auto" aria-label="Preview" role="region">
            {preview.isFetching && <Loader2 className="absolute right-3 top-3 size-4 animate-spin text-zinc-400" aria-hidden />}
            {preview.isError ? (
              <div className="p-4">
                <FormError message={errorMessage(preview.error)} />
              </div>
            ) : (
              <div className="px-6 py-5">
                {/* As the published page shows it: the title is the page's only level-1 heading. */}
                <h1 className="mb-6 text-3xl font-bold tracking-tight">{entry.title}</h1>
                <article
                  ref={previewArticle}
                  className="docs-content text-[15px] text-label"
                  onClick={(event) => followPreviewLink(event, onOpenPage)}
                  dangerouslySetInnerHTML={{ __html: previewHtml ?? "" }}
                />
                {brokenLinks && brokenLinks.length > 0 && (
                  <div role="note" className="mt-6 flex gap-2 rounded-md border border-warning bg-warning-callout p-3 text-sm text-warning-ink">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <div>
                      <p>
                        {brokenLinks.length === 1 ? "A link names" : `${brokenLinks.length} links name`} no page of this version; a publish lists{" "}
                        {brokenLinks.length === 1 ? "it" : "them"} among its broken links:
                      </p>
                      <ul className="mt-1 list-disc pl-5">
                        {brokenLinks.map((href) => (
                          <li key={href}>
                            <code className="break-all">{href}</code>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                )}
              </div>
            )}
          </div>
        )}
      </div>
      <AiEditDialog
        documentation={documentation}
        target={aiTarget}
        onClose={() => {
          setAiTarget(null);
          const codeMirror = editor.current?.view;
          if (codeMirror) setTimeout(() => codeMirror.focus());
        }}
        onAccept={acceptAi}
      />
      <ConflictDialog
        open={conflict !== null}
        onCancel={() => setConflict(null)}
        onReload={reloadTheirs}
        onOverwrite={() => save.mutate({ overwrite: conflict?.currentEtag ?? "*" })}
        overwriting={save.isPending}
      />
    </section>
  );
}

/** A link naming no page: underlined wavy in red, as a misspelling is. */
const brokenLinkDecoration = "underline wavy #dc2626";

/**
 * Links in the preview: a page of the version opens in the editor (the preview writes its
 * address as `?section=…&entry=…`), web links open in a new tab, anchors scroll; others do
 * nothing, so the editor is never left by accident.
 */
function followPreviewLink(event: MouseEvent, openPage: (sectionId: string, entryId: string) => void) {
  const link = (event.target as HTMLElement).closest("a");
  if (!link) return;
  const href = link.getAttribute("href") ?? "";
  if (href.startsWith("#")) return;
  event.preventDefault();
  if (/^https?:\/\//i.test(href)) window.open(href, "_blank", "noopener,noreferrer");
  else if (href.startsWith("?")) {
    const target = new URLSearchParams(href.slice(1).split("#")[0]);
    const section = target.get("section");
    const entry = target.get("entry");
    if (section && entry) openPage(section, entry);
  }
}

function ConflictDialog({ open, onCancel, onReload, onOverwrite, overwriting }: { open: boolean; onCancel: () => void; onReload: () => void; onOverwrite: () => void; overwriting: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Someone else changed this page"
      description="The page was saved by someone else after you opened it. Reload their version (your unsaved changes are lost) or overwrite it with yours."
    >
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Keep editing
        </Button>
        <Button variant="secondary" onClick={onReload}>
          Reload their version
        </Button>
        <Button variant="danger" onClick={onOverwrite} loading={overwriting}>
          Overwrite with mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}
