import * as React from 'react';

import { cn } from '../cn.ts';

interface AppShellProps extends React.ComponentProps<'div'> {
  /** Logo/wordmark, usually a link home. */
  brand: React.ReactNode;
  /** Main navigation links (rendered inside `<nav aria-label={navLabel}>`). */
  nav?: React.ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Main". */
  navLabel?: string;
  /** Right side of the header: language switch, user menu or sign-in button. */
  userMenu?: React.ReactNode;
  /** Page footer content. */
  footer?: React.ReactNode;
  /** Text of the skip link that jumps to the main content, e.g. "Skip to content". */
  skipLinkLabel?: string;
  /** The page. */
  children: React.ReactNode;
}

/**
 * SPEC.md §1 "default" layout: header (brand, nav, user menu), main content, footer.
 * Slots only; no routing or session dependency.
 */
function AppShell({
  brand,
  nav,
  navLabel,
  userMenu,
  footer,
  skipLinkLabel,
  children,
  className,
  ...props
}: AppShellProps) {
  const mainId = React.useId();
  return (
    <div data-slot="app-shell" className={cn('flex min-h-svh flex-col bg-background', className)} {...props}>
      {skipLinkLabel ? (
        <a
          href={`#${mainId}`}
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkLabel}
        </a>
      ) : null}
      <header data-slot="app-shell-header" className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-6 px-4 sm:px-6">
          <div data-slot="app-shell-brand" className="shrink-0 text-lg font-semibold">
            {brand}
          </div>
          {nav ? (
            <nav data-slot="app-shell-nav" aria-label={navLabel} className="flex flex-1 items-center gap-1 overflow-x-auto text-sm">
              {nav}
            </nav>
          ) : (
            <div className="flex-1" />
          )}
          {userMenu ? (
            <div data-slot="app-shell-user-menu" className="flex shrink-0 items-center gap-2">
              {userMenu}
            </div>
          ) : null}
        </div>
      </header>
      <main id={mainId} data-slot="app-shell-main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6">
        {children}
      </main>
      {footer ? (
        <footer data-slot="app-shell-footer" className="border-t bg-card">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">{footer}</div>
        </footer>
      ) : null}
    </div>
  );
}

export { AppShell, type AppShellProps };
