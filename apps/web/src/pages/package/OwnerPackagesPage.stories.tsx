import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply } from '../../stories/api-fixtures';
import {
  anong,
  customerSession,
  packageSearch,
  packages,
  photographerSession,
  preWedding,
  preWeddingPackage,
} from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './OwnerPackagesPage';

/** Anong's second package, so her list holds two. */
const lannaWedding = {
  ...preWeddingPackage,
  id: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
  title: 'Lanna wedding ceremony',
  category: 'WEDDING_BLISS' as const,
};
const catalogue = [...packages, lannaWedding];

const meta = {
  title: 'Pages/Catalogue/Packages of a photographer',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/allpackage',
      url: `/package/${preWedding.id}/allpackage`,
      session: customerSession,
      api: { 'GET /package/{id}': preWedding, 'GET /package': packageSearch(catalogue) },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From one package to every package of its photographer (found through the package), with her profile a click away. */
export const ForACustomer: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Packages by ${anong.name}` }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        preWedding.title,
        lannaWedding.title,
      ]),
    );
    await expect(canvas.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}`,
    );
    await expect(apiCalls.find((c) => c.operation === 'GET /package')?.query).toEqual({
      photographerId: anong.id,
      limit: '1000',
    });
  },
};

/** The photographer looks at her own list the same way customers do. */
export const ForThePhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: lannaWedding.title }),
    ).toBeVisible();
  },
};

/** The photographer has no active package left (this one was paused since): said, with all packages offered. */
export const NoActivePackages: Story = {
  parameters: { page: { api: { 'GET /package': reply(200, { packages: [], total: 0 }) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This photographer has no active package right now.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '/package/allpackage',
    );
  },
};

/** While the package, then the list, load. */
export const Loading: Story = loadingStory('GET /package', 'Loading packages…');

/** The package fails to load, so the photographer is unknown: said, and "Try again" finds her packages. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          preWedding,
        ),
        'GET /package': packageSearch(catalogue),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this package', userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: lannaWedding.title }),
    ).toBeVisible();
  },
};
