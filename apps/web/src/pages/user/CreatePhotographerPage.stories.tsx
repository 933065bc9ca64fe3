import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { apiError, bodySent } from '../../stories/api-fixtures';
import { photographerWithoutBankSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './CreatePhotographerPage';
import { savesProfile } from './registration-stories';

const meta = {
  title: 'Pages/Registration/Photographer details',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/user/register/createPhotographer',
      layout: 'background',
      session: photographerWithoutBankSession,
      api: { 'PATCH /user/profile': savesProfile(photographerWithoutBankSession) },
      guard: true,
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The payout account (dashes in the number ignored), the province and what the photographer
 * shoots, saved in one `PATCH /user/profile` (docs/product.md §4: registration is then complete).
 */
export const BankProvinceAndSpecialties: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Where do you shoot, and where should we pay you?',
      }),
    ).toBeVisible();
    // The weekly hours a new photographer starts with, and where they change.
    await expect(
      canvas.getByText(
        'To start, customers can book you Monday–Saturday 09:00–18:00. Change your hours any time under Schedule.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /^Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kasikorn Bank' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account number/ }), '012-3-45678-9');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account name/ }), 'Anong Srisuk');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Province you work in/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wedding bliss' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Next page: /' })).toBeVisible();
    await waitFor(() =>
      expect(bodySent('PATCH /user/profile')).toEqual({
        bankAccount: {
          bank: 'KASIKORN_BANK',
          accountNumber: '0123456789',
          accountName: 'Anong Srisuk',
        },
        province: 'TH-50',
        specialties: ['WEDDING_BLISS'],
        language: 'en',
      }),
    );
  },
};

/** Nothing filled in: every required field says what it needs, nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Choose your bank.')).toBeVisible();
    await expect(canvas.getByText('Enter 10 to 12 digits.')).toBeVisible();
    await expect(canvas.getByText('Enter the name on the account.')).toBeVisible();
    await expect(canvas.getByText('Choose the province you work in')).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toBeUndefined();
  },
};

/** The API refuses the account (400): toasted, the form stays as typed. */
export const Refused: Story = {
  parameters: {
    page: {
      api: { 'PATCH /user/profile': apiError(400, 'validation_failed', 'accountNumber: invalid') },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bangkok Bank' }));
    const number = canvas.getByRole('textbox', { name: /^Account number/ });
    await userEvent.type(number, '1234567890');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account name/ }), 'Anong Srisuk');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Province you work in/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await findToast('Some of the information is not valid.');
    await expect(number).toHaveValue('1234567890');
  },
};
