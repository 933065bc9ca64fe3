import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** How long a toast stays, milliseconds (docs/product.md §9 "auto-close 5000 ms"). */
export const TOAST_DURATION_MS = 5000;

/**
 * The app's toast region (sonner), in the design system's colours: every toast is the popover
 * surface with foreground text in the app's font (IBM Plex Sans Thai), so each kind (success, error, info) keeps WCAG AA contrast; the
 * kind shows in the icon. Defaults follow docs/product.md §9: top-right, auto-close after 5000 ms, with a
 * close button. Show toasts with sonner's `toast.success(...)` etc.
 */
function Toaster({
  position = 'top-right',
  duration = TOAST_DURATION_MS,
  closeButton = true,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      data-slot="toaster"
      position={position}
      duration={duration}
      closeButton={closeButton}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // sonner's stylesheet sets the system font; the app's bundled IBM Plex Sans Thai keeps
          // Thai readable on a device without a Thai font.
          fontFamily: 'var(--font-sans)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
