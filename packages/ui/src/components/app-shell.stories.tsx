import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AppShell } from './app-shell.tsx';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';

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
