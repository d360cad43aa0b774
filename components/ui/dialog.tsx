"use client";

import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn, focusRing } from "./cn";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  className?: string;
  /**
   * Whether focus goes back to the trigger as the dialog closes (the default); a dialog that
   * hands focus elsewhere (an editor it inserted into) says false for that closing.
   */
  returnFocus?: () => boolean;
}

/** A modal dialog: Radix traps focus inside, closes on Escape and restores focus to the trigger. */
export function Dialog({ open, onOpenChange, title, description, children, trigger, className, returnFocus }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-raised p-6 shadow-xl",
            "max-h-[calc(100vh-2rem)] overflow-y-auto focus:outline-none",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (returnFocus && !returnFocus()) event.preventDefault();
          }}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-strong">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-secondary">{description}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className={cn("absolute right-4 top-4 rounded-md p-1 text-muted hover:bg-muted", focusRing)}
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The row of buttons at the bottom of a dialog or form. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
