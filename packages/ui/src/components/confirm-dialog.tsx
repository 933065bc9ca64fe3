import * as React from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';

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
  /**
   * Keeps the confirm button disabled, e.g. until the user has typed a confirmation word into a
   * field of `children` (deleting an account).
   */
  confirmDisabled?: boolean;
  /** Element that opens the dialog (its props merged as with `asChild`), when uncontrolled. */
  trigger?: React.ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content between the text and the buttons, e.g. a reason `Field`. */
  children?: React.ReactNode;
  className?: string;
}

/**
 * Asks the user to confirm an action that cannot be undone, on Radix AlertDialog as shadcn/ui's
 * `alert-dialog`: focus starts on the cancel button and stays in the dialog, clicking outside
 * does not dismiss, Escape backs out, and focus returns to the trigger on close. While a
 * promise from `onConfirm` runs, neither button nor Escape closes the dialog.
 *
 * Used for the photographer's "Reject this appointment?" and the customer's cancel
 * (docs/product.md appointment states: Rejected and Canceled are final).
 *
 * @example
 * <ConfirmDialog
 *   trigger={<Button variant="destructive">Reject</Button>}
 *   title="Reject this appointment?"
 *   confirmLabel="Reject"
 *   cancelLabel="Keep it"
 *   tone="destructive"
 *   onConfirm={() => reject.mutateAsync()}
 * />
 */
function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  confirmDisabled = false,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [pending, setPending] = React.useState(false);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!result) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Stay open: the caller shows what went wrong.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialogPrimitive.Root
      data-slot="confirm-dialog"
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog-content"
          data-tone={tone}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg outline-none sm:max-w-md',
            className,
          )}
        >
          <div
            data-slot="confirm-dialog-header"
            className="flex flex-col gap-2 text-center sm:text-left"
          >
            <AlertDialogPrimitive.Title className="text-lg leading-snug font-semibold">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          <div
            data-slot="confirm-dialog-footer"
            className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          >
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={tone === 'destructive' ? 'destructive' : 'default'}
              loading={pending}
              disabled={confirmDisabled}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export { ConfirmDialog, type ConfirmDialogProps };
