import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  appointmentMachine,
  appointmentStatuses,
  type AppointmentActor,
  type AppointmentRuleContext,
  type AppointmentStatus,
} from './appointment-machine.ts';
import {
  appointmentEffects,
  appointmentTransition,
  availableAppointmentEvents,
  eventForRequestedStatus,
  statusToEvent,
} from './appointment-rules.ts';

const photographer: AppointmentActor = { role: 'Photographer', userId: 'p1' };
const otherPhotographer: AppointmentActor = { role: 'Photographer', userId: 'p2' };
const customer: AppointmentActor = { role: 'Customer', userId: 'c1' };
const otherCustomer: AppointmentActor = { role: 'Customer', userId: 'c2' };
const system: AppointmentActor = { role: 'System', userId: 'system' };

const appointment = {
  customerId: 'c1',
  photographerId: 'p1',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T05:00:00.000Z',
  acceptedAt: '2026-11-25T00:00:00.000Z',
};

function ctx(over: Partial<AppointmentRuleContext> = {}): AppointmentRuleContext {
  return { actor: photographer, appointment, paymentStatus: 'Unpaid', now: '2026-11-25T06:00:00.000Z', ...over };
}

describe('appointment transitions (PRODUCT.md table)', () => {
  it('Pending → Accepted on ACCEPT by the owning photographer, creating an Unpaid payment and the busy time', () => {
    expect(appointmentTransition('Pending', 'ACCEPT', ctx({ paymentStatus: null }))).toEqual({
      ok: true,
      to: 'Accepted',
      effects: [
        { type: 'createPayment', status: 'Unpaid' },
        { type: 'createAppointmentBusyTime', start: appointment.start, end: appointment.end },
      ],
    });
  });

  it.each([customer, otherPhotographer, system])('ACCEPT by %o is forbidden', (actor) => {
    expect(appointmentTransition('Pending', 'ACCEPT', ctx({ actor }))).toEqual({ ok: false, reason: 'forbidden_actor' });
  });

  it('Pending → Rejected on REJECT by the owning photographer, releasing the hold', () => {
    expect(appointmentTransition('Pending', 'REJECT', ctx())).toEqual({
      ok: true,
      to: 'Rejected',
      effects: [{ type: 'releaseHold' }],
    });
    expect(appointmentTransition('Pending', { type: 'REJECT', reason: 'busy' }, ctx({ actor: customer }))).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
    expect(appointmentTransition('Pending', 'REJECT', ctx({ actor: otherPhotographer })).ok).toBe(false);
  });

  it('Pending → Canceled on CANCEL by the owning customer only', () => {
    expect(appointmentTransition('Pending', 'CANCEL', ctx({ actor: customer }))).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'releaseHold' }],
    });
    for (const actor of [photographer, otherCustomer, system]) {
      expect(appointmentTransition('Pending', 'CANCEL', ctx({ actor }))).toEqual({ ok: false, reason: 'forbidden_actor' });
    }
  });

  it('Pending does not take COMPLETE or EXPIRE', () => {
    expect(appointmentTransition('Pending', 'COMPLETE', ctx())).toEqual({ ok: false, reason: 'not_allowed_in_state' });
    expect(appointmentTransition('Pending', 'EXPIRE', ctx({ actor: system }))).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
  });

  it('Accepted → Canceled by customer or photographer before start; Paid payment is refunded', () => {
    for (const actor of [customer, photographer]) {
      expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor }))).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'removeAppointmentBusyTime' }],
      });
      expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor, paymentStatus: 'Paid' }))).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'removeAppointmentBusyTime' }, { type: 'refundPayment' }],
      });
    }
  });

  it('Accepted CANCEL at or after start is too late, and other users are forbidden', () => {
    expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor: customer, now: appointment.start }))).toEqual({
      ok: false,
      reason: 'too_late',
    });
    expect(appointmentTransition('Accepted', 'CANCEL', ctx({ now: '2026-12-01T04:00:00.000Z' }))).toEqual({
      ok: false,
      reason: 'too_late',
    });
    for (const actor of [otherCustomer, otherPhotographer, system]) {
      expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor }))).toEqual({ ok: false, reason: 'forbidden_actor' });
    }
  });

  it('Accepted → Completed by the photographer once the shoot has ended and the payment is Paid', () => {
    const afterEnd = { now: appointment.end, paymentStatus: 'Paid' as const };
    expect(appointmentTransition('Accepted', 'COMPLETE', ctx(afterEnd))).toEqual({
      ok: true,
      to: 'Completed',
      effects: [{ type: 'releasePayout' }],
    });
    expect(appointmentTransition('Accepted', 'COMPLETE', ctx({ ...afterEnd, now: '2026-12-01T04:59:59.999Z' }))).toEqual({
      ok: false,
      reason: 'shoot_not_ended',
    });
    for (const paymentStatus of ['Unpaid', 'Wait', 'InProcess'] as const) {
      expect(appointmentTransition('Accepted', 'COMPLETE', ctx({ ...afterEnd, paymentStatus }))).toEqual({
        ok: false,
        reason: 'payment_not_paid',
      });
    }
    for (const actor of [customer, otherPhotographer, system]) {
      expect(appointmentTransition('Accepted', 'COMPLETE', ctx({ ...afterEnd, actor }))).toEqual({
        ok: false,
        reason: 'forbidden_actor',
      });
    }
  });

  it('Accepted → Canceled on EXPIRE by the system 24 h after acceptance while Unpaid', () => {
    const due = { actor: system, now: '2026-11-26T00:00:00.000Z' };
    expect(appointmentTransition('Accepted', 'EXPIRE', ctx(due))).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'removeAppointmentBusyTime' }],
    });
    expect(appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, now: '2026-11-25T23:59:59.000Z' }))).toEqual({
      ok: false,
      reason: 'not_expired_yet',
    });
    expect(appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, paymentStatus: 'Wait' }))).toEqual({
      ok: false,
      reason: 'payment_not_unpaid',
    });
    expect(appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, actor: customer }))).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
  });

  it('EXPIRE honours a configured window', () => {
    const c = ctx({ actor: system, now: '2026-11-25T02:00:00.000Z', unpaidExpiryHours: 2 });
    expect(appointmentTransition('Accepted', 'EXPIRE', c).ok).toBe(true);
    expect(appointmentTransition('Accepted', 'EXPIRE', { ...c, unpaidExpiryHours: 3 })).toEqual({
      ok: false,
      reason: 'not_expired_yet',
    });
  });

  it('Accepted does not take ACCEPT or REJECT', () => {
    expect(appointmentTransition('Accepted', 'ACCEPT', ctx())).toEqual({ ok: false, reason: 'not_allowed_in_state' });
    expect(appointmentTransition('Accepted', 'REJECT', ctx())).toEqual({ ok: false, reason: 'not_allowed_in_state' });
  });

  it.each(['Rejected', 'Canceled', 'Completed'] as const)('%s is final: every event is refused', (status) => {
    for (const actor of [photographer, customer, system]) {
      const c = ctx({ actor, paymentStatus: 'Paid', now: '2026-12-02T00:00:00.000Z' });
      expect(availableAppointmentEvents(status, c)).toEqual([]);
      for (const type of ['ACCEPT', 'REJECT', 'CANCEL', 'COMPLETE', 'EXPIRE'] as const) {
        expect(appointmentTransition(status, type, c)).toEqual({ ok: false, reason: 'not_allowed_in_state' });
      }
    }
  });

  it('appointmentEffects is empty for refused transitions', () => {
    expect(appointmentEffects('Pending', 'ACCEPT', ctx({ actor: customer }))).toEqual([]);
    expect(appointmentEffects('Accepted', 'COMPLETE', ctx({ now: appointment.end, paymentStatus: 'Paid' }))).toEqual([
      { type: 'releasePayout' },
    ]);
  });
});

describe('availableAppointmentEvents: the buttons the UI offers', () => {
  it('matches, event by event, what the machine accepts', () => {
    const contexts = [
      ctx(),
      ctx({ actor: customer }),
      ctx({ actor: system, now: '2026-11-27T00:00:00.000Z' }),
      ctx({ now: appointment.end, paymentStatus: 'Paid' }),
    ];
    for (const status of appointmentStatuses) {
      for (const c of contexts) {
        const offered = availableAppointmentEvents(status, c);
        for (const type of ['ACCEPT', 'REJECT', 'CANCEL', 'COMPLETE', 'EXPIRE'] as const) {
          expect(offered.includes(type)).toBe(appointmentTransition(status, type, c).ok);
        }
      }
    }
    expect(availableAppointmentEvents('Pending', ctx())).toEqual(['ACCEPT', 'REJECT']);
    expect(availableAppointmentEvents('Pending', ctx({ actor: customer }))).toEqual(['CANCEL']);
    expect(availableAppointmentEvents('Accepted', ctx({ now: appointment.end, paymentStatus: 'Paid' }))).toEqual([
      'COMPLETE',
    ]);
  });
});

describe('PATCH status mapping', () => {
  it('maps requestable statuses to events and refuses others', () => {
    expect(statusToEvent).toEqual({ Accepted: 'ACCEPT', Rejected: 'REJECT', Canceled: 'CANCEL', Completed: 'COMPLETE' });
    expect(eventForRequestedStatus('Canceled')).toBe('CANCEL');
    expect(eventForRequestedStatus('Pending')).toBeNull();
    expect(eventForRequestedStatus('toString')).toBeNull();
  });
});

describe('appointment machine as an actor', () => {
  it('runs the server-supplied effect actions and records refusals', () => {
    const performed: string[] = [];
    const machine = appointmentMachine.provide({
      actions: {
        createPayment: () => performed.push('createPayment'),
        createAppointmentBusyTime: () => performed.push('createAppointmentBusyTime'),
      },
    });
    const actor = createActor(machine, { input: ctx({ actor: customer }) }).start();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('Pending');
    expect(actor.getSnapshot().context.refusal).toBe('forbidden_actor');
    const accepted = createActor(machine, { input: ctx() }).start();
    accepted.send({ type: 'ACCEPT' });
    expect(accepted.getSnapshot().value).toBe('Accepted');
    expect(accepted.getSnapshot().context.refusal).toBeNull();
    expect(performed).toEqual(['createPayment', 'createAppointmentBusyTime']);
  });

  it('reaches every state (xstate/graph)', () => {
    // One context under which every transition's guards pass for some actor.
    const inputs: AppointmentRuleContext[] = [
      ctx({ now: appointment.end, paymentStatus: 'Paid' }),
      ctx({ actor: customer }),
      ctx({ actor: system, now: '2026-11-27T00:00:00.000Z' }),
    ];
    const reached = new Set<string>();
    for (const input of inputs) {
      const paths = getShortestPaths(appointmentMachine, {
        input,
        events: [{ type: 'ACCEPT' }, { type: 'REJECT' }, { type: 'CANCEL' }, { type: 'COMPLETE' }, { type: 'EXPIRE' }],
      });
      for (const p of paths) reached.add(p.state.value as AppointmentStatus);
    }
    expect([...reached].sort()).toEqual([...appointmentStatuses].sort());
  });
});
