"use client";

import { Check, RotateCcw, Sparkles, Square, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SegmentedControl, type SegmentedOption } from "@/components/ui/segmented-control";
import { cn, focusRing } from "@/components/ui/cn";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { diffCounts, diffText, type DiffPart } from "@/lib/client/text-diff";
import { streamAiEdit } from "./ai-client";
import { AiProblem } from "./ai-problem";
import type { DocumentationRef } from "./types";

/** What the writer asked the AI to revise: the selection, or the whole page when nothing is selected. */
export interface AiEditTarget {
  from: number;
  to: number;
  text: string;
  scope: "selection" | "page";
}

/** The most a revision may send (the edit endpoint's `content` bound). */
const maxContent = 100_000;

const presets: { label: string; instruction: string; needsMore?: boolean }[] = [
  { label: "Improve writing", instruction: "Improve the writing: clearer, more direct sentences. Keep the meaning, the structure and every technical detail." },
  { label: "Fix grammar", instruction: "Fix spelling, grammar and punctuation only. Change nothing else." },
  { label: "Make shorter", instruction: "Make it shorter and more concise without losing anything a reader needs." },
  { label: "Explain simply", instruction: "Explain it in simpler terms for a reader new to the topic. Keep code, commands and product names exact." },
  { label: "Translate…", instruction: "Translate into ", needsMore: true },
];

type Phase = { step: "ask" } | { step: "writing"; text: string } | { step: "review"; proposal: string } | { step: "failed"; error: unknown };

/** Asks for an instruction, streams the revision, then shows its diff to accept or reject. */
export function AiEditDialog({
  documentation,
  target,
  onClose,
  onAccept,
}: {
  documentation: DocumentationRef;
  target: AiEditTarget | null;
  onClose: () => void;
  onAccept: (target: AiEditTarget, text: string) => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.scope === "selection" ? "Revise the selection with AI" : "Revise the page with AI"}
      description={
        target?.scope === "selection"
          ? `The ${target.text.length.toLocaleString()} selected characters are revised; the rest of the page stays as it is.`
          : "Nothing is selected, so the whole page is revised. Select text first to revise only that part."
      }
      className="max-w-3xl"
    >
      {/* Mounted only while open: closing (Escape included) stops a revision on its way. */}
      {target && <AiEditPanel documentation={documentation} target={target} onCancel={onClose} onAccept={(text) => onAccept(target, text)} />}
    </Dialog>
  );
}

function AiEditPanel({ documentation, target, onCancel, onAccept }: { documentation: DocumentationRef; target: AiEditTarget; onCancel: () => void; onAccept: (text: string) => void }) {
  const [instruction, setInstruction] = useState("");
  const [phase, setPhase] = useState<Phase>({ step: "ask" });
  const running = useRef<AbortController | null>(null);
  const instructionField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => running.current?.abort(), []);

  const tooLong = target.text.length > maxContent;

  async function run(asked: string) {
    if (asked.trim() === "" || tooLong) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase({ step: "writing", text: "" });
    try {
      const answer = await streamAiEdit(documentation, { content: target.text, instruction: asked }, (text) => setPhase({ step: "writing", text }), controller.signal);
      setPhase({ step: "review", proposal: keepOuterBlankLines(target.text, answer.content) });
    } catch (error) {
      if (!controller.signal.aborted) setPhase({ step: "failed", error });
    }
  }

  function stop() {
    running.current?.abort();
    setPhase({ step: "ask" });
    setTimeout(() => instructionField.current?.focus());
  }

  function choosePreset(preset: (typeof presets)[number]) {
    setInstruction(preset.instruction);
    if (!preset.needsMore) return void run(preset.instruction);
    // The writer completes it (the language), then presses Enter.
    setTimeout(() => {
      const field = instructionField.current;
      field?.focus();
      field?.setSelectionRange(preset.instruction.length, preset.instruction.length);
    });
  }

  if (phase.step === "review") {
    return (
      <Review
        original={target.text}
        proposal={phase.proposal}
        onAccept={() => onAccept(phase.proposal)}
        onRetry={() => {
          setPhase({ step: "ask" });
          setTimeout(() => instructionField.current?.focus());
        }}
        onReject={onCancel}
      />
    );
  }

  const writing = phase.step === "writing";
  return (
    <div className="space-y-4">
      {tooLong && (
        <p role="alert" className="text-sm text-danger">
          This is longer than the AI takes ({maxContent.toLocaleString()} characters): select a part of the page and try again.
        </p>
      )}
      <div role="group" aria-label="Quick instructions" className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <Button key={preset.label} variant="secondary" size="sm" disabled={writing || tooLong} onClick={() => choosePreset(preset)}>
            {preset.label}
          </Button>
        ))}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(instruction);
        }}
        className="space-y-3"
      >
        <TextareaField
          ref={instructionField}
          label="Instruction"
          hint="Enter sends, Shift+Enter starts a new line. Each revision uses 1 AI credit."
          placeholder="e.g. Turn the steps into a numbered list and add a short introduction"
          rows={2}
          maxLength={2000}
          autoFocus
          value={instruction}
          disabled={writing}
          onChange={(event) => setInstruction(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void run(instruction);
            }
          }}
        />
        {phase.step === "failed" && <AiProblem error={phase.error} documentation={documentation} />}
        {writing && (
          <div className="space-y-2">
            <p role="status" className="flex items-center gap-2 text-sm text-secondary">
              <Sparkles className="size-4 animate-pulse text-indigo-500" aria-hidden />
              {phase.text ? "Writing…" : "Waiting for the AI…"}
            </p>
            <pre
              aria-label="Revision so far"
              className="max-h-[40vh] overflow-auto whitespace-pre-wrap rounded-md border border-line bg-sunken p-3 font-mono text-xs text-label"
            >
              {phase.text}
            </pre>
          </div>
        )}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          {writing ? (
            <Button type="button" variant="secondary" onClick={stop}>
              <Square className="size-4" aria-hidden />
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={instruction.trim() === "" || tooLong}>
              <Sparkles className="size-4" aria-hidden />
              Revise
            </Button>
          )}
        </DialogActions>
      </form>
    </div>
  );
}

const showOptions: SegmentedOption<"changes" | "result">[] = [
  { value: "changes", label: "Changes" },
  { value: "result", label: "Result" },
];

function Review({ original, proposal, onAccept, onRetry, onReject }: { original: string; proposal: string; onAccept: () => void; onRetry: () => void; onReject: () => void }) {
  const [show, setShow] = useState<"changes" | "result">("changes");
  const parts = useMemo(() => diffText(original, proposal), [original, proposal]);
  const { added, removed } = diffCounts(parts);
  const unchanged = proposal === original;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-secondary">
          {unchanged ? "The AI proposes no change." : `Proposed: ${added.toLocaleString()} words added, ${removed.toLocaleString()} removed.`}
        </p>
        <SegmentedControl label="Show" options={showOptions} value={show} onChange={setShow} />
      </div>
      <div
        role="region"
        aria-label={show === "changes" ? "Proposed changes" : "Proposed text"}
        tabIndex={0}
        className={cn("max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded-md border border-line bg-sunken p-3 font-mono text-xs leading-relaxed text-label", focusRing)}
      >
        {show === "changes" ? <DiffView parts={parts} /> : proposal}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onReject}>
          <X className="size-4" aria-hidden />
          Reject
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden />
          Change the instruction
        </Button>
        <Button onClick={onAccept} disabled={unchanged} autoFocus={!unchanged}>
          <Check className="size-4" aria-hidden />
          Accept
        </Button>
      </DialogActions>
    </div>
  );
}

/** Unchanged runs longer than this many lines show only their edges. */
const contextLines = 3;

function DiffView({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, index): ReactNode => {
    if (part.kind === "added") {
      return (
        <ins key={index} className="bg-diff-added text-diff-added no-underline">
          {part.text}
        </ins>
      );
    }
    if (part.kind === "removed") {
      return (
        <del key={index} className="bg-diff-removed text-diff-removed line-through decoration-red-500/70">
          {part.text}
        </del>
      );
    }
    const lines = part.text.split("\n");
    const headCount = index > 0 ? contextLines + 1 : 0;
    const tailCount = index < parts.length - 1 ? contextLines + 1 : 0;
    // A final line break ends the last line rather than starting another.
    if (tailCount === 0 && lines.at(-1) === "") lines.pop();
    const hidden = lines.length - headCount - tailCount;
    if (hidden < 2) return <span key={index}>{part.text}</span>;
    return (
      <span key={index}>
        {headCount > 0 && `${lines.slice(0, headCount).join("\n")}\n`}
        <span className="my-1 block select-none text-center text-faint">{`⋯ ${hidden} unchanged lines ⋯`}</span>
        {tailCount > 0 && lines.slice(lines.length - tailCount).join("\n")}
      </span>
    );
  });
}

/**
 * The model may add or drop blank lines around what it returns: the revision keeps the
 * original's leading and trailing line breaks, so it fits where the selection was.
 */
function keepOuterBlankLines(original: string, proposal: string): string {
  if (original.trim() === "") return proposal;
  const lead = /^\n*/.exec(original)![0];
  const trail = /\n*$/.exec(original)![0];
  return lead + proposal.replace(/^\n+/, "").replace(/\n+$/, "") + trail;
}
