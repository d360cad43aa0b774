"use client";

import { Check, Eye, GitMerge, MessageSquarePlus, Pencil, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { FormError, InputField } from "@/components/ui/field";
import { Badge, Section } from "@/components/ui/page";
import { TextareaField } from "@/components/ui/textarea-field";
import { useApiMutation } from "@/components/use-api-mutation";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { approvalsText } from "../status";
import type { ChangeRequestDiff, ChangeRequestView, CommentView, EntryDiff, MergeConflict, ReviewView } from "@/lib/change-requests/views";
import { PreviewLinkButton } from "../change-request-actions";

interface Permissions {
  write: boolean;
  comment: boolean;
  merge: boolean;
  review: boolean;
}

interface ReviewPanelProps {
  changeRequest: ChangeRequestView;
  diff: ChangeRequestDiff;
  comments: CommentView[];
  reviews: ReviewView[];
  names: Record<string, string>;
  apiBase: string;
  previewUrl: string;
  /** The editor working in this change request's branch. */
  editorUrl: string;
  permissions: Permissions;
}

type Layout = "split" | "inline";
type DiffLine = EntryDiff["lines"][number];

const changeTone = { added: "success", removed: "neutral", moved: "info", changed: "warning" } as const;
const lineTone = { added: "bg-diff-added", removed: "bg-diff-removed", context: "" } as const;
const lineMark = { added: "+", removed: "−", context: " " } as const;

/** A change request's review: the diff (side by side or inline) with line comments, the conversation, reviews and merge. */
export function ReviewPanel({ changeRequest, diff, comments, reviews, names, apiBase, previewUrl, editorUrl, permissions }: ReviewPanelProps) {
  const [layout, setLayout] = useState<Layout>("split");
  const nameOf = (id: string | null) => (id && names[id]) || "Someone";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        {permissions.write && (
          <Button asChild size="sm">
            <Link href={editorUrl}>
              <Pencil className="size-4" aria-hidden />
              Edit in this change request
            </Link>
          </Button>
        )}
        <Button asChild variant="secondary" size="sm">
          <a href={previewUrl} target="_blank" rel="noopener">
            <Eye className="size-4" aria-hidden />
            Preview the site
          </a>
        </Button>
        {permissions.write && <PreviewLinkButton path={`${apiBase}/preview-link`} />}
        {permissions.write && <CloseButton apiBase={apiBase} />}
      </div>

      {permissions.merge && <MergeBox apiBase={apiBase} changeRequest={changeRequest} empty={diff.entries.length === 0 && diff.sections.length === 0} />}

      <Section
        id="changes"
        title={`Changes (${diff.entries.length} ${diff.entries.length === 1 ? "entry" : "entries"}, ${diff.sections.length} ${diff.sections.length === 1 ? "section" : "sections"})`}
        description="Against each page as it was when the change request first changed it."
      >
        <div role="group" aria-label="Diff layout" className="mb-4 inline-flex rounded-md bg-inset p-1">
          {(["split", "inline"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
              className={cn("rounded px-3 py-1 text-sm", focusRing, layout === option ? "bg-selected font-medium text-strong shadow-sm" : "text-muted hover:text-label")}
            >
              {option === "split" ? "Side by side" : "Inline"}
            </button>
          ))}
        </div>
        {diff.sections.length > 0 && (
          <ul className="mb-4 space-y-1 text-sm">
            {diff.sections.map((section) => (
              <li key={section.section_id} className="flex items-center gap-2">
                <Badge tone={changeTone[section.change]}>{section.change}</Badge>
                Section {(section.after ?? section.before)?.title}
              </li>
            ))}
          </ul>
        )}
        {diff.entries.length === 0 ? (
          <p className="text-sm text-muted">Nothing changed yet. Use “Edit in this change request” to propose changes; the draft stays as it is until this merges.</p>
        ) : (
          <div className="space-y-6">
            {diff.entries.map((entry) => (
              <EntryChanges
                key={entry.entry_id}
                entry={entry}
                layout={layout}
                comments={comments.filter((comment) => comment.entry_id === entry.entry_id && comment.line !== null)}
                apiBase={apiBase}
                canComment={permissions.comment}
                nameOf={nameOf}
              />
            ))}
          </div>
        )}
      </Section>

      <Section id="conversation" title="Conversation">
        <Conversation comments={comments} apiBase={apiBase} canComment={permissions.comment} nameOf={nameOf} />
      </Section>

      <Section id="reviews" title="Reviews" description={`${approvalsText(changeRequest)}.`}>
        {changeRequest.reviewers.length > 0 && <p className="mb-3 text-sm text-secondary">Requested: {changeRequest.reviewers.map(nameOf).join(", ")}</p>}
        <ul className="mb-4 space-y-2 text-sm">
          {reviews.map((review) => (
            <li key={review.review_id} className="flex flex-wrap items-center gap-2">
              <Badge tone={review.state === "approved" ? "success" : "warning"}>{review.state === "approved" ? "approved" : "changes requested"}</Badge>
              <span className="font-medium">{nameOf(review.reviewer_id)}</span>
              {review.body && <span className="text-body">{review.body}</span>}
            </li>
          ))}
        </ul>
        {permissions.write && <RequestReviewers apiBase={apiBase} />}
        {permissions.review && <ReviewForm apiBase={apiBase} />}
      </Section>
    </div>
  );
}

function EntryChanges({ entry, layout, comments, apiBase, canComment, nameOf }: {
  entry: EntryDiff;
  layout: Layout;
  comments: CommentView[];
  apiBase: string;
  canComment: boolean;
  nameOf: (id: string | null) => string;
}) {
  const [commenting, setCommenting] = useState<{ line: number; side: "old" | "new" } | null>(null);
  const title = (entry.after ?? entry.before)?.title ?? entry.entry_id;
  const lineComments = (line: DiffLine) =>
    comments.filter((comment) => (comment.side === "old" ? comment.line === line.old_line && line.new_line === null : comment.line === line.new_line && line.new_line !== null));
  const anchor = (line: DiffLine) => (line.new_line !== null ? { line: line.new_line, side: "new" as const } : { line: line.old_line!, side: "old" as const });
  const rows = layout === "split" ? splitRows(entry.lines) : entry.lines.map((line) => [line, line] as const);
  return (
    <article aria-label={title} className="overflow-hidden rounded-lg border border-line">
      <header className="flex flex-wrap items-center gap-2 border-b border-line bg-subtle px-3 py-2 text-sm">
        <Badge tone={changeTone[entry.change]}>{entry.change}</Badge>
        <span className="font-medium">{title}</span>
        {entry.fields.length > 0 && entry.change !== "added" && <span className="text-xs text-muted">{entry.fields.join(", ")}</span>}
        {entry.main_changed && <Badge tone="warning">changed on main too</Badge>}
        <span className="ml-auto text-xs text-muted">
          +{entry.additions} −{entry.deletions}
        </span>
      </header>
      {entry.lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className={cn("w-full border-collapse font-mono text-xs", layout === "split" && "table-fixed")}>
            <caption className="sr-only">{`Lines of ${title}, ${layout === "split" ? "before and after side by side" : "inline"}`}</caption>
            <tbody>
              {rows.map(([left, right], index) => {
                const commentLine = (right ?? left)!;
                const here = lineComments(commentLine);
                const target = anchor(commentLine);
                const open = commenting?.line === target.line && commenting.side === target.side;
                return (
                  <FragmentRows key={index}>
                    <tr>
                      {layout === "split" ? (
                        <>
                          <LineCells line={left} number={left?.old_line ?? null} />
                          <LineCells line={right} number={right?.new_line ?? null} />
                        </>
                      ) : (
                        <>
                          <td className="w-10 select-none px-2 text-right text-faint">{left!.old_line ?? ""}</td>
                          <LineCells line={left} number={left!.new_line} />
                        </>
                      )}
                      <td className="w-8 text-center">
                        {canComment && (
                          <button
                            type="button"
                            onClick={() => setCommenting(open ? null : target)}
                            aria-label={`Comment on line ${target.line}`}
                            aria-expanded={open}
                            className={cn("rounded p-0.5 text-muted hover:text-accent", focusRing)}
                          >
                            <MessageSquarePlus className="size-3.5" aria-hidden />
                          </button>
                        )}
                      </td>
                    </tr>
                    {(here.length > 0 || open) && (
                      <tr>
                        <td colSpan={layout === "split" ? 5 : 4} className="bg-subtle px-3 py-2 font-sans">
                          {here.map((comment) => (
                            <p key={comment.comment_id} className={cn("text-sm", comment.resolved && "text-muted line-through")}>
                              <span className="font-medium">{nameOf(comment.author_id)}:</span> {comment.body}
                            </p>
                          ))}
                          {open && <CommentForm apiBase={apiBase} extra={{ entry_id: entry.entry_id, ...target }} label={`Your comment on line ${target.line}`} onDone={() => setCommenting(null)} />}
                        </td>
                      </tr>
                    )}
                  </FragmentRows>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

function FragmentRows({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

function LineCells({ line, number }: { line: DiffLine | null | undefined; number: number | null }) {
  return (
    <>
      <td className="w-10 select-none px-2 text-right text-faint">{number ?? ""}</td>
      <td className={cn("whitespace-pre-wrap break-all px-2", line ? lineTone[line.type] : "bg-subtle")}>
        {line && (
          <>
            <span aria-hidden className="select-none text-muted">
              {lineMark[line.type]}{" "}
            </span>
            <span className="sr-only">{line.type === "context" ? "" : `${line.type}: `}</span>
            {line.text}
          </>
        )}
      </td>
    </>
  );
}

/** Pairs removed and added runs side by side; unchanged lines sit on both sides. */
function splitRows(lines: DiffLine[]): [DiffLine | null, DiffLine | null][] {
  const rows: [DiffLine | null, DiffLine | null][] = [];
  for (let index = 0; index < lines.length; ) {
    const line = lines[index]!;
    if (line.type === "context") {
      rows.push([line, line]);
      index++;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    while (index < lines.length && lines[index]!.type === "removed") removed.push(lines[index++]!);
    while (index < lines.length && lines[index]!.type === "added") added.push(lines[index++]!);
    for (let pair = 0; pair < Math.max(removed.length, added.length); pair++) rows.push([removed[pair] ?? null, added[pair] ?? null]);
  }
  return rows;
}

function CommentForm({ apiBase, extra, label, onDone }: { apiBase: string; extra: Record<string, unknown>; label: string; onDone?: () => void }) {
  const [body, setBody] = useState("");
  const post = useApiMutation({
    mutate: (text: string) => api.post<CommentView>(`${apiBase}/comments`, { body: text, ...extra }),
    success: "Comment added.",
    onSuccess: () => {
      setBody("");
      onDone?.();
    },
  });
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) post.mutate(body.trim());
      }}
    >
      <TextareaField label={label} rows={2} value={body} onChange={(event) => setBody(event.target.value)} maxLength={20000} />
      <FormError message={post.error ? errorMessage(post.error) : null} />
      <Button type="submit" size="sm" loading={post.isPending} disabled={!body.trim()}>
        Comment
      </Button>
    </form>
  );
}

function Conversation({ comments, apiBase, canComment, nameOf }: { comments: CommentView[]; apiBase: string; canComment: boolean; nameOf: (id: string | null) => string }) {
  const threads = comments.filter((comment) => comment.parent_id === null);
  const resolve = useApiMutation({
    mutate: (input: { id: string; resolved: boolean }) => api.patch<CommentView>(`${apiBase}/comments/${input.id}`, { resolved: input.resolved }),
  });
  return (
    <div className="space-y-4">
      {threads.length === 0 && <p className="text-sm text-muted">No comments yet.</p>}
      <ul className="space-y-4">
        {threads.map((thread) => (
          <li key={thread.comment_id} className={cn("rounded-md border border-line p-3 text-sm", thread.resolved && "opacity-70")}>
            <p>
              <span className="font-medium">{nameOf(thread.author_id)}</span>
              {thread.line !== null && <span className="ml-2 text-xs text-muted">on line {thread.line}</span>}
              {thread.resolved && <Badge tone="success">resolved</Badge>}
            </p>
            <p className="mt-1 whitespace-pre-wrap">{thread.body}</p>
            <ul className="mt-2 space-y-1 border-l-2 border-line pl-3">
              {comments
                .filter((reply) => reply.parent_id === thread.comment_id)
                .map((reply) => (
                  <li key={reply.comment_id}>
                    <span className="font-medium">{nameOf(reply.author_id)}:</span> {reply.body}
                  </li>
                ))}
            </ul>
            {canComment && (
              <div className="mt-2 flex flex-wrap items-start gap-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => resolve.mutate({ id: thread.comment_id, resolved: !thread.resolved })}>
                  {thread.resolved ? "Reopen" : "Resolve"}
                </Button>
                <details className="flex-1">
                  <summary className={cn("cursor-pointer rounded text-sm text-accent-strong", focusRing)}>Reply</summary>
                  <CommentForm apiBase={apiBase} extra={{ parent_id: thread.comment_id }} label="Reply" />
                </details>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canComment && <CommentForm apiBase={apiBase} extra={{}} label="Add a comment" />}
    </div>
  );
}

function RequestReviewers({ apiBase }: { apiBase: string }) {
  const [who, setWho] = useState("");
  const request = useApiMutation({
    mutate: (reviewers: string[]) => api.post<ChangeRequestView>(`${apiBase}/reviewers`, { reviewers }),
    success: "Review requested.",
    onSuccess: () => setWho(""),
  });
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const reviewers = who.split(",").map((part) => part.trim()).filter(Boolean);
        if (reviewers.length) request.mutate(reviewers);
      }}
    >
      <InputField label="Request a review from" hint="Members' emails, separated by commas." value={who} onChange={(event) => setWho(event.target.value)} error={request.error ? errorMessage(request.error) : undefined} />
      <Button type="submit" variant="secondary" loading={request.isPending}>
        Request
      </Button>
    </form>
  );
}

function ReviewForm({ apiBase }: { apiBase: string }) {
  const [body, setBody] = useState("");
  const review = useApiMutation({
    mutate: (state: "approved" | "changes_requested") => api.post<ReviewView>(`${apiBase}/reviews`, { state, ...(body.trim() ? { body: body.trim() } : {}) }),
    success: (result) => (result.state === "approved" ? "Approved." : "Changes requested."),
    onSuccess: () => setBody(""),
  });
  return (
    <div className="space-y-2">
      <TextareaField label="Review comment" rows={2} value={body} onChange={(event) => setBody(event.target.value)} maxLength={20000} />
      <FormError message={review.error ? errorMessage(review.error) : null} />
      <div className="flex gap-2">
        <Button type="button" loading={review.isPending && review.variables === "approved"} onClick={() => review.mutate("approved")}>
          <Check className="size-4" aria-hidden />
          Approve
        </Button>
        <Button type="button" variant="secondary" loading={review.isPending && review.variables === "changes_requested"} onClick={() => review.mutate("changes_requested")}>
          Request changes
        </Button>
      </div>
    </div>
  );
}

function CloseButton({ apiBase }: { apiBase: string }) {
  const close = useApiMutation({ mutate: () => api.post<ChangeRequestView>(`${apiBase}/close`), success: "Closed without merging." });
  return (
    <Button type="button" variant="ghost" size="sm" loading={close.isPending} onClick={() => close.mutate()}>
      <X className="size-4" aria-hidden />
      Close without merging
    </Button>
  );
}

type Choice = { take: "change_request" | "main" } | { content: string };

/** Merges; on a 409 lists each conflict to settle by keeping a side or editing the text. */
function MergeBox({ apiBase, changeRequest, empty }: { apiBase: string; changeRequest: ChangeRequestView; empty: boolean }) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const merge = useApiMutation({
    mutate: (resolutions: ({ entry_id: string } & Choice)[]) => api.post(`${apiBase}/merge`, resolutions.length ? { resolutions } : {}),
    success: "Merged into the draft.",
  });
  // The last refusal's conflicts stay listed while the next attempt runs.
  const [conflicts, setConflicts] = useState<MergeConflict[]>([]);
  const refused = merge.error instanceof ApiError && merge.error.status === 409 ? ((merge.error.problem as { conflicts?: MergeConflict[] }).conflicts ?? null) : null;
  if (refused && refused !== conflicts) setConflicts(refused);
  const found = refused ?? [];
  const missing = changeRequest.required_approvals - changeRequest.approvals;
  return (
    <Section id="merge" title="Merge" description="Applies every change to the draft in one step, merging each page with what changed on the draft meanwhile.">
      {empty && <p className="mb-3 text-sm text-secondary">Nothing to merge yet: this change request changes no page or section. Edit its branch first.</p>}
      {missing > 0 && <p className="mb-3 text-sm text-warning-ink">Needs {missing} more approval{missing === 1 ? "" : "s"} before it can merge.</p>}
      {conflicts.length > 0 && (
        <div className="mb-4 space-y-4">
          <p role="alert" className="text-sm text-danger-strong">
            {conflicts.length} {conflicts.length === 1 ? "entry conflicts" : "entries conflict"} with the draft. Choose what to keep, or edit the text, then merge again.
          </p>
          {conflicts.map((conflict) => {
            const choice = choices[conflict.entry_id];
            const set = (next: Choice) => setChoices((current) => ({ ...current, [conflict.entry_id]: next }));
            return (
              <fieldset key={conflict.entry_id} className="rounded-md border border-line p-3 text-sm">
                <legend className="px-1 font-medium">
                  {conflict.title} <span className="text-xs text-muted">({conflict.reason.replaceAll("_", " ")})</span>
                </legend>
                <div className="flex flex-wrap gap-4">
                  {(["change_request", "main"] as const).map((take) => (
                    <label key={take} className="inline-flex items-center gap-2">
                      <input type="radio" name={`choice-${conflict.entry_id}`} checked={!!choice && "take" in choice && choice.take === take} onChange={() => set({ take })} />
                      {take === "change_request" ? "Keep the change request's" : "Keep the draft's"}
                    </label>
                  ))}
                  {conflict.reason !== "deleted_in_change_request" && (
                    <label className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name={`choice-${conflict.entry_id}`}
                        checked={!!choice && "content" in choice}
                        onChange={() => set({ content: conflict.merged_with_markers ?? conflict.change_request ?? "" })}
                      />
                      Edit
                    </label>
                  )}
                </div>
                {choice && "content" in choice && (
                  <TextareaField label={`Merged text of ${conflict.title}`} rows={10} className="mt-2 font-mono" value={choice.content} onChange={(event) => set({ content: event.target.value })} />
                )}
              </fieldset>
            );
          })}
        </div>
      )}
      <FormError message={merge.error && found.length === 0 ? errorMessage(merge.error) : null} />
      <Button
        type="button"
        loading={merge.isPending}
        disabled={empty || missing > 0 || conflicts.some((conflict) => !choices[conflict.entry_id])}
        onClick={() => merge.mutate(Object.entries(choices).map(([entry_id, choice]) => ({ entry_id, ...choice })))}
      >
        <GitMerge className="size-4" aria-hidden />
        {conflicts.length > 0 ? "Merge with these choices" : "Merge"}
      </Button>
    </Section>
  );
}
