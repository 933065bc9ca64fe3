import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Money, formatSatang } from './money.tsx';

const meta = {
  title: 'Payments/Money',
  component: Money,
  tags: ['autodocs'],
  args: { satang: 350000, locale: 'en' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeBaht: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('฿3,500')).toBeVisible();
  },
};

export const WithSatang: Story = {
  args: { satang: 150050 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('฿1,500.50')).toBeVisible();
    await expect(formatSatang(-2500, 'en')).toBe('-฿25');
  },
};

export const ThaiLocale: Story = {
  args: { locale: 'th-TH', satang: 1250000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('฿12,500')).toBeVisible();
  },
};

/** The headline price of a sub-package card. */
export const Price: Story = {
  args: { emphasis: 'price' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('฿3,500')).fontWeight).toBe('600');
  },
};

/** A statement's money in and out: "+" and "-" both written, zero unsigned. */
export const SignedInAndOut: Story = {
  args: { satang: 315000, signDisplay: 'exceptZero' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+฿3,150')).toBeVisible();
    await expect(formatSatang(-35000, 'en', 'exceptZero')).toBe('-฿350');
    await expect(formatSatang(0, 'en', 'exceptZero')).toBe('฿0');
  },
};
