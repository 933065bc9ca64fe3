import * as React from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

/**
 * What {@link ConfirmDialogBody} takes: {@link ConfirmDialogProps} without the trigger, always
 * controlled, and where focus returns on close.
 */
export interface ConfirmDialogBodyProps extends Omit<
  ConfirmDialogProps,
  'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the dialog: focused again when it closes (Radix's Trigger would). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * The dialog of {@link ConfirmDialog} (Radix AlertDialog), in a chunk of its own: downloaded when
 * the user points at or focuses the trigger, or opens the dialog, not with the page
 * (docs/decisions/0015). Controlled by its wrapper, which renders the trigger.
 */
export function ConfirmDialogBody({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  open,
  onOpenChange: setOpen,
  returnFocusTo,
  children,
  className,
}: ConfirmDialogBodyProps) {
  const [pending, setPending] = React.useState(false);

  const confirm = async () => {
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // Stay open: the caller shows what went wrong.
      } finally {
        setPending(false);
      }
    } else {
      setOpen(false);
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
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog-content"
          data-tone={tone}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
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
