import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CalendarPlus } from 'lucide-react';

import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Book this package', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['sm', 'default', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book this package' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * Focused from the keyboard, the button shows a solid ring in the `--ring` token (4.0:1 on the
 * light background, 8.8:1 on the dark one), not a faded one that keyboard users could miss.
 */
export const KeyboardFocusRing: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Book this package' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const ring = getComputedStyle(document.documentElement).getPropertyValue('--ring').trim();
    const probe = document.createElement('span');
    probe.style.color = ring;
    document.body.append(probe);
    const ringRgb = getComputedStyle(probe).color;
    probe.remove();
    // The ring is a box-shadow in the token's colour at full opacity (no alpha channel), once its
    // transition has run.
    await waitFor(() =>
      expect(getComputedStyle(button).boxShadow).toContain(`${ringRgb} 0px 0px 0px 3px`),
    );
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Accept</Button>
      <Button {...args} variant="secondary">
        Message
      </Button>
      <Button {...args} variant="outline">
        Reschedule
      </Button>
      <Button {...args} variant="ghost">
        Details
      </Button>
      <Button {...args} variant="destructive">
        Reject
      </Button>
      <Button {...args} variant="link">
        View receipt
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add busy time">
        <CalendarPlus />
      </Button>
    </div>
  ),
};

/** Home page category tiles: outline links, tall and left-aligned, in a grid. */
export const CategoryTiles: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-2 sm:w-96" aria-label="Categories">
      {['Wedding', 'Portrait', 'Event', 'Product'].map((c) => (
        <li key={c} className="grid">
          <Button asChild variant="outline" size="tile">
            <a href={`#${c.toLowerCase()}`}>{c}</a>
          </Button>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('link', { name: 'Wedding' });
    await expect(getComputedStyle(tile).justifyContent).toBe('flex-start');
  },
};

/** While the request runs: spinner shows, the label stays in the accessibility tree, clicks are ignored. */
export const Saving: Story = {
  args: { children: 'Save package', loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save package' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Pay now' } };

/** `asChild` renders a link with the button's look. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#packages">Browse packages</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse packages' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};

/** A link button flush with the text above it: no side padding. */
export const InlineLink: Story = {
  render: () => (
    <div>
      <p className="text-sm">Your profile is visible to customers.</p>
      <Button asChild variant="link" size="inline">
        <a href="#profile">See public profile</a>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'See public profile' })).paddingLeft,
    ).toBe('0px');
  },
};
