import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, bodySent, echoBody } from '../../stories/api-fixtures';
import { anong, customerSession, photographerSession, somchai } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './EditProfilePage';

const meta = {
  title: 'Pages/Profile/Edit profile',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/edit',
      session: customerSession,
      api: { 'PATCH /user/profile': echoBody, 'GET /photo': { photos: [], total: 0 } },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer's form starts from their profile; saving sends the whole form (cleared fields as
 * null, no bank account or specialties) and returns to the profile.
 */
export const CustomerSaves: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(somchai.name);
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Bangkok');
    // Customers keep no portfolio and no payout account.
    await expect(canvas.queryByRole('heading', { name: 'Portfolio' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: /Payout bank account/ })).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '081 234 5678');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /profile' }),
    ).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toEqual({
      name: somchai.name,
      phone: '081 234 5678',
      bio: null,
      avatarUrl: null,
      province: 'TH-10',
    });
    await findToast('Profile saved.');
  },
};

/** An empty name is refused before anything is sent. */
export const NameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: /^Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(bodySent('PATCH /user/profile')).toBeUndefined();
  },
};

/**
 * The photographer also keeps a portfolio (`GET /photo?photographerId=`), specialties and the
 * payout bank account; a malformed account number is refused, a correct one is sent.
 */
export const PhotographerBankAccount: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Portfolio' })).toBeVisible();
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'GET /photo')?.query).toEqual({
        photographerId: anong.id,
      }),
    );
    const bank = canvas.getByRole('group', { name: /Payout bank account/ });
    await expect(within(bank).getByRole('combobox', { name: /^Bank/ })).toHaveTextContent(
      'Kasikorn Bank',
    );
    const number = within(bank).getByRole('textbox', { name: /^Account number/ });
    await expect(number).toHaveValue('0123456789');
    await expect(canvas.getByRole('checkbox', { name: 'Wedding bliss' })).toBeChecked();

    await userEvent.clear(number);
    await userEvent.type(number, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(
      await canvas.findByText('Enter the account number: 10 to 12 digits.'),
    ).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toBeUndefined();

    await userEvent.type(number, '67890');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /profile' }),
    ).toBeVisible();
    await expect(bodySent('PATCH /user/profile')).toMatchObject({
      specialties: ['WEDDING_BLISS', 'ENGAGEMENT_LOVE_STORY'],
      bankAccount: {
        bank: 'KASIKORN_BANK',
        accountNumber: '1234567890',
        accountName: 'Anong Srisuk',
      },
    });
  },
};

/** The API refuses the save: the reason is toasted and the form keeps what was typed. */
export const SaveFails: Story = {
  parameters: {
    page: { api: { 'PATCH /user/profile': apiError(500, 'internal', 'database unavailable') } },
  },
  play: async ({ canvas, userEvent }) => {
    const bio = await canvas.findByRole('textbox', { name: /^About you/ });
    await userEvent.type(bio, 'Weekend hiker');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await findToast('Something went wrong on our side. Please try again.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(bio).toHaveValue('Weekend hiker');
  },
};
