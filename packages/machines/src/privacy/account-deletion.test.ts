import { describe, expect, it } from 'vitest';

import {
  accountDeletionVerdict,
  bookingDeletionBlocks,
  type DeletionBookingFacts,
} from './account-deletion.ts';

const settled: DeletionBookingFacts = {
  appointmentId: 'a1',
  status: 'Completed',
  paymentStatus: 'Completed',
  deliveryStatus: 'Accepted',
  extraPhotosStatus: null,
};

describe('bookingDeletionBlocks', () => {
  it('lets a settled, refused or withdrawn booking go', () => {
    expect(bookingDeletionBlocks(settled)).toEqual([]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Rejected',
        paymentStatus: null,
        deliveryStatus: null,
      }),
    ).toEqual([]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Canceled',
        paymentStatus: 'Unpaid',
        deliveryStatus: null,
      }),
    ).toEqual([]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Canceled',
        paymentStatus: 'Refunded',
        deliveryStatus: null,
      }),
    ).toEqual([]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        paymentStatus: 'Refunded',
        deliveryStatus: 'Refunded',
        extraPhotosStatus: 'Refunded',
      }),
    ).toEqual([]);
  });

  it('blocks a booking still to come', () => {
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Pending',
        paymentStatus: null,
        deliveryStatus: null,
      }),
    ).toEqual(['booking_open']);
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Accepted',
        paymentStatus: 'Unpaid',
        deliveryStatus: null,
      }),
    ).toEqual(['booking_open']);
    expect(
      bookingDeletionBlocks({
        ...settled,
        status: 'Accepted',
        paymentStatus: 'Paid',
        deliveryStatus: null,
      }),
    ).toEqual(['booking_open', 'payment_unsettled']);
  });

  it('blocks money not yet paid out and photos not yet accepted', () => {
    expect(
      bookingDeletionBlocks({ ...settled, paymentStatus: 'Paid', deliveryStatus: null }),
    ).toEqual(['payment_unsettled']);
    expect(bookingDeletionBlocks({ ...settled, paymentStatus: 'InProcess' })).toEqual([
      'payment_unsettled',
    ]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        paymentStatus: 'Paid',
        deliveryStatus: 'FinalsDelivered',
      }),
    ).toEqual(['payment_unsettled', 'delivery_open']);
  });

  it('blocks an add-on whose checkout is open, or paid while the delivery runs', () => {
    expect(bookingDeletionBlocks({ ...settled, extraPhotosStatus: 'Wait' })).toEqual([
      'payment_unsettled',
    ]);
    expect(bookingDeletionBlocks({ ...settled, extraPhotosStatus: 'Paid' })).toEqual([]);
    expect(
      bookingDeletionBlocks({
        ...settled,
        paymentStatus: 'Paid',
        deliveryStatus: 'PicksSubmitted',
        extraPhotosStatus: 'Paid',
      }),
    ).toEqual(['payment_unsettled', 'delivery_open']);
  });
});

describe('accountDeletionVerdict', () => {
  it('allows a user without bookings or with every booking settled', () => {
    expect(accountDeletionVerdict([])).toEqual({ ok: true });
    expect(accountDeletionVerdict([settled, { ...settled, appointmentId: 'a2' }])).toEqual({
      ok: true,
    });
  });

  it('refuses with each blocking booking and its reasons, in order', () => {
    expect(
      accountDeletionVerdict([
        {
          ...settled,
          appointmentId: 'a1',
          status: 'Pending',
          paymentStatus: null,
          deliveryStatus: null,
        },
        settled,
        { ...settled, appointmentId: 'a3', paymentStatus: 'Paid', deliveryStatus: 'Open' },
      ]),
    ).toEqual({
      ok: false,
      reason: 'account_deletion_blocked',
      blockers: [
        { appointmentId: 'a1', reasons: ['booking_open'] },
        { appointmentId: 'a3', reasons: ['payment_unsettled', 'delivery_open'] },
      ],
    });
  });
});
