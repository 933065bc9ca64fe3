import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';

interface AppShellProps extends React.ComponentProps<'div'> {
  /** Logo/wordmark, usually a link home. */
  brand: React.ReactNode;
  /** Main navigation links (rendered inside `<nav aria-label={navLabel}>`). */
  nav?: React.ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Main". */
  navLabel?: string;
  /** Right side of the header: language switch, user menu or sign-in button. */
  userMenu?: React.ReactNode;
  /** Controls that stay in the header at every width, e.g. the notification bell. */
  quickActions?: React.ReactNode;
  /**
   * The phone menu (below 768 px): the button's text and the sheet's title, e.g. "Menu", and the
   * sheet's close button's name. Without it the bar shows at every width.
   */
  menu?: { label: string; title: string; closeLabel: string };
  /** Page footer content. */
  footer?: React.ReactNode;
  /** Text of the skip link that jumps to the main content, e.g. "Skip to content". */
  skipLinkLabel?: string;
  /** The page. */
  children: React.ReactNode;
}

/**
 * SPEC.md §1 "default" layout: header (brand, nav, user menu), main content, footer; slots only,
 * no routing or session dependency.
 *
 * From 768 px the header shows everything: brand, quick actions and user menu on the first row,
 * the navigation on its own row that wraps (so no link is ever cut off). Below 768 px with `menu`
 * set, the header keeps brand, quick actions and a Menu button; the button opens a sheet (Radix
 * Dialog: focus trapped, Escape closes, focus returns to the button) with the navigation and the
 * user menu, and following a link in it closes it. The skip link jumps to the main content.
 */
function AppShell({
  brand,
  nav,
  navLabel,
  userMenu,
  quickActions,
  menu,
  footer,
  skipLinkLabel,
  children,
  className,
  ...props
}: AppShellProps) {
  const mainId = React.useId();
  const [menuOpen, setMenuOpen] = React.useState(false);
  // Below 768 px the bar's parts move into the sheet; without a menu they always show.
  const barOnly = menu ? 'hidden md:flex' : 'flex';
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
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
          <div data-slot="app-shell-brand" className="min-w-0 shrink truncate text-lg font-semibold">
            {brand}
          </div>
          <div className="flex-1" />
          {quickActions ? (
            <div data-slot="app-shell-quick-actions" className="flex shrink-0 items-center gap-1">
              {quickActions}
            </div>
          ) : null}
          {userMenu ? (
            <div data-slot="app-shell-user-menu" className={cn(barOnly, 'shrink-0 items-center gap-2')}>
              {userMenu}
            </div>
          ) : null}
          {menu ? (
            <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <DialogPrimitive.Trigger asChild>
                <Button variant="outline" size="sm" className="md:hidden" data-slot="app-shell-menu-button">
                  <Menu aria-hidden="true" />
                  {menu.label}
                </Button>
              </DialogPrimitive.Trigger>
              <DialogPrimitive.Portal>
                <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
                <DialogPrimitive.Content
                  data-slot="app-shell-menu"
                  aria-describedby={undefined}
                  className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-l bg-card p-4 text-card-foreground shadow-lg outline-none md:hidden"
                  // A link followed in the sheet leaves the page it was opened on: close it.
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a[href]')) setMenuOpen(false);
                  }}
                >
                  <div className="flex items-center justify-between gap-2">
                    <DialogPrimitive.Title className="text-base font-semibold">{menu.title}</DialogPrimitive.Title>
                    <DialogPrimitive.Close asChild>
                      <Button variant="ghost" size="icon" aria-label={menu.closeLabel}>
                        <X aria-hidden="true" />
                      </Button>
                    </DialogPrimitive.Close>
                  </div>
                  {nav ? (
                    <nav aria-label={navLabel} className="flex flex-col items-stretch gap-1 [&>*]:justify-start">
                      {nav}
                    </nav>
                  ) : null}
                  {userMenu ? <div className="flex flex-wrap items-center gap-2 border-t pt-4">{userMenu}</div> : null}
                </DialogPrimitive.Content>
              </DialogPrimitive.Portal>
            </DialogPrimitive.Root>
          ) : null}
        </div>
        {nav ? (
          <nav
            data-slot="app-shell-nav"
            aria-label={navLabel}
            className={cn(barOnly, 'mx-auto w-full max-w-6xl flex-wrap items-center gap-1 px-4 pb-2 text-sm sm:px-6')}
          >
            {nav}
          </nav>
        ) : null}
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
