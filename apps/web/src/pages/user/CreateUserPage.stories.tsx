import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiError, bodySent, echoBody } from '../../stories/api-fixtures';
import { newAccountSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './CreateUserPage';

const meta = {
  title: 'Pages/Registration/Tell us about you',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/user/register/createUser',
      layout: 'background',
      session: newAccountSession,
      api: { 'PATCH /user/profile': echoBody },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new account's name and an optional phone are saved (SPEC.md §4: then a role is asked). */
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
    await waitFor(() =>
      expect(bodySent('PATCH /user/profile')).toEqual({
        name: 'Somchai Jaidee',
        phone: '081 234 5678',
      }),
    );
  },
};

/** Without a phone, only the name is sent. */
export const NameOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'พิมพ์ชนก');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bodySent('PATCH /user/profile')).toEqual({ name: 'พิมพ์ชนก' }));
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

/** The API fails: toasted, and the name typed stays. */
export const SaveFails: Story = {
  parameters: {
    page: { api: { 'PATCH /user/profile': apiError(500, 'internal', 'database unavailable') } },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Somchai Jaidee');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await findToast('Something went wrong on our side. Please try again.');
    await expect(name).toHaveValue('Somchai Jaidee');
  },
};
