import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, bodySent, failingFirst } from '../../stories/api-fixtures';
import { newAccountSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './CreateUserPage';
import { savesProfile } from './registration-stories';

const meta = {
  title: 'Pages/Registration/Tell us about you',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/user/register/createUser',
      layout: 'background',
      session: newAccountSession,
      api: { 'PATCH /user/profile': savesProfile(newAccountSession) },
      guard: true,
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new account's name and an optional phone are saved; then a role is asked (docs/product.md §4). */
export const NameAndPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tell us about you' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Optional. Used to reach you about a booking.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '  Somchai Jaidee ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '081 234 5678');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Next page: /user/register/selectRole' }),
    ).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toEqual({
      name: 'Somchai Jaidee',
      phone: '081 234 5678',
      language: 'en',
    });
  },
};

/** Without a phone, only the name is sent. */
export const NameOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'พิมพ์ชนก');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(bodySent('PATCH /user/profile')).toEqual({ name: 'พิมพ์ชนก', language: 'en' }),
    );
  },
};

/** A name is required and a phone must look like one; nothing is sent until both are right. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Phone/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(bodySent('PATCH /user/profile')).toBeUndefined();
  },
};

/**
 * The save fails (500): the registration actor stays on this step and says so, the name typed
 * stays, and Try again sends the same again — this time saved, so a role is asked next.
 */
export const SaveFailsThenTryAgain: Story = {
  parameters: {
    page: {
      api: {
        'PATCH /user/profile': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          savesProfile(newAccountSession),
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Somchai Jaidee');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(name).toHaveValue('Somchai Jaidee');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Next page: /user/register/selectRole' }),
    ).toBeVisible();
    const saves = apiCalls.filter((call) => call.operation === 'PATCH /user/profile');
    await expect(saves.map((call) => call.body)).toEqual([
      { name: 'Somchai Jaidee', language: 'en' },
      { name: 'Somchai Jaidee', language: 'en' },
    ]);
  },
};

/** The API refuses what was sent (400): toasted, no Try again, and the form stays to correct. */
export const SaveRefused: Story = {
  parameters: {
    page: {
      api: { 'PATCH /user/profile': apiError(400, 'validation_failed', 'phone: invalid') },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Somchai Jaidee');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await findToast('Some of the information is not valid.');
    await expect(name).toHaveValue('Somchai Jaidee');
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
