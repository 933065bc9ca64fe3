import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  anong,
  customerSession,
  packageSearch,
  packages,
  photographerSession,
  preWeddingPackage,
} from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './ShowcasePage';

/** Anong's second package, paused: she sees it with "Reactivate". */
const pausedPackage = {
  ...preWeddingPackage,
  id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
  title: 'Lanna wedding ceremony',
  category: 'WEDDING_BLISS' as const,
  active: false,
};
const catalogue = [...packages, pausedPackage];

const meta = {
  title: 'Pages/Catalogue/Showcase',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/showcase',
      session: customerSession,
      api: {
        'GET /package': packageSearch(catalogue),
        'PATCH /package/{id}': (call: ApiCall) =>
          reply(200, { ...preWeddingPackage, ...(call.body as object) }),
        'DELETE /package/{id}': reply(204),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customers see packages grouped by category, in the categories' order, each with a link to all of its packages. */
export const ForACustomer: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Showcase' })).toBeVisible();
    const categories = (await canvas.findAllByRole('heading', { level: 2 })).map(
      (h) => h.textContent,
    );
    await expect(categories).toEqual([
      'Wedding bliss',
      'Engagement & love story',
      'Graduation memories',
    ]);
    const weddings = canvas.getByRole('region', { name: 'Wedding bliss' });
    await expect(
      within(weddings).getByRole('link', { name: 'All Wedding bliss packages' }),
    ).toHaveAttribute('href', '/package/allpackage?category=WEDDING_BLISS');
    await expect(apiCalls[0]?.query).toEqual({ limit: '1000' });
    // Paused packages are their photographer's business.
    await expect(canvas.queryByText(pausedPackage.title)).toBeNull();
  },
};

/** No package published yet: said, with the photographers offered instead. */
export const NothingPublished: Story = {
  parameters: { page: { api: { 'GET /package': reply(200, { packages: [], total: 0 }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No package has been published yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse photographers' })).toHaveAttribute(
      'href',
      '/photographers',
    );
  },
};

/** A photographer manages her own packages (`GET /package?photographerId=`): edit, pause, delete. */
export const MyPackages: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My packages' }),
    ).toBeVisible();
    const active = await canvas.findByRole('group', {
      name: `Actions for ${preWeddingPackage.title}`,
    });
    await expect(apiCalls[0]?.query).toEqual({ photographerId: anong.id, limit: '1000' });
    await expect(within(active).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/package/edit/${preWeddingPackage.id}`,
    );
    await expect(within(active).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    const paused = canvas.getByRole('group', { name: `Actions for ${pausedPackage.title}` });
    await expect(within(paused).getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Create package' })[0]).toHaveAttribute(
      'href',
      '/package/create',
    );
  },
};

/** Deactivating hides a package from customers: `PATCH { active: false }`, confirmed by a toast. */
export const Deactivate: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas, userEvent }) => {
    const actions = await canvas.findByRole('group', {
      name: `Actions for ${preWeddingPackage.title}`,
    });
    await userEvent.click(within(actions).getByRole('button', { name: 'Deactivate' }));
    await findToast(`"${preWeddingPackage.title}" is hidden from customers.`);
    await expect(apiCalls.find((c) => c.operation === 'PATCH /package/{id}')).toMatchObject({
      path: { id: preWeddingPackage.id },
      body: { active: false },
    });
  },
};

/** Deleting asks first; the API refuses while bookings use the package (409), and the toast says so. */
export const DeleteRefused: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'DELETE /package/{id}': apiError(409, 'conflict', 'open appointments use this package'),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const actions = await canvas.findByRole('group', {
      name: `Actions for ${preWeddingPackage.title}`,
    });
    await userEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete "${preWeddingPackage.title}"?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete package' }));
    await findToast('This was changed at the same time by someone else. Please reload.');
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'DELETE /package/{id}')?.path).toEqual({
        id: preWeddingPackage.id,
      }),
    );
  },
};

/** A photographer without packages is invited to create the first. */
export const NoPackagesYet: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: { 'GET /package': reply(200, { packages: [], total: 0 }) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have no packages yet' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Create package' })).toHaveLength(2);
  },
};

/** While the packages load. */
export const Loading: Story = loadingStory('GET /package', 'Loading packages…');

/** They fail to load: said, and "Try again" loads them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          packageSearch(catalogue),
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load packages', userEvent);
    await expect(await canvas.findByRole('region', { name: 'Wedding bliss' })).toBeVisible();
  },
};
