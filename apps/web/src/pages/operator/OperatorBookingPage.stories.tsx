import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { operatorBooking, operatorSession } from '../../stories/operator-fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './OperatorBookingPage';

const meta = {
  title: 'Pages/Operator/Booking',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/operator/bookings/:id',
      url: `/operator/bookings/${operatorBooking.appointment.id}`,
      session: operatorSession,
      api: { 'GET /operator/bookings/{id}': operatorBooking },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking's status history, its payment with every ledger line, and its dispute. */
export const Booking: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('list', { name: 'Status history' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Accepted');
    await expect(canvas.getByText('Paid', { selector: 'dd' })).toBeVisible();
    const ledger = canvas.getByRole('table', {
      name: "Every ledger line of this booking's payment",
    });
    await expect(within(ledger).getAllByRole('row')).toHaveLength(2);
    await expect(ledger).toHaveTextContent('5,000');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dispute' })).toBeVisible();
    await expect(canvas.getByText(operatorBooking.dispute!.text)).toBeVisible();
  },
};

/** The booking in Thai. */
export const BookingInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ประวัติการจองและรายการธุรกรรม' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'ประวัติสถานะ' })).toBeVisible();
    await expect(canvas.getByText('ชำระเงินแล้ว', { selector: 'dd' })).toBeVisible();
  },
};

/** No such booking: said, with a retry. */
export const NotFound: Story = {
  parameters: {
    page: { api: { 'GET /operator/bookings/{id}': apiError(404, 'not_found', 'No booking') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load this booking',
    );
  },
};

export const Loading: Story = loadingStory('GET /operator/bookings/{id}', 'Loading the booking…');
