import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, never, reply } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import {
  customerSession,
  photographers,
  photographerSession,
  somchai,
} from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { signedIn } from '../../test/session';
import { Component } from './HomePage';

const meta = {
  title: 'Pages/Catalogue/Home',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/',
      session: customerSession,
      api: {
        'GET /user/photographers': {
          photographers,
          total: photographers.length,
          totalCapped: false,
          nextCursor: null,
        },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer is greeted by name and sees the three best-rated photographers: the first page of
 * the directory in its "Top rated" order (`sort=rating&limit=3`), shown in the API's order.
 */
export const TopRated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Welcome back, ${somchai.name}` }),
    ).toBeVisible();
    const topRated = canvas.getByRole('region', { name: 'Top-rated photographers' });
    const names = (await within(topRated).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    await expect(names).toHaveLength(3);
    await expect(names[0]).toBe('Anong Srisuk');
    await expect(within(topRated).getByRole('link', { name: /Anong Srisuk/ })).toHaveAttribute(
      'href',
      `/profile/${photographers[0]!.id}`,
    );
    await expect(apiCalls.find((c) => c.operation === 'GET /user/photographers')?.query).toEqual({
      sort: 'rating',
      limit: '3',
    });
    // Customers get no studio shortcuts.
    await expect(canvas.queryByRole('region', { name: 'Your studio' })).toBeNull();
  },
};

/** An account made today: its user is welcomed, not welcomed back. */
const newAccount = signedIn({
  id: somchai.id,
  name: somchai.name,
  role: 'Customer',
  province: 'TH-10',
  createdAt: new Date().toISOString(),
});

/** The first visit after signing up: "Welcome", never "Welcome back". */
export const NewAccount: Story = {
  parameters: { page: { session: newAccount } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Welcome to ShootBook, ${somchai.name}`,
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(/welcome back/i)).toBeNull();
  },
};

/** The same first visit in Thai: ยินดีต้อนรับสู่, not ยินดีต้อนรับกลับ. */
export const NewAccountInThai: Story = {
  ...inThai,
  parameters: { page: { session: newAccount } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `ยินดีต้อนรับสู่ ShootBook ${somchai.name}`,
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(/ยินดีต้อนรับกลับ/)).toBeNull();
  },
};

/** Every shoot category is a shortcut to the photographers who shoot it. */
export const Categories: Story = {
  play: async ({ canvas }) => {
    const categories = await canvas.findByRole('region', { name: 'Browse by category' });
    await expect(within(categories).getAllByRole('link')).toHaveLength(11);
    await expect(within(categories).getByRole('link', { name: 'Wedding bliss' })).toHaveAttribute(
      'href',
      '/photographers?category=WEDDING_BLISS',
    );
  },
};

/** A search by text and province opens the photographer directory with those filters in the address. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = await canvas.findByRole('search', { name: 'Search photographers' });
    await userEvent.type(
      within(search).getByRole('searchbox', { name: 'What are you looking for?' }),
      'sunset',
    );
    await userEvent.click(within(search).getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Next page: /photographers?q=sunset&province=TH-50',
      }),
    ).toBeVisible();
  },
};

/** A photographer also gets shortcuts to their packages, schedule and the requests to confirm. */
export const ForAPhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    const studio = await canvas.findByRole('region', { name: 'Your studio' });
    await expect(within(studio).getByRole('link', { name: 'My packages' })).toHaveAttribute(
      'href',
      '/package/showcase',
    );
    await expect(within(studio).getByRole('link', { name: 'My schedule' })).toHaveAttribute(
      'href',
      '/profile/schedule',
    );
    await expect(
      within(studio).getByRole('link', { name: 'Appointments to confirm' }),
    ).toHaveAttribute('href', '/appointment/confirm');
  },
};

/** No photographer has joined yet: packages are offered instead. */
export const NoPhotographers: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/photographers': reply(200, {
          photographers: [],
          total: 0,
          totalCapped: false,
          nextCursor: null,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No photographers yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse packages' })).toHaveAttribute(
      'href',
      '/package/allpackage',
    );
  },
};

/** While the photographers load, the rest of the page is already usable. */
export const Loading: Story = {
  parameters: { page: { api: { 'GET /user/photographers': never } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading photographers…' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Search photographers' })).toBeVisible();
  },
};

/** The directory fails (500): said in the top-rated section, and "Try again" loads it. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /user/photographers': failingFirst(apiError(500, 'internal', 'database unavailable'), {
          photographers,
          total: photographers.length,
          totalCapped: false,
          nextCursor: null,
        }),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load photographers', userEvent);
    await expect(await canvas.findByRole('link', { name: /Anong Srisuk/ })).toBeVisible();
  },
};
