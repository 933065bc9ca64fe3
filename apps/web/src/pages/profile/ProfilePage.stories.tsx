import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, never, reply } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { catchDownloads, downloads } from '../../stories/downloads';
import {
  anong,
  customerSession,
  photographerPayoutsPendingSession,
  photographerSession,
  somchai,
} from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { signedIn } from '../../test/session';
import { Component } from './ProfilePage';

/**
 * The profile comes with the session (`GET /user/profile`); the page reads the LINE link
 * (`GET /line/link`, not connected here: every story waits for its card to settle) and the
 * notification preferences (all on).
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
        'GET /users/me/notification-preferences': {
          messages: { email: true, line: true, push: true },
          bookings: { email: true, line: true, push: true },
          reminders: { email: true, line: true, push: true },
          delivery: { email: true, line: true, push: true },
        },
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

/** The "Your data" card of the customer's profile (docs/product.md §14). */
const dataCard = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  within(
    (await canvas.findByRole('heading', { level: 2, name: 'Your data' })).closest<HTMLElement>(
      '[data-slot="card"]',
    )!,
  );

/** "Download my data" saves the ZIP the API answers as `shootbook-data.zip`. */
export const DownloadMyData: Story = {
  parameters: {
    page: { api: { 'GET /user/export': new Blob(['PK'], { type: 'application/zip' }) } },
  },
  beforeEach: catchDownloads,
  play: async ({ canvas, userEvent }) => {
    const card = await dataCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads.fileName).toBe('shootbook-data.zip'));
    await expect(apiCalls.map((call) => call.operation)).toContain('GET /user/export');
  },
};

/** Deleting asks for the word DELETE: the confirm button stays off until it is typed. */
export const DeleteAccountConfirm: Story = {
  parameters: { page: { api: { 'DELETE /user/profile': never } } },
  play: async ({ canvas, userEvent }) => {
    const card = await dataCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await expect(confirm).toBeEnabled();
    await expect(apiCalls.some((call) => call.operation === 'DELETE /user/profile')).toBe(false);
  },
};

/**
 * A booking in flight: the API refuses and the dialog stays open, listing each blocking booking
 * (linked) with its reasons in the reader's language.
 */
export const DeleteAccountRefused: Story = {
  parameters: {
    page: {
      api: {
        'DELETE /user/profile': reply(409, {
          code: 'conflict',
          message: 'A booking is in flight',
          params: { reason: 'account_deletion_blocked' },
          details: {
            blockers: [
              { appointmentId: 'appt-pending', reasons: ['booking_open'] },
              { appointmentId: 'appt-delivery', reasons: ['payment_unsettled', 'delivery_open'] },
            ],
          },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await dataCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByText('Your account cannot be deleted yet')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Booking 1' })).toHaveAttribute(
      'href',
      '/appointment/appt-pending',
    );
    await expect(dialog.getByText(/still requested or accepted/)).toBeVisible();
    await expect(
      dialog.getByText(/money not yet settled · photos not yet delivered and accepted/),
    ).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Delete my account' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

/** In Thai: the word to type is ลบ and the reasons are Thai. */
export const DeleteAccountRefusedThai: Story = {
  ...DeleteAccountRefused,
  ...inThai,
  play: async ({ canvas, userEvent }) => {
    const card = within(
      (await canvas.findByRole('heading', { level: 2, name: 'ข้อมูลของคุณ' })).closest<HTMLElement>(
        '[data-slot="card"]',
      )!,
    );
    await userEvent.click(card.getByRole('button', { name: 'ลบบัญชีของฉัน' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText('พิมพ์ ลบ เพื่อยืนยัน'), 'ลบ');
    await userEvent.click(dialog.getByRole('button', { name: 'ลบบัญชีของฉัน' }));
    await expect(await dialog.findByText('ยังลบบัญชีของคุณไม่ได้')).toBeVisible();
    await expect(dialog.getByText(/ยังอยู่ระหว่างขอจองหรือยืนยันแล้ว/)).toBeVisible();
  },
};

/** Deleted: the user lands on the home page with a message, signed out. */
export const DeleteAccountDone: Story = {
  parameters: { page: { api: { 'DELETE /user/profile': reply(204) } } },
  play: async ({ canvas, userEvent }) => {
    const card = await dataCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /' }),
    ).toBeVisible();
    await findToast('Your account has been deleted. Thank you for using ShootBook.');
  },
};
