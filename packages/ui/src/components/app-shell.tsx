import { Menu } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';
import { lazyComponent } from './lazy-component.ts';
import { useStickyScrollPadding } from './use-sticky-scroll-padding.ts';

const AppShellMenu = lazyComponent(async () => (await import('./app-shell-menu.tsx')).AppShellMenu);

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
 * docs/product.md §1 "default" layout: header (brand, nav, user menu), main content, footer; slots only,
 * no routing or session dependency.
 *
 * From 768 px the header shows everything: brand, quick actions and user menu on the first row,
 * the navigation on its own row that wraps (so no link is ever cut off). Below 768 px with `menu`
 * set, the header keeps brand, quick actions and a Menu button; the button opens a sheet (Radix
 * Dialog: focus trapped, Escape closes, focus returns to the button) with the navigation and the
 * user menu, and following a link in it closes it. The sheet's code loads on first use (or as the
 * pointer or focus reaches the button), so pages paint without it. The skip link jumps to the main content.
 * The header stays at the top of the screen, and what takes keyboard focus is scrolled clear of it
 * (the page's `scroll-padding-top`).
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
  const header = React.useRef<HTMLElement>(null);
  useStickyScrollPadding(header, 'top');
  const [menuOpen, setMenuOpen] = React.useState(false);
  // The sheet mounts on first use and then stays (closed), so it opens at once the next time.
  const [menuUsed, setMenuUsed] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  // Below 768 px the bar's parts move into the sheet; without a menu they always show.
  const barOnly = menu ? 'hidden md:flex' : 'flex';
  return (
    <div
      data-slot="app-shell"
      className={cn('flex min-h-svh flex-col bg-background', className)}
      {...props}
    >
      {skipLinkLabel ? (
        <a
          href={`#${mainId}`}
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkLabel}
        </a>
      ) : null}
      <header
        ref={header}
        data-slot="app-shell-header"
        className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur"
      >
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
          <div
            data-slot="app-shell-brand"
            className="min-w-0 shrink truncate text-lg font-semibold"
          >
            {brand}
          </div>
          <div className="flex-1" />
          {quickActions ? (
            <div data-slot="app-shell-quick-actions" className="flex shrink-0 items-center gap-1">
              {quickActions}
            </div>
          ) : null}
          {userMenu ? (
            <div
              data-slot="app-shell-user-menu"
              className={cn(barOnly, 'shrink-0 items-center gap-2')}
            >
              {userMenu}
            </div>
          ) : null}
          {menu ? (
            <>
              <Button
                ref={menuButton}
                variant="outline"
                size="sm"
                className="md:hidden"
                data-slot="app-shell-menu-button"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                // The sheet's code (Radix Dialog) downloads on first use, or as the pointer comes near.
                onPointerEnter={() => void AppShellMenu.preload()}
                onFocus={() => void AppShellMenu.preload()}
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
              >
                <Menu aria-hidden="true" />
                {menu.label}
              </Button>
              {menuUsed ? (
                <React.Suspense fallback={null}>
                  <AppShellMenu
                    open={menuOpen}
                    onOpenChange={setMenuOpen}
                    returnFocusTo={menuButton}
                    title={menu.title}
                    closeLabel={menu.closeLabel}
                  >
                    {nav ? (
                      <nav
                        aria-label={navLabel}
                        className="flex flex-col items-stretch gap-1 [&>*]:justify-start"
                      >
                        {nav}
                      </nav>
                    ) : null}
                    {userMenu ? (
                      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
                        {userMenu}
                      </div>
                    ) : null}
                  </AppShellMenu>
                </React.Suspense>
              ) : null}
            </>
          ) : null}
        </div>
        {nav ? (
          <nav
            data-slot="app-shell-nav"
            aria-label={navLabel}
            className={cn(
              barOnly,
              'mx-auto w-full max-w-6xl flex-wrap items-center gap-1 px-4 pb-2 text-sm sm:px-6',
            )}
          >
            {nav}
          </nav>
        ) : null}
      </header>
      <main
        id={mainId}
        data-slot="app-shell-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
      {footer ? (
        <footer data-slot="app-shell-footer" className="border-t bg-card">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
            {footer}
          </div>
        </footer>
      ) : null}
    </div>
  );
}

export { AppShell, type AppShellProps };
