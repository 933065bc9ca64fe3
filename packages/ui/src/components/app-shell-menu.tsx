import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';

import { Button } from './button.tsx';

/**
 * The phone menu sheet of {@link AppShell} (loaded on first use): a Radix Dialog from the right
 * with `title`, a close button named `closeLabel`, and `children` (the navigation and the user
 * menu). Focus is trapped while open, Escape closes, focus returns to `returnFocusTo` (the Menu
 * button), and following a link inside closes it.
 */
export function AppShellMenu({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          data-slot="app-shell-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-l bg-card p-4 text-card-foreground shadow-lg outline-none md:hidden"
          onCloseAutoFocus={(event) => {
            // No Radix Trigger (the button renders before this code loads): return focus by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // A link followed in the sheet leaves the page it was opened on: close it.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a[href]')) onOpenChange(false);
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="text-base font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
