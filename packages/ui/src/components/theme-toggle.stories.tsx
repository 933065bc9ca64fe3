import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { THEME_STORAGE_KEY } from '../theme.ts';
import { Button } from './button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const meta = {
  title: 'Preferences/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: {
    labels: { group: 'Theme', light: 'Light', dark: 'Dark', system: 'Same as device' },
    defaultPreference: 'light',
    onChange: fn(),
  },
  render: (args) => (
    <div className="flex items-center gap-4 rounded-lg bg-background p-4 text-foreground">
      <ThemeToggle {...args} />
      <Button>Book this package</Button>
    </div>
  ),
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing Dark darkens the page at once and is remembered; Light brings it back. */
export const SwitchesTheme: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const root = document.documentElement;
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(root).toHaveClass('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(root).not.toHaveClass('dark');
    localStorage.removeItem(THEME_STORAGE_KEY);
  },
};

/** The dark tokens, checked by axe like the light ones. */
export const Dark: Story = {
  args: { defaultPreference: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
  },
};
