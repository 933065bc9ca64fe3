import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Status/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'Pending', label: 'Waiting for the photographer' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPhotographer: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Waiting for the photographer');
    await expect(badge).toHaveAttribute('data-status', 'Pending');
  },
};

export const AppointmentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="Pending" label="Pending" />
      <StatusBadge status="Accepted" label="Accepted" />
      <StatusBadge status="Rejected" label="Rejected" />
      <StatusBadge status="Canceled" label="Canceled" />
      <StatusBadge status="Completed" label="Completed" />
    </div>
  ),
};

export const PaymentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="Unpaid" label="Unpaid" />
      <StatusBadge status="Wait" label="Awaiting payment" />
      <StatusBadge status="InProcess" label="Processing" />
      <StatusBadge status="Paid" label="Paid" />
      <StatusBadge status="Completed" label="Paid out" />
      <StatusBadge status="Refunded" label="Refunded" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Every payment status has its own colour on screen.
    const colours = [
      'Unpaid',
      'Awaiting payment',
      'Processing',
      'Paid',
      'Paid out',
      'Refunded',
    ].map((t) => getComputedStyle(canvas.getByText(t)).backgroundColor);
    await expect(new Set(colours).size).toBe(colours.length);
  },
};

export const InThai: Story = { args: { status: 'Accepted', label: 'ยืนยันแล้ว' } };

const allStatuses = [
  ['Pending', 'Pending'],
  ['Accepted', 'Accepted'],
  ['Rejected', 'Rejected'],
  ['Canceled', 'Canceled'],
  ['Completed', 'Completed'],
  ['Unpaid', 'Unpaid'],
  ['Wait', 'Awaiting payment'],
  ['InProcess', 'Processing'],
  ['Paid', 'Paid'],
  ['Refunded', 'Refunded'],
] as const;

/** Relative luminance (WCAG) of a computed CSS colour (any syntax: rgb, oklch …), 0 to 1. */
function luminance(colour: string): number {
  // The browser converts: paint one pixel in the colour and read it back as sRGB.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * In the dark theme every pill is dark with light text (the `--status-*` tokens of the dark
 * theme), not a light pill glaring on the dark page; each status keeps its own colour.
 */
export const InDarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex flex-wrap gap-2 bg-background p-4">
      {allStatuses.map(([status, label]) => (
        <StatusBadge key={label} status={status} label={label} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds: string[] = [];
    for (const [, label] of allStatuses) {
      const style = getComputedStyle(canvas.getByText(label));
      backgrounds.push(style.backgroundColor);
      await expect(luminance(style.backgroundColor)).toBeLessThan(0.05);
      await expect(luminance(style.color)).toBeGreaterThan(0.5);
    }
    // Each status keeps a colour of its own.
    await expect(new Set(backgrounds).size).toBe(backgrounds.length);
  },
};
