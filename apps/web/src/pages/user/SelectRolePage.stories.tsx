import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiError, bodySent, failingFirst, never } from '../../stories/api-fixtures';
import { guestSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { savesProfile } from './registration-stories';
import { Component } from './SelectRolePage';

const meta = {
  title: 'Pages/Registration/Choose a role',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/user/register/selectRole',
      layout: 'background',
      session: guestSession,
      api: { 'PATCH /user/profile': savesProfile(guestSession) },
      guard: true,
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two roles, each described; choosing Customer saves it (docs/product.md §4: a customer is then done). */
export const ChooseCustomer: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How will you use ShootBook?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Customer' })).toHaveAccessibleDescription(
      'Find photographers and book shoots.',
    );
    await expect(canvas.getByRole('button', { name: 'Photographer' })).toHaveAccessibleDescription(
      'Offer packages and take bookings.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));
    await expect(await canvas.findByRole('heading', { name: 'Next page: /' })).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toEqual({ role: 'Customer', language: 'en' });
  },
};

/** While the choice is saved, the chosen role is busy and the other cannot be pressed. */
export const Saving: Story = {
  parameters: { page: { api: { 'PATCH /user/profile': never } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Photographer' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Photographer' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Customer' })).toBeDisabled();
    await waitFor(() =>
      expect(bodySent('PATCH /user/profile')).toEqual({ role: 'Photographer', language: 'en' }),
    );
  },
};

/** The role was set meanwhile (a role is chosen once): the API's refusal is toasted and the choice offered again. */
export const Refused: Story = {
  parameters: {
    page: {
      api: { 'PATCH /user/profile': apiError(409, 'invalid_transition', 'role already chosen') },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Customer' }));
    await findToast('This change is no longer possible.');
    await expect(canvas.getByRole('button', { name: 'Photographer' })).toBeEnabled();
  },
};

/**
 * Saving the choice fails (503): the page says so and Try again saves the same role — a
 * Photographer is then asked for the payout account (docs/product.md §4).
 */
export const SaveFailsThenTryAgain: Story = {
  parameters: {
    page: {
      api: {
        'PATCH /user/profile': failingFirst(
          apiError(503, 'internal', 'try later'),
          savesProfile(guestSession),
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Photographer' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(canvas.getByRole('button', { name: 'Customer' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Next page: /user/register/createPhotographer' }),
    ).toBeVisible();
  },
};
