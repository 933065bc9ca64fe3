import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { apiError, bodySent, reply, type ApiCall } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import {
  customerSession,
  photographerPayoutsPendingSession,
  photographerSession,
  preWeddingPackage,
} from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './CreatePackagePage';

const meta = {
  title: 'Pages/Catalogue/Create package',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/create',
      session: photographerSession,
      api: {
        'POST /package': (call: ApiCall) =>
          reply(201, { ...preWeddingPackage, ...(call.body as object) }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The photographer describes the shoot and picks its cancellation policy (FLEXIBLE until they
 * choose, its sentence under the select); the package is created and its page opens, to add options.
 */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create a package' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Doi Suthep pre-wedding');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Description/ }),
      'Temple steps at golden hour.',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Engagement & love story' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Location/ }),
      'Wat Phra That Doi Suthep',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^Province/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    const policy = canvas.getByRole('combobox', { name: /^Cancellation policy/ });
    await expect(policy).toHaveTextContent('Flexible: full refund up to 24 hours before');
    await userEvent.click(policy);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Strict: full refund up to 14 days before' }),
    );
    await expect(
      canvas.getByText(/^Cancel at least 14 days before the shoot for a full refund/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create package' }));

    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /package/${preWeddingPackage.id}`,
      }),
    ).toBeVisible();
    await expect(bodySent('POST /package')).toEqual({
      title: 'Doi Suthep pre-wedding',
      description: 'Temple steps at golden hour.',
      category: 'ENGAGEMENT_LOVE_STORY',
      location: 'Wat Phra That Doi Suthep',
      province: 'TH-50',
      coverImageUrl: null,
      cancellationPolicy: 'STRICT',
      instantBooking: false,
    });
    await findToast('Package created. Now add a sub-package with a price.');
  },
};

/** An empty form is refused field by field; nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create package' }));
    await expect(await canvas.findByText('Enter a title of at least 3 characters.')).toBeVisible();
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(canvas.getByText('Enter where the shoot takes place.')).toBeVisible();
    await expect(bodySent('POST /package')).toBeUndefined();
  },
};

/**
 * The API judged by a newer profile (the bank account was removed meanwhile): its
 * `registration_incomplete` is said in words and the form keeps what was typed.
 */
export const RefusedByTheApi: Story = {
  parameters: {
    page: {
      api: {
        'POST /package': apiError(
          403,
          'registration_incomplete',
          'Finish your registration first',
          { missing: ['bankAccount'] },
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, 'Sunset session');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Location/ }), 'Nimman');
    await userEvent.click(canvas.getByRole('button', { name: 'Create package' }));
    await findToast('Finish setting up your account first. Still missing: your bank account.');
    await expect(title).toHaveValue('Sunset session');
  },
};

/** A customer cannot sell: told so, with a way to browse packages instead, and no form. */
export const CustomerCannotCreate: Story = {
  parameters: { page: { session: customerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only photographers can create and manage packages.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse packages' })).toHaveAttribute(
      'href',
      '/package/allpackage',
    );
    await expect(canvas.queryByRole('button', { name: 'Create package' })).toBeNull();
  },
};

/**
 * Instant booking ticked by a photographer whose payouts are not set up: a warning says customers
 * can only send requests until payouts are set up (docs/decisions/0029-instant-booking.md).
 */
export const InstantBookingWithoutPayouts: Story = {
  parameters: { page: { session: photographerPayoutsPendingSession } },
  play: async ({ canvas, userEvent }) => {
    const instant = await canvas.findByRole('checkbox', { name: 'Instant booking' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(instant);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Customers can only send requests for now',
    );
    await userEvent.click(instant);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(instant);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const InstantBookingWithoutPayoutsInThai: Story = {
  ...inThai,
  parameters: { page: { session: photographerPayoutsPendingSession } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'จองได้ทันที' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ตอนนี้ลูกค้าส่งได้เพียงคำขอจอง');
  },
};

/** With payouts set up, instant booking takes effect: no warning. */
export const InstantBookingWithPayouts: Story = {
  play: async ({ canvas, userEvent }) => {
    const instant = await canvas.findByRole('checkbox', { name: 'Instant booking' });
    await userEvent.click(instant);
    await expect(instant).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
