import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import { photographerSession, preWedding, twoHours } from '../../stories/fixtures';
import { loadingStory, notTheOwnerStory } from '../../stories/shared-stories';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './EditSubpackagePage';

const meta = {
  title: 'Pages/Catalogue/Edit sub-package',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/subpackage/edit/:subpackageid',
      url: `/package/${preWedding.id}/subpackage/edit/${twoHours.id}`,
      session: photographerSession,
      api: {
        'GET /subpackage/{id}': twoHours,
        'PATCH /subpackage/{id}': (call: ApiCall) =>
          reply(200, { ...twoHours, ...(call.body as object) }),
        'DELETE /subpackage/{id}': reply(204),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form starts from the option (its satang shown in baht); a new price is sent in satang and the package opens. */
export const EditPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit sub-package' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(
      twoHours.title,
    );
    const price = canvas.getByRole('spinbutton', { name: /^Price \(THB\)/ });
    await expect(price).toHaveValue(4500);
    await expect(canvas.getByRole('spinbutton', { name: /^Duration \(minutes\)/ })).toHaveValue(
      120,
    );
    await userEvent.clear(price);
    await userEvent.type(price, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));

    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /package/${preWedding.id}`,
      }),
    ).toBeVisible();
    const patch = apiCalls.find((c) => c.operation === 'PATCH /subpackage/{id}');
    await expect(patch?.path).toEqual({ id: twoHours.id });
    await expect(patch?.body).toMatchObject({
      price: 500_000,
      durationMinutes: 120,
      title: twoHours.title,
    });
    await findToast('Sub-package saved.');
  },
};

/** Deleting asks first, then `DELETE /subpackage/{id}` and back to the package. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete sub-package' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this sub-package?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /package/${preWedding.id}`,
      }),
    ).toBeVisible();
    await expect(apiCalls.find((c) => c.operation === 'DELETE /subpackage/{id}')?.path).toEqual({
      id: twoHours.id,
    });
    await findToast('Sub-package deleted.');
  },
};

/** Bookings still use the option (409): the toast says so and the dialog stays, to keep it instead. */
export const DeleteRefused: Story = {
  parameters: {
    page: {
      api: {
        'DELETE /subpackage/{id}': apiError(
          409,
          'conflict',
          'open appointments use this sub-package',
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete sub-package' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this sub-package?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('This was changed at the same time by someone else. Please reload.');
    await expect(within(dialog).getByRole('button', { name: 'Keep sub-package' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep sub-package' }));
  },
};

/** Someone else's: no form, only why. */
export const NotTheOwner: Story = notTheOwnerStory('Save changes');

/** While it loads. */
export const Loading: Story = loadingStory('GET /subpackage/{id}', 'Loading the package…');

/** It fails to load: said, and "Try again" brings the form. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /subpackage/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          twoHours,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this sub-package', userEvent);
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(
      twoHours.title,
    );
  },
};
