import { describe, expect, it } from 'vitest';
import { appointmentActions, type Viewer } from './appointment-actions';
import type { AppointmentDetail } from './queries';

const START = '2026-11-23T03:00:00.000Z';
const END = '2026-11-23T04:00:00.000Z';
const BEFORE = '2026-11-22T00:00:00.000Z';
const AFTER = '2026-11-23T05:00:00.000Z';
const customer: Viewer = {
  role: 'Customer',
  userId: 'cust',
  registration: { name: 'Somchai', role: 'Customer' },
};
const photographer: Viewer = {
  role: 'Photographer',
  userId: 'phot',
  registration: {
    name: 'Anong',
    role: 'Photographer',
    bankAccount: { bank: 'KASIKORN_BANK' },
    payoutsEnabled: true,
  },
};
const photographerWithoutPayouts: Viewer = {
  ...photographer,
  registration: { ...photographer.registration!, payoutsEnabled: false },
};

function detail(
  status: AppointmentDetail['appointment']['status'],
  paymentStatus: string | null,
  reviewed = false,
): AppointmentDetail {
  return {
    appointment: {
      id: 'a1',
      customerId: 'cust',
      photographerId: 'phot',
      packageId: 'p',
      subpackageId: 's',
      start: START,
      end: END,
      location: '',
      note: '',
      status,
      statusHistory: [],
      acceptedAt: status === 'Pending' ? null : BEFORE,
      createdAt: BEFORE,
      updatedAt: BEFORE,
    },
    payment: paymentStatus
      ? ({ id: 'pay1', status: paymentStatus, amount: 250000 } as AppointmentDetail['payment'])
      : null,
    reviewed,
  } as unknown as AppointmentDetail;
}

describe('appointment actions offered to the viewer', () => {
  it('offers the owning photographer Accept and Reject on a Pending request, and the customer Withdraw and Edit (not also Cancel: the same outcome)', () => {
    expect(appointmentActions(detail('Pending', null), photographer, BEFORE).events).toEqual([
      'ACCEPT',
      'REJECT',
    ]);
    expect(appointmentActions(detail('Pending', null), customer, BEFORE).events).toEqual([
      'WITHDRAW',
      'EDIT',
    ]);
  });

  it('no longer offers Accept once the shoot has started', () => {
    expect(appointmentActions(detail('Pending', null), photographer, AFTER).events).toEqual([
      'REJECT',
    ]);
  });

  it('offers nothing to someone else', () => {
    expect(
      appointmentActions(detail('Pending', null), { ...photographer, userId: 'other' }, BEFORE)
        .events,
    ).toEqual([]);
  });

  it('keeps Reject but not Accept until payouts are set up, and says what is missing', () => {
    const actions = appointmentActions(detail('Pending', null), photographerWithoutPayouts, BEFORE);
    expect(actions.events).toEqual(['REJECT']);
    expect(actions.acceptBlockedBy).toEqual(['payoutsEnabled']);
    expect(
      appointmentActions(detail('Pending', null), photographer, BEFORE).acceptBlockedBy,
    ).toBeNull();
  });

  it('does not ask for payouts where Accept was not possible anyway', () => {
    expect(
      appointmentActions(detail('Pending', null), photographerWithoutPayouts, AFTER)
        .acceptBlockedBy,
    ).toBeNull();
  });

  it('offers the customer the pay link while Unpaid, "continue" while Wait, none once Paid', () => {
    expect(appointmentActions(detail('Accepted', 'Unpaid'), customer, BEFORE).payment).toBe('pay');
    expect(appointmentActions(detail('Accepted', 'Wait'), customer, BEFORE).payment).toBe(
      'continue',
    );
    expect(appointmentActions(detail('Accepted', 'Paid'), customer, BEFORE).payment).toBeNull();
    expect(
      appointmentActions(detail('Accepted', 'Unpaid'), photographer, BEFORE).payment,
    ).toBeNull();
  });

  it('offers no pay link once the appointment was canceled', () => {
    expect(appointmentActions(detail('Canceled', 'Unpaid'), customer, BEFORE).payment).toBeNull();
    expect(appointmentActions(detail('Canceled', 'Wait'), customer, BEFORE).payment).toBeNull();
  });

  it('explains why Mark as completed is not offered yet', () => {
    expect(appointmentActions(detail('Accepted', 'Paid'), photographer, BEFORE)).toMatchObject({
      completeBlockedBy: 'shoot_not_ended',
    });
    const unpaid = appointmentActions(detail('Accepted', 'Unpaid'), photographer, AFTER);
    expect(unpaid.events).not.toContain('COMPLETE');
    expect(unpaid.completeBlockedBy).toBe('payment_not_paid');
  });

  it('offers COMPLETE once the shoot has ended and the payment is Paid, and no cancel after the start', () => {
    const actions = appointmentActions(detail('Accepted', 'Paid'), photographer, AFTER);
    expect(actions.events).toEqual(['COMPLETE']);
    expect(actions.completeBlockedBy).toBeNull();
  });

  it('offers the customer a review of a Completed appointment only until reviewed', () => {
    expect(appointmentActions(detail('Completed', 'Completed'), customer, AFTER).review).toBe(true);
    expect(appointmentActions(detail('Completed', 'Completed', true), customer, AFTER).review).toBe(
      false,
    );
    expect(appointmentActions(detail('Completed', 'Completed'), customer, AFTER).events).toEqual(
      [],
    );
    expect(appointmentActions(detail('Completed', 'Completed'), photographer, AFTER).review).toBe(
      false,
    );
    expect(appointmentActions(detail('Accepted', 'Paid'), customer, AFTER).review).toBe(false);
  });
});
