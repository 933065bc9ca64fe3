import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import { photographerSession, preWedding, twoHours } from '../../stories/fixtures';
import { loadingStory, notTheOwnerStory } from '../../stories/shared-stories';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './CreateSubpackagePage';

const meta = {
  title: 'Pages/Catalogue/Create sub-package',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/subpackage/create',
      url: `/package/${preWedding.id}/subpackage/create`,
      session: photographerSession,
      api: {
        'GET /package/{id}': preWedding,
        'POST /subpackage/{id}': (call: ApiCall) =>
          reply(201, {
            ...twoHours,
            id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
            ...(call.body as object),
          }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = () => apiCalls.find((c) => c.operation === 'POST /subpackage/{id}');

/**
 * The owner adds a priced option to her package: the price typed in baht is sent in satang, to
 * `POST /subpackage/{packageId}`, and the package opens again.
 */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create a sub-package' }),
    ).toBeVisible();
    await expect(await canvas.findByText(preWedding.title)).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Sunrise, 1 hour');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Price \(THB\)/ }), '2000.50');
    await expect(canvas.getByRole('spinbutton', { name: /^Duration \(minutes\)/ })).toHaveValue(60);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Deliverables/ }),
      '20 edited photos',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-package' }));

    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /package/${preWedding.id}`,
      }),
    ).toBeVisible();
    await expect(posted()?.path).toEqual({ id: preWedding.id });
    await expect(posted()?.body).toEqual({
      title: 'Sunrise, 1 hour',
      description: '',
      price: 200_050,
      durationMinutes: 60,
      deliverables: '20 edited photos',
      deliveryDays: 7,
    });
    await findToast('Sub-package created.');
  },
};

/** Below the providers' ฿20 minimum and off the 15-minute steps: both refused before sending. */
export const PriceAndDurationRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Mini');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Price \(THB\)/ }), '10');
    const duration = canvas.getByRole('spinbutton', { name: /^Duration \(minutes\)/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-package' }));
    await expect(await canvas.findByText('The price must be at least ฿20.')).toBeVisible();
    await expect(
      canvas.getByText('Enter a duration from 15 to 1,440 minutes in steps of 15.'),
    ).toBeVisible();
    await expect(posted()).toBeUndefined();
  },
};

/** Someone else's: no form, only why. */
export const NotTheOwner: Story = notTheOwnerStory('Create sub-package');

/** While it loads. */
export const Loading: Story = loadingStory('GET /package/{id}', 'Loading the package…');

/** The package fails to load: said, and "Try again" brings the form. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          preWedding,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this package', userEvent);
    await expect(await canvas.findByRole('button', { name: 'Create sub-package' })).toBeVisible();
  },
};
