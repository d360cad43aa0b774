"use client";

import { useRef, useState } from "react";

/**
 * The open state of a dialog that inserts into the editor. After a choice (`chosen`), focus
 * stays where the insertion put it instead of going back to the dialog's button; `onToggle`
 * resets the dialog's own state as it opens or closes.
 */
export function useInsertDialog(onToggle?: (open: boolean) => void) {
  const [open, setOpen] = useState(false);
  const madeChoice = useRef(false);
  return {
    open,
    onOpenChange: (next: boolean) => {
      if (next) madeChoice.current = false;
      setOpen(next);
      onToggle?.(next);
    },
    returnFocus: () => !madeChoice.current,
    /** Closes the dialog after a choice, leaving focus to the insertion. */
    chosen: () => {
      madeChoice.current = true;
      setOpen(false);
    },
  };
}
