import { type RefObject, useRef, useState } from "react";

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus returns to it on close (the dialog has no Radix trigger of its own). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Opens a dialog whose code is loaded on first use, keeping Radix Dialog out of the JavaScript every page loads
 * (the home page budget is 150 KB gzip). Loading starts when the pointer or focus reaches the button.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void load();
  };
  return {
    requested,
    buttonProps: {
      ref: button,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setRequested(true);
        setOpen(true);
      },
    },
    dialogProps: { open, onOpenChange: setOpen, returnFocusTo: button } satisfies LazyDialogProps,
  };
}

/** Radix's close handler: focus back on the opening button. */
export function returnFocus(returnFocusTo: LazyDialogProps["returnFocusTo"]) {
  return (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
}
