import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiCalls, never } from '../../stories/api-fixtures';
import {
  anong,
  customerSession,
  photographerPayoutsPendingSession,
  photographerSession,
  somchai,
} from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { signedIn } from '../../test/session';
import { Component } from './ProfilePage';

/**
 * The profile comes with the session (`GET /user/profile`); the page reads only the LINE link
 * (`GET /line/link`, not connected here: every story waits for its card to settle).
 */
const meta = {
  title: 'Pages/Profile/My profile',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile',
      session: customerSession,
      api: {
        'GET /line/link': { linked: false, addFriendUrl: null, sandboxChatUrl: null },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's name, role and contact, with links to edit and to their appointments; no payout card. */
export const Customer: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('LINE is not available yet.');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: somchai.name })).toBeVisible();
    await expect(canvas.getByText('Customer')).toBeVisible();
    await expect(
      canvas.getByText('E-mail', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('somchai@example.com');
    await expect(
      canvas.getByText('Province', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Bangkok');
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    await expect(canvas.getByRole('link', { name: 'My appointments' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
    await expect(canvas.queryByRole('heading', { name: 'Payouts' })).toBeNull();
  },
};

/** A profile with nothing but a name: every missing detail says "Not set" rather than staying blank. */
export const NothingFilledIn: Story = {
  parameters: {
    page: {
      session: signedIn({
        id: somchai.id,
        name: somchai.name,
        role: 'Customer',
        email: null,
        phone: null,
        province: null,
      }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('LINE is not available yet.');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: somchai.name }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Not set')).toHaveLength(3);
  },
};

/**
 * The photographer: specialties, a link to the public profile, and the payout bank account with
 * only the last four digits shown (and said).
 */
export const Photographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await canvas.findByText('LINE is not available yet.');
    await expect(await canvas.findByRole('heading', { level: 2, name: anong.name })).toBeVisible();
    await expect(canvas.getByText('Wedding bliss')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my public profile' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}`,
    );
    await expect(canvas.getByRole('link', { name: 'My schedule' })).toHaveAttribute(
      'href',
      '/profile/schedule',
    );
    const payouts = canvas
      .getByRole('heading', { level: 2, name: 'Payouts' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    await expect(within(payouts).getByText('Kasikorn Bank')).toBeVisible();
    const number = within(payouts).getByText('Account number', {
      selector: 'dt',
    }).nextElementSibling!;
    await expect(number).not.toHaveTextContent('0123456789');
    await expect(number).toHaveTextContent('ending in 6789');
    await expect(within(payouts).getByText('Payouts enabled')).toBeVisible();
    await expect(
      within(payouts).getByRole('button', { name: 'Manage payout account' }),
    ).toBeVisible();
  },
};

/**
 * Payout onboarding not finished: the photographer is warned that they cannot accept bookings yet,
 * and "Set up payouts" asks the API for the provider's onboarding address.
 */
export const PayoutsNotSetUp: Story = {
  parameters: {
    page: {
      session: photographerPayoutsPendingSession,
      // Answering would send the browser to the provider's page; the story stops before.
      api: { 'GET /payment/onboardingURL': never },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('LINE is not available yet.');
    await expect(await canvas.findByText('Payouts are not set up yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(apiCalls.some((c) => c.operation === 'GET /payment/onboardingURL')).toBe(true),
    );
    const onboarding = apiCalls.find((c) => c.operation === 'GET /payment/onboardingURL')!;
    // The provider sends the photographer back to this page.
    await expect(new URL(onboarding.query.returnUrl ?? '').pathname).toBe('/profile');
  },
};
