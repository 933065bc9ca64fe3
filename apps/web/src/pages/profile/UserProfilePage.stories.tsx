import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiCalls } from '../../stories/api-fixtures';
import { anong, customerSession, fullDay, photographerSession, preWedding, twoHours } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { Component } from './UserProfilePage';

const { subpackages: _subpackages, ...weddingPackage } = preWedding;
/** A paused sub-package: the API shows it to its owner only, and nobody can book it. */
const paused = { ...twoHours, id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', title: 'Sunrise, 1 hour', price: 200_000, durationMinutes: 60, active: false };

const meta = {
  title: 'Pages/Profile/Photographer profile',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/:id',
      url: `/profile/${anong.id}`,
      session: customerSession,
      api: {
        'GET /user/profile/{id}': anong,
        'GET /photo': { photos: [] },
        'GET /package': { packages: [weddingPackage], total: 1 },
        // Most expensive first, as a list might come: the table sorts cheapest first.
        'GET /subpackage': { subpackages: [fullDay, paused, twoHours], total: 3 },
        'GET /user/{id}/rating': { ratings: [], total: 0, average: null },
        'GET /appointment/detail': { details: [], total: 0 },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Prices": every bookable sub-package of the photographer from one `GET /subpackage` call
 * (SPEC.md's limit=1000 listing), cheapest first, each with its package, duration, price and a
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
    const book = within(table).getByRole('link', { name: `Book ${preWedding.title} · ${twoHours.title}` });
    await expect(book).toHaveAttribute('href', `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`);
    await expect(apiCalls.find((c) => c.operation === 'GET /subpackage')?.query).toEqual({ photographerId: anong.id, limit: '1000' });
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
