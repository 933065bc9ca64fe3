import type { Meta, StoryObj } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';

import { AppShell } from './app-shell.tsx';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import { measureStickyScrollPaddings } from './use-sticky-scroll-padding.ts';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="/">ShootBook</a>,
    navLabel: 'Main',
    nav: (
      <>
        <Button variant="ghost" size="sm" asChild>
          <a href="/package">Packages</a>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <a href="/appointment" aria-current="page">
            Appointments
          </a>
        </Button>
      </>
    ),
    userMenu: (
      <Button variant="ghost" size="sm">
        <Avatar name="Nok Charoen" size="sm" className="size-6" aria-hidden="true" />
        Nok Charoen
      </Button>
    ),
    footer: '© 2026 ShootBook',
    skipLinkLabel: 'Skip to content',
    children: <PageHeader title="Appointments" description="Your upcoming shoots." />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 ShootBook');
    // The skip link is the first stop and points at the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

/**
 * On a phone (414 px, Storybook's "mobile2" viewport; below 768 px): brand, quick actions and a Menu
 * button; the sheet holds the navigation and the user menu, and a followed link closes it.
 */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    menu: { label: 'Menu', title: 'Menu', closeLabel: 'Close menu' },
    quickActions: (
      <Button variant="ghost" size="sm" aria-label="Notifications, 2 unread">
        🔔 2
      </Button>
    ),
    nav: (
      <>
        {[
          'Photographers',
          'Packages',
          'Appointments',
          'To confirm',
          'To complete',
          'Schedule',
          'Transactions',
        ].map((label) => (
          <Button key={label} variant="ghost" size="sm" asChild>
            {/* No real navigation inside the story test's frame. */}
            <a
              href={`#${label.toLowerCase().replace(' ', '-')}`}
              onClick={(event) => event.preventDefault()}
            >
              {label}
            </a>
          </Button>
        ))}
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth, 'story tests run at a phone width').toBeLessThan(768);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
    await expect(within(sheet).getByRole('button', { name: /Nok Charoen/ })).toBeVisible();
    // Escape closes it and focus returns to the Menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(menuButton).toHaveFocus();
    // A followed link closes the sheet.
    await userEvent.click(menuButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Transactions',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A page taller than a phone's screen: 30 buttons "Shoot 1" to "Shoot 30" (ids `shoot-1`…). */
function ShootList() {
  return (
    <ul className="grid gap-3">
      {Array.from({ length: 30 }, (_, i) => (
        <li key={i}>
          <Button variant="outline" id={`shoot-${i + 1}`}>
            Shoot {i + 1}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header stays at the top of the screen, and what takes keyboard focus is scrolled clear of
 * it: a control behind the header when Shift+Tab reaches it comes out below the header
 * (WCAG 2.2 2.4.11 Focus Not Obscured; the page's `scroll-padding-top`).
 */
export const FocusClearOfTheHeader: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    menu: { label: 'Menu', title: 'Menu', closeLabel: 'Close menu' },
    children: <ShootList />,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="app-shell-header"]')!;
    const target = canvas.getByRole('button', { name: 'Shoot 10' });
    // The header is measured in the browser's first frame after it mounts (MeasuredAfterTheCommit).
    await waitFor(() =>
      expect(document.documentElement.style.scrollPaddingTop).toBe(`${header.offsetHeight + 8}px`),
    );
    // Scroll so that "Shoot 10" sits just inside the top of the screen, behind the header, and
    // focus the next control.
    window.scrollBy(0, target.getBoundingClientRect().top - 4);
    await expect(target.getBoundingClientRect().top).toBeLessThan(
      header.getBoundingClientRect().bottom,
    );
    canvas.getByRole('button', { name: 'Shoot 11' }).focus({ preventScroll: true });
    await userEvent.tab({ shift: true });
    await expect(target).toHaveFocus();
    await waitFor(() =>
      expect(target.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom,
      ),
    );
    window.scrollTo(0, 0);
  },
};

/**
 * The header is measured once the browser lays the page out, not inside React's commit (where
 * reading its height made the browser lay out the whole new page in the commit's task:
 * docs/decisions/0015); a `#hash` target scrolled to in the commit's own task still comes out
 * below the header (`measureStickyScrollPaddings`, as the app's scroll restoration calls it). The
 * play function mounts the shell itself, so the commit and the scroll run in one task.
 */
export const MeasuredAfterTheCommit: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => <div data-testid="host" />,
  play: async ({ canvas, args }) => {
    const host = canvas.getByTestId('host');
    const root = createRoot(host);
    const padding = () => document.documentElement.style.scrollPaddingTop;
    // Everything below runs in this one task, up to the first await: no layout of the browser's
    // own, and so no ResizeObserver report, comes between.
    const heights = spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    flushSync(() =>
      root.render(
        <AppShell {...args} menu={{ label: 'Menu', title: 'Menu', closeLabel: 'Close menu' }}>
          <ShootList />
        </AppShell>,
      ),
    );
    const readsInTheCommit = heights.mock.calls.length;
    heights.mockRestore();
    const paddingAfterTheCommit = padding();
    const header = host.querySelector<HTMLElement>('[data-slot="app-shell-header"]')!;
    const target = document.getElementById('shoot-12')!;
    // Just inside the top of the screen, behind the header, then scrolled to.
    window.scrollBy(0, target.getBoundingClientRect().top - 4);
    const hiddenBefore = target.getBoundingClientRect().top < header.getBoundingClientRect().bottom;
    measureStickyScrollPaddings();
    target.scrollIntoView();
    const clearOnceScrolledTo =
      target.getBoundingClientRect().top >= header.getBoundingClientRect().bottom;

    await expect({
      readsInTheCommit,
      paddingAfterTheCommit,
      hiddenBefore,
      clearOnceScrolledTo,
    }).toEqual({
      readsInTheCommit: 0,
      paddingAfterTheCommit: '',
      hiddenBefore: true,
      clearOnceScrolledTo: true,
    });
    // And it follows the header's height from the browser's next frame on.
    await waitFor(() => expect(padding()).toBe(`${header.offsetHeight + 8}px`));

    flushSync(() => root.unmount());
    await expect(padding()).toBe('');
    window.scrollTo(0, 0);
  },
};
