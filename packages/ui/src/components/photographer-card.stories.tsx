import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PhotographerCard } from './photographer-card.tsx';
import { readyPhoto } from './photo-fixtures.ts';

const meta = {
  title: 'Marketplace/PhotographerCard',
  component: PhotographerCard,
  tags: ['autodocs'],
  args: {
    name: 'Somchai Jaidee',
    province: 'Chiang Mai',
    specialties: ['Wedding', 'Pre-wedding', 'Family'],
    rating: { average: 4.8, label: 'Rated 4.8 out of 5', countLabel: '23 reviews' },
    href: '/profile/u_123',
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PhotographerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSearchResults: Story = {
  play: async ({ canvas }) => {
    // The whole card is clickable, but the link's name is just the photographer's name.
    await expect(canvas.getByRole('link', { name: 'Somchai Jaidee' })).toHaveAttribute(
      'href',
      '/profile/u_123',
    );
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  },
};

/** With a portfolio and packages: the first portfolio photo on top, the cheapest sub-package's price. */
export const WithPortfolioAndPrice: Story = {
  args: {
    coverPhoto: readyPhoto('#f6b27a', '#9a3f1c'),
    priceFromSatang: 250000,
    priceFromLabel: 'From',
    locale: 'en',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('฿2,500')).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="photographer-card-cover"] img'),
    ).toHaveAttribute('width', '1200');
  },
};

export const NewPhotographer: Story = {
  args: {
    rating: undefined,
    specialties: ['Portrait'],
    name: 'ณัฐพล ศรีสุข',
    province: 'กรุงเทพมหานคร',
  },
};

/** With the app's router: `linkAs` renders its own link component. */
export const WithRouterLink: Story = {
  args: {
    linkAs: ({ href, className, children }) => (
      <a href={`#router${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Somchai Jaidee' })).toHaveAttribute(
      'href',
      '#router/profile/u_123',
    );
  },
};

export const NotALink: Story = { args: { href: undefined } };
