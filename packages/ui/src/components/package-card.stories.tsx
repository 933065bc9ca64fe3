import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PackageCard } from './package-card.tsx';
import { readyPhoto } from './photo-fixtures.ts';

const cover =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b27a"/><stop offset="1" stop-color="#9a3f1c"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="90" r="40" fill="#fde7d3"/></svg>',
  );

const meta = {
  title: 'Marketplace/PackageCard',
  component: PackageCard,
  tags: ['autodocs'],
  args: {
    title: 'Golden-hour pre-wedding at Doi Suthep',
    category: 'Pre-wedding',
    coverImageUrl: cover,
    priceFromSatang: 1250000,
    priceFromLabel: 'From',
    locale: 'en',
    durationLabel: '2–4 hours',
    photographerName: 'Somchai Jaidee',
    province: 'Chiang Mai',
    href: '/package/p_1',
  },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSearchResults: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Golden-hour pre-wedding at Doi Suthep' }),
    ).toHaveAttribute('href', '/package/p_1');
    await expect(canvas.getByText('฿12,500')).toBeVisible();
    await expect(canvas.getByText('Chiang Mai')).toBeVisible();
  },
};

export const NoCoverPhoto: Story = { args: { coverImageUrl: null } };

/** An uploaded cover: responsive sources, intrinsic size and a placeholder while it loads. */
export const UploadedCover: Story = {
  args: {
    coverImageUrl: null,
    coverPhoto: readyPhoto('#7aa6f6', '#1c3f9a'),
    coverAlt: 'The couple at sunset',
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'The couple at sunset' });
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
    );
  },
};

export const NoPriceYet: Story = { args: { priceFromSatang: null, durationLabel: undefined } };

export const InThai: Story = {
  args: {
    title: 'ถ่ายภาพพรีเวดดิ้งดอยสุเทพ',
    category: 'พรีเวดดิ้ง',
    province: 'เชียงใหม่',
    priceFromLabel: 'เริ่มต้น',
    locale: 'th-TH',
    durationLabel: '2–4 ชั่วโมง',
  },
};
