import * as React from 'react';
import * as Slot from '@radix-ui/react-slot';

import type { ConfirmDialogBodyProps } from './confirm-dialog-body.tsx';
import { lazyComponent } from './lazy-component.ts';

interface ConfirmDialogProps {
  /** Question the user answers, e.g. "Reject this appointment?". */
  title: React.ReactNode;
  /** Consequence in one sentence, e.g. "The customer is told and the time is freed." */
  description?: React.ReactNode;
  /** Text of the confirming button, e.g. "Reject". */
  confirmLabel: React.ReactNode;
  /** Text of the button that backs out, e.g. "Keep it". */
  cancelLabel: React.ReactNode;
  /**
   * Runs when the user confirms. If it returns a promise the confirm button shows a spinner
   * until it settles; the dialog closes when it resolves and stays open when it rejects (show
   * the error yourself, e.g. through `children`).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user backs out (cancel button, Escape). */
  onCancel?: () => void;
  /** `destructive` colours the confirm button red (reject, cancel an appointment). */
  tone?: 'default' | 'destructive';
  /** Element that opens the dialog (its props merged as with `asChild`), when uncontrolled. */
  trigger?: React.ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content between the text and the buttons, e.g. a reason `Field`. */
  children?: React.ReactNode;
  className?: string;
}

// Radix AlertDialog and its focus trap, scroll lock and portal (~15 kB gzip) download on intent,
// not with every page that offers a confirmation (a profile's "Delete" on one's own review).
const ConfirmDialogBody = lazyComponent<ConfirmDialogBodyProps>(
  async () => (await import('./confirm-dialog-body.tsx')).ConfirmDialogBody,
);

/**
 * Asks the user to confirm an action that cannot be undone (Radix AlertDialog: focus starts on
 * the cancel button, clicking outside does not dismiss; focus returns to the trigger on close).
 * The trigger renders at once; the dialog's code downloads when the pointer or focus reaches the
 * trigger, or when the dialog first opens, and the dialog shows once it is in.
 *
 * Used for the photographer's "Reject this appointment?" and the customer's cancel
 * (PRODUCT.md appointment states: Rejected and Canceled are final).
 */
function ConfirmDialog({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...body
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  // The dialog stays mounted once opened, so it can animate out and keep its pending state.
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  const triggerRef = React.useRef<HTMLElement>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const preload = () => void ConfirmDialogBody.preload();

  return (
    <>
      {trigger ? (
        <Slot.Root
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event: React.MouseEvent) => {
            if (!event.defaultPrevented) setOpen(true);
          }}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {opened ? (
        <React.Suspense fallback={null}>
          <ConfirmDialogBody
            {...body}
            open={open}
            onOpenChange={setOpen}
            {...(trigger ? { returnFocusTo: triggerRef } : {})}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

export { ConfirmDialog, type ConfirmDialogProps };
