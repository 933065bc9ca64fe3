import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import { photographerSession, preWedding } from '../../stories/fixtures';
import { loadingStory, notTheOwnerStory } from '../../stories/shared-stories';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './EditPackagePage';

const meta = {
  title: 'Pages/Catalogue/Edit package',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/edit/:id',
      url: `/package/edit/${preWedding.id}`,
      session: photographerSession,
      api: {
        'GET /package/{id}': preWedding,
        'GET /photo': { photos: [], total: 0 },
        'PATCH /package/{id}': (call: ApiCall) =>
          reply(200, { ...preWedding, ...(call.body as object) }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's form starts from the package; the change is sent with `PATCH` and the package opens. */
export const OwnerEdits: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit package' }),
    ).toBeVisible();
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue(preWedding.title);
    await expect(canvas.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(
      'Engagement & love story',
    );
    // The gallery is edited here too (saved as it changes).
    await expect(canvas.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'GET /photo')?.query).toEqual({
        packageId: preWedding.id,
      }),
    );

    await userEvent.clear(title);
    await userEvent.type(title, 'Doi Suthep pre-wedding at sunrise');
    // The package takes requests; the photographer switches it to instant booking.
    const instant = canvas.getByRole('checkbox', { name: 'Instant booking' });
    await expect(instant).not.toBeChecked();
    await userEvent.click(instant);
    await expect(instant).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /package/${preWedding.id}`,
      }),
    ).toBeVisible();
    const patch = apiCalls.find((c) => c.operation === 'PATCH /package/{id}');
    await expect(patch?.path).toEqual({ id: preWedding.id });
    await expect(patch?.body).toMatchObject({
      title: 'Doi Suthep pre-wedding at sunrise',
      category: 'ENGAGEMENT_LOVE_STORY',
      province: 'TH-50',
      instantBooking: true,
    });
    await findToast('Package saved.');
  },
};

/** Someone else's: no form, only why. */
export const NotTheOwner: Story = notTheOwnerStory('Save changes');

/** While it loads. */
export const Loading: Story = loadingStory('GET /package/{id}', 'Loading the package…');

/** It fails to load: said, and "Try again" brings the form. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          preWedding,
        ),
        'GET /photo': { photos: [], total: 0 },
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this package', userEvent);
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(
      preWedding.title,
    );
  },
};
