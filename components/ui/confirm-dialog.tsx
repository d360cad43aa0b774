"use client";

import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogActions } from "./dialog";
import { FormError, InputField } from "./field";

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** Runs the action; the dialog stays open and shows the error if it throws. */
  onConfirm: () => Promise<unknown>;
  /** When set, the user must type this text before confirming (for irreversible actions). */
  confirmText?: string;
  pending?: boolean;
  error?: string | null;
}

/** Asks before a destructive action. Focus starts on Cancel, so Enter never destroys by accident. */
export function ConfirmDialog({ title, description, confirmLabel, trigger, onConfirm, confirmText, pending, error }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = !confirmText || typed.trim() === confirmText;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setTyped("");
  };
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={description} trigger={trigger}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!matches) return;
          try {
            await onConfirm();
            change(false);
          } catch {
            // The caller's mutation holds the error; it is shown below.
          }
        }}
      >
        {confirmText && (
          <InputField
            label={`Type "${confirmText}" to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <div className="mt-4">
          <FormError message={error} />
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)} autoFocus={!confirmText}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending} disabled={!matches}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
