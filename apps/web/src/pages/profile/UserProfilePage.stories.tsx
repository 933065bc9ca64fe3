import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, never, reply } from '../../stories/api-fixtures';
import {
  anong,
  anongRatings,
  completedShoot,
  customerSession,
  fullDay,
  photographerSession,
  preWedding,
  preWeddingPackage,
  somchai,
  twoHours,
} from '../../stories/fixtures';
import type { Schemas } from '@shootbook/api-client';
import { inThai, preview } from '../../stories/delivery-fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './UserProfilePage';

/** A paused sub-package: the API shows it to its owner only, and nobody can book it. */
const paused = {
  ...twoHours,
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  title: 'Sunrise, 1 hour',
  price: 200_000,
  durationMinutes: 60,
  active: false,
};

/** What the API answers about Anong: no portfolio, one package, its options, no reviews yet. */
const profileApi = {
  'GET /user/profile/{id}': anong,
  'GET /photo': { photos: [] },
  'GET /package': { packages: [preWeddingPackage], total: 1 },
  // Most expensive first, as a list might come: the table sorts cheapest first.
  'GET /subpackage': { subpackages: [fullDay, paused, twoHours], total: 3 },
  'GET /user/{id}/rating': { ratings: [], total: 0, average: null },
  'GET /appointment/detail': { details: [], total: 0 },
  'GET /users/me/saved': { photographers: [] },
};

const meta = {
  title: 'Pages/Profile/Photographer profile',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/:id',
      url: `/profile/${anong.id}`,
      session: customerSession,
      api: profileApi,
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Prices": every bookable sub-package of the photographer from one `GET /subpackage` call
 * (docs/product.md's limit=1000 listing), cheapest first, each with its package, duration, price and a
 * "Book" link straight to booking it.
 */
export const Prices: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Every sub-package, cheapest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Golden hour, 2 hours.*4,500/),
      expect.stringMatching(/Full day, old city and Doi Suthep.*15,000/),
    ]);
    const book = within(table).getByRole('link', {
      name: `Book ${preWedding.title} · ${twoHours.title}`,
    });
    await expect(book).toHaveAttribute(
      'href',
      `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`,
    );
    await expect(apiCalls.find((c) => c.operation === 'GET /subpackage')?.query).toEqual({
      photographerId: anong.id,
      limit: '1000',
    });
  },
};

/** The header names the photographer and their province: the profile's code `TH-50`, read as its name. */
export const Header: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: anong.name })).toBeVisible();
    await expect(canvas.getByText('Chiang Mai', { selector: 'header span' })).toBeVisible();
    await expect(canvas.queryByText('TH-50')).toBeNull();
  },
};

/** A photographer looking at a profile sees the prices but no "Book" links (customers book). */
export const PricesForAPhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Every sub-package, cheapest first' });
    await expect(within(table).queryByRole('link', { name: /^Book / })).toBeNull();
  },
};

/**
 * Her latest reviews with the average, and — since Somchai has a completed shoot with her that he
 * has not reviewed — "Write a review".
 */
export const ReviewsAndWriteOne: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/{id}/rating': reply(200, anongRatings),
        'GET /appointment/detail': reply(200, { details: [completedShoot], total: 1 }),
      },
    },
  },
  play: async ({ canvas }) => {
    const reviews = await canvas.findByRole('region', { name: 'Latest reviews' });
    await expect(await within(reviews).findByText(anongRatings.ratings[0]!.comment)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/createreview`,
    );
    await expect(within(reviews).getByRole('link', { name: 'All reviews' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/allreview`,
    );
  },
};

/** A photographer who just joined: no packages and no reviews yet, each said. */
export const NothingPublishedYet: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/profile/{id}': reply(200, { ...anong, ratingAverage: null, ratingCount: 0 }),
        'GET /package': reply(200, { packages: [], total: 0 }),
        'GET /subpackage': reply(200, { subpackages: [], total: 0 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No packages yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.getAllByText('No reviews yet')).toHaveLength(2);
    // No prices without packages.
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A customer's profile: their name, without a photographer's packages, prices or reviews. */
export const ACustomer: Story = {
  parameters: {
    page: {
      url: `/profile/${somchai.id}`,
      session: photographerSession,
      api: {
        'GET /user/profile/{id}': reply(200, {
          ...anong,
          ...somchai,
          bio: null,
          province: 'TH-10',
          specialties: [],
          ratingAverage: null,
          ratingCount: 0,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: somchai.name }),
    ).toBeVisible();
    // A photographer's sections were asked for beside the profile, but a customer has none.
    for (const section of ['Packages', 'Prices', 'Latest reviews'])
      await expect(canvas.queryByRole('region', { name: section })).toBeNull();
  },
};

/**
 * The portfolio, packages, prices and reviews are asked for beside the profile, not after it:
 * on a phone the portfolio's photos are the largest paint, and waiting for the profile first
 * cost a round trip.
 */
export const SectionsAskedWithTheProfile: Story = {
  parameters: { page: { api: { ...profileApi, 'GET /user/profile/{id}': never } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the profile…' })).toBeVisible();
    for (const operation of [
      'GET /photo',
      'GET /package',
      'GET /subpackage',
      'GET /user/{id}/rating',
    ] as const)
      await waitFor(() => expect(apiCalls.some((c) => c.operation === operation)).toBe(true));
  },
};

/** While the profile loads. */
export const Loading: Story = loadingStory('GET /user/profile/{id}', 'Loading the profile…');

/** The profile fails to load: said, and "Try again" loads it. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        ...profileApi,
        'GET /user/profile/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          anong,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this profile', userEvent);
    await expect(await canvas.findByRole('heading', { level: 1, name: anong.name })).toBeVisible();
  },
};

/** A portfolio photo of Anong at `position`, copied from a booking or uploaded. */
const portfolioPhoto = (
  position: number,
  colour: string,
  fromBooking: boolean,
): Schemas['Photo'] => ({
  id: `portfolio-${position}`,
  ownerId: anong.id,
  purpose: 'portfolio',
  packageId: null,
  position,
  cover: false,
  caption: null,
  category: null,
  status: 'ready',
  width: 1200,
  height: 900,
  placeholder: null,
  src: preview(colour),
  sources: [],
  fromBooking,
  createdAt: '2026-11-01T05:00:00.000Z',
});

/** Anong's portfolio: one uploaded photo, and two copied from bookings with the customers' permission. */
const markedPortfolio = {
  page: {
    api: {
      ...profileApi,
      'GET /photo': {
        photos: [
          portfolioPhoto(0, '#f6b27a', false),
          portfolioPhoto(1, '#7aa6f6', true),
          portfolioPhoto(2, '#9af67a', true),
        ],
        total: 3,
      },
    },
  },
};

/**
 * A photo copied from a booking carries a small "From a ShootBook booking" mark, also in its
 * button's name for a screen reader; an uploaded photo has none (docs/product.md §11).
 */
export const PortfolioFromBookings: Story = {
  parameters: markedPortfolio,
  play: async ({ canvas }) => {
    const portfolio = await canvas.findByRole('region', { name: 'Photos' });
    const marked = within(portfolio).getAllByRole('button', {
      name: /\(From a ShootBook booking\)$/,
    });
    await expect(marked).toHaveLength(2);
    const marks = portfolio.querySelectorAll('[data-slot="photo-gallery-mark"]');
    await expect([...marks].map((mark) => mark.getAttribute('data-mark'))).toEqual([
      'From a ShootBook booking',
      'From a ShootBook booking',
    ]);
  },
};

/** In Thai: the mark on photos copied from bookings. */
export const PortfolioFromBookingsInThai: Story = {
  ...inThai,
  parameters: markedPortfolio,
  play: async ({ canvas }) => {
    const portfolio = await canvas.findByRole('region', { name: 'รูปภาพ' });
    await expect(
      within(portfolio).getAllByRole('button', { name: /\(จากงานที่จองผ่าน ShootBook\)$/ }),
    ).toHaveLength(2);
  },
};

const withCancellations = {
  ...anong,
  cancellations: { accepted: 24, canceledByPhotographer: 1, rate: 1 / 24 },
};

/**
 * A photographer with enough accepted bookings for a cancellation rate (docs/product.md §12):
 * the share they canceled themselves, rounded to a whole percent, with the counts.
 */
export const CancellationRate: Story = {
  parameters: { page: { api: { 'GET /user/profile/{id}': withCancellations } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Cancels 4% of accepted bookings (1 of 24)'),
    ).toBeVisible();
  },
};

/** The same rate in Thai. */
export const CancellationRateInThai: Story = {
  ...inThai,
  parameters: { page: { api: { 'GET /user/profile/{id}': withCancellations } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ยกเลิกการจองที่ยืนยันแล้ว 4% (1 จาก 24 การจอง)')).toBeVisible();
  },
};

/** Fewer accepted bookings than the rule needs: the API sends no rate and none is shown. */
export const NoCancellationRateYet: Story = {
  parameters: { page: { api: { 'GET /user/profile/{id}': { ...anong, cancellations: null } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: anong.name })).toBeVisible();
    await expect(canvas.queryByText(/of accepted bookings/)).toBeNull();
  },
};

/**
 * The customer saves the photographer with the heart by their name: pressed at once, and the
 * server is told (`PUT /users/me/saved/{photographerId}`).
 */
export const SaveWithTheHeart: Story = {
  parameters: {
    page: { api: { ...profileApi, 'PUT /users/me/saved/{photographerId}': reply(204) } },
  },
  play: async ({ canvas, userEvent }) => {
    const heart = await canvas.findByRole('button', { name: `Save ${anong.name}` });
    await waitFor(() => expect(heart).toBeEnabled());
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({
          operation: 'PUT /users/me/saved/{photographerId}',
          path: { photographerId: anong.id },
        }),
      ),
    );
  },
};

/** The heart in Thai, already saved. */
export const SavedInThai: Story = {
  ...inThai,
  parameters: {
    page: {
      api: {
        ...profileApi,
        'GET /users/me/saved': reply(200, {
          photographers: [{ ...anong, packageCount: 1, minPrice: null }],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const heart = await canvas.findByRole('button', { name: `บันทึก ${anong.name}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A photographer (here on their own profile) has no heart: saving is for customers. */
export const NoHeartForAPhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: anong.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Save ${anong.name}` })).toBeNull();
  },
};
