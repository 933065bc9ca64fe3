import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, type ApiCall } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { customerSession, photographers } from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './SavedPage';

const [first, second] = photographers as [
  (typeof photographers)[number],
  (typeof photographers)[number],
];

/**
 * `GET /users/me/saved` over a list the story's `PUT` and `DELETE` change, as the server would:
 * what a refetch after a toggle reads.
 */
function savedServer(initial = [first, second]) {
  let saved = [...initial];
  return {
    'GET /users/me/saved': () => ({ photographers: saved }),
    'DELETE /users/me/saved/{photographerId}': (call: ApiCall) => {
      saved = saved.filter((p) => p.id !== call.path.photographerId);
      return undefined;
    },
    'PUT /users/me/saved/{photographerId}': () => undefined,
  };
}

const meta = {
  title: 'Pages/Saved/List',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: { route: '/saved', url: '/saved', session: customerSession },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's saved photographers as the directory shows them, each heart pressed. */
export const Saved: Story = {
  parameters: { page: { api: savedServer() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: first.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: second.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Save ${first.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Pressing a heart takes the photographer off the list at once, and the server is told. */
export const Unsave: Story = {
  parameters: { page: { api: savedServer() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Save ${first.name}` }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 2, name: first.name })).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: second.name })).toBeVisible();
    await expect(apiCalls).toContainEqual(
      expect.objectContaining({
        operation: 'DELETE /users/me/saved/{photographerId}',
        path: { photographerId: first.id },
      }),
    );
  },
};

/** When the server refuses, the photographer comes back and the refusal is said. */
export const UnsaveFails: Story = {
  parameters: {
    page: {
      api: {
        ...savedServer(),
        'DELETE /users/me/saved/{photographerId}': apiError(500, 'internal', 'boom'),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Save ${first.name}` }));
    await findToast('Something went wrong on our side. Please try again.');
    await expect(await canvas.findByRole('heading', { level: 2, name: first.name })).toBeVisible();
  },
};

/** Nothing saved yet: said, with the way to the photographers. */
export const Empty: Story = {
  parameters: { page: { api: savedServer([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No saved photographers yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse photographers' })).toHaveAttribute(
      'href',
      '/photographers',
    );
  },
};

/** The list in Thai. */
export const SavedInThai: Story = {
  ...inThai,
  parameters: { page: { api: savedServer() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ช่างภาพที่บันทึกไว้' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: `บันทึก ${first.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Empty, in Thai. */
export const EmptyInThai: Story = {
  ...inThai,
  parameters: { page: { api: savedServer([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ยังไม่มีช่างภาพที่บันทึกไว้')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  'GET /users/me/saved',
  'Loading your saved photographers…',
);

/** The list fails to load; "Try again" asks again. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: {
        ...savedServer(),
        'GET /users/me/saved': failingFirst(apiError(500, 'internal', 'boom'), {
          photographers: [first],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load your saved photographers', userEvent);
    await expect(await canvas.findByRole('heading', { level: 2, name: first.name })).toBeVisible();
  },
};
