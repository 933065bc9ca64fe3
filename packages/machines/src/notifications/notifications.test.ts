import { describe, expect, it } from 'vitest';

import { appointmentEventTypes } from '../appointment/appointment-machine.ts';
import { notificationsForAppointmentChange, notificationsForPayment, notificationsForRequest } from './notifications.ts';

describe('who hears what', () => {
  it('tells the photographer of a new request, an edit and a withdrawal', () => {
    expect(notificationsForRequest()).toEqual([{ recipient: 'photographer', kind: 'requested' }]);
    expect(notificationsForAppointmentChange({ event: 'EDIT', from: 'Pending', to: 'Pending', actor: 'Customer' })).toEqual([{ recipient: 'photographer', kind: 'edited' }]);
    expect(notificationsForAppointmentChange({ event: 'WITHDRAW', from: 'Pending', to: 'Canceled', actor: 'Customer' })).toEqual([{ recipient: 'photographer', kind: 'withdrawn' }]);
  });

  it('tells the customer of acceptance, rejection and completion, and the photographer of the payout', () => {
    expect(notificationsForAppointmentChange({ event: 'ACCEPT', from: 'Pending', to: 'Accepted', actor: 'Photographer' })).toEqual([{ recipient: 'customer', kind: 'accepted' }]);
    expect(notificationsForAppointmentChange({ event: 'REJECT', from: 'Pending', to: 'Rejected', actor: 'Photographer' })).toEqual([{ recipient: 'customer', kind: 'rejected' }]);
    expect(notificationsForAppointmentChange({ event: 'COMPLETE', from: 'Accepted', to: 'Completed', actor: 'Photographer' })).toEqual([
      { recipient: 'customer', kind: 'completed' },
      { recipient: 'photographer', kind: 'payout_released' },
    ]);
  });

  it('tells the other party of a cancellation, and both of an expiry', () => {
    expect(notificationsForAppointmentChange({ event: 'CANCEL', from: 'Accepted', to: 'Canceled', actor: 'Customer' })).toEqual([{ recipient: 'photographer', kind: 'canceled' }]);
    expect(notificationsForAppointmentChange({ event: 'CANCEL', from: 'Accepted', to: 'Canceled', actor: 'Photographer' })).toEqual([{ recipient: 'customer', kind: 'canceled' }]);
    expect(notificationsForAppointmentChange({ event: 'EXPIRE', from: 'Accepted', to: 'Canceled', actor: 'System' }).map((n) => n.recipient).sort()).toEqual(['customer', 'photographer']);
  });

  it('owes every appointment event at least one notification, never two to one party of one kind', () => {
    for (const event of appointmentEventTypes) {
      const due = notificationsForAppointmentChange({ event, from: 'Pending', to: 'Canceled', actor: 'Customer' });
      expect(due.length, event).toBeGreaterThan(0);
      expect(new Set(due.map((n) => `${n.recipient}/${n.kind}`)).size).toBe(due.length);
    }
  });

  it('tells the photographer a payment arrived and the customer a refund did; nothing for other moves', () => {
    expect(notificationsForPayment('Paid')).toEqual([{ recipient: 'photographer', kind: 'paid' }]);
    expect(notificationsForPayment('Refunded')).toEqual([{ recipient: 'customer', kind: 'refunded' }]);
    expect(notificationsForPayment('Wait')).toEqual([]);
    expect(notificationsForPayment('Completed')).toEqual([]);
  });
});
