import { describe, expect, it } from 'vitest';

import { appointmentEventTypes } from '../appointment/appointment-machine.ts';
import {
  echoesOwnAction,
  notificationKinds,
  notificationsForAppointmentChange,
  notificationsForPayment,
  notificationsForRequest,
  remindersDue,
} from './notifications.ts';

describe('who hears what', () => {
  it('tells the photographer of a new request, an edit and a withdrawal, and the customer that the request was sent', () => {
    expect(notificationsForRequest()).toEqual([
      { recipient: 'photographer', kind: 'requested' },
      { recipient: 'customer', kind: 'request_sent' },
    ]);
    expect(
      notificationsForAppointmentChange({
        event: 'EDIT',
        from: 'Pending',
        to: 'Pending',
        actor: 'Customer',
      }),
    ).toEqual([{ recipient: 'photographer', kind: 'edited' }]);
    expect(
      notificationsForAppointmentChange({
        event: 'WITHDRAW',
        from: 'Pending',
        to: 'Canceled',
        actor: 'Customer',
      }),
    ).toEqual([{ recipient: 'photographer', kind: 'withdrawn' }]);
  });

  it('tells the customer of acceptance, rejection and completion, and the photographer of the payout', () => {
    expect(
      notificationsForAppointmentChange({
        event: 'ACCEPT',
        from: 'Pending',
        to: 'Accepted',
        actor: 'Photographer',
      }),
    ).toEqual([{ recipient: 'customer', kind: 'accepted' }]);
    expect(
      notificationsForAppointmentChange({
        event: 'REJECT',
        from: 'Pending',
        to: 'Rejected',
        actor: 'Photographer',
      }),
    ).toEqual([{ recipient: 'customer', kind: 'rejected' }]);
    expect(
      notificationsForAppointmentChange({
        event: 'COMPLETE',
        from: 'Accepted',
        to: 'Completed',
        actor: 'Photographer',
      }),
    ).toEqual([{ recipient: 'customer', kind: 'completed' }]);
  });

  it('tells the other party of a cancellation, and both of an expiry', () => {
    expect(
      notificationsForAppointmentChange({
        event: 'CANCEL',
        from: 'Accepted',
        to: 'Canceled',
        actor: 'Customer',
      }),
    ).toEqual([{ recipient: 'photographer', kind: 'canceled' }]);
    expect(
      notificationsForAppointmentChange({
        event: 'CANCEL',
        from: 'Accepted',
        to: 'Canceled',
        actor: 'Photographer',
      }),
    ).toEqual([{ recipient: 'customer', kind: 'canceled' }]);
    expect(
      notificationsForAppointmentChange({
        event: 'EXPIRE',
        from: 'Accepted',
        to: 'Canceled',
        actor: 'System',
      })
        .map((n) => n.recipient)
        .sort(),
    ).toEqual(['customer', 'photographer']);
  });

  it('owes every appointment event at least one notification, never two to one party of one kind', () => {
    for (const event of appointmentEventTypes) {
      const due = notificationsForAppointmentChange({
        event,
        from: 'Pending',
        to: 'Canceled',
        actor: 'Customer',
      });
      expect(due.length, event).toBeGreaterThan(0);
      expect(new Set(due.map((n) => `${n.recipient}/${n.kind}`)).size).toBe(due.length);
    }
  });

  it('tells the photographer a payment arrived and the customer a refund did; nothing for other moves', () => {
    // The photographer hears of the payment; the customer gets the receipt.
    expect(notificationsForPayment('Paid')).toEqual([
      { recipient: 'photographer', kind: 'paid' },
      { recipient: 'customer', kind: 'receipt' },
    ]);
    expect(notificationsForPayment('Refunded')).toEqual([
      { recipient: 'customer', kind: 'refunded' },
    ]);
    expect(notificationsForPayment('Wait')).toEqual([]);
    // The payout is told when it happens, not with the completed shoot (docs/product.md §11).
    expect(notificationsForPayment('Completed')).toEqual([
      { recipient: 'photographer', kind: 'payout_released' },
    ]);
  });
});

describe('reminders', () => {
  const start = '2030-01-10T03:00:00Z';
  const at = (hoursBeforeStart: number) =>
    new Date(Date.parse(start) - hoursBeforeStart * 3_600_000).toISOString();
  const paid = (now: string) =>
    remindersDue({ status: 'Accepted', paymentStatus: 'Paid', start, payBy: null, now });

  it('remind both parties of a paid shoot a day before and two hours before, and never outside those windows', () => {
    expect(paid(at(25))).toEqual([]);
    expect(paid(at(24)).map((d) => [d.recipient, d.kind])).toEqual([
      ['customer', 'shoot_reminder_24h'],
      ['photographer', 'shoot_reminder_24h'],
    ]);
    expect(paid(at(3)).map((d) => d.kind)).toEqual(['shoot_reminder_24h', 'shoot_reminder_24h']);
    expect(paid(at(2)).map((d) => d.kind)).toEqual(['shoot_reminder_2h', 'shoot_reminder_2h']);
    expect(paid(at(0.1)).map((d) => d.kind)).toEqual(['shoot_reminder_2h', 'shoot_reminder_2h']);
    expect(paid(at(0))).toEqual([]);
    expect(paid(at(-1))).toEqual([]);
  });

  it('remind the customer to pay in the two hours before the pay-by deadline, while it is unpaid', () => {
    const payBy = '2030-01-08T03:00:00Z';
    const due = (paymentStatus: string, hoursBefore: number) =>
      remindersDue({
        status: 'Accepted',
        paymentStatus,
        start,
        payBy,
        now: new Date(Date.parse(payBy) - hoursBefore * 3_600_000).toISOString(),
      });
    expect(due('Unpaid', 3)).toEqual([]);
    expect(due('Unpaid', 2)).toEqual([{ recipient: 'customer', kind: 'pay_reminder' }]);
    expect(due('Wait', 0.5)).toEqual([{ recipient: 'customer', kind: 'pay_reminder' }]);
    expect(due('Unpaid', 0)).toEqual([]);
    expect(due('InProcess', 1)).toEqual([]);
  });

  it('owe nothing to a booking that is not Accepted', () => {
    for (const status of ['Pending', 'Rejected', 'Canceled', 'Completed'] as const) {
      expect(
        remindersDue({ status, paymentStatus: 'Paid', start, payBy: null, now: at(1) }),
      ).toEqual([]);
    }
  });
});

describe('echoesOwnAction', () => {
  it('is true only for the confirmation of a request the customer just sent', () => {
    expect(notificationKinds.filter((kind) => echoesOwnAction(kind))).toEqual(['request_sent']);
  });
});
