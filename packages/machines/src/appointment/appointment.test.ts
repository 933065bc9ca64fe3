import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  appointmentEventTypes,
  appointmentMachine,
  appointmentRefusal,
  appointmentStatuses,
  calendarEventStatus,
  calledOffAppointmentStatuses,
  isCalledOffAppointmentStatus,
  payByDeadline,
  unpaidExpiryAcceptedBy,
  type AppointmentActor,
  type AppointmentEvent,
  type AppointmentRuleContext,
  type AppointmentStatus,
} from './appointment-machine.ts';
import {
  appointmentEffects,
  appointmentTransition,
  availableAppointmentEvents,
  eventForRequestedStatus,
  offeredAppointmentEvents,
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
  return {
    actor: photographer,
    appointment,
    paymentStatus: 'Unpaid',
    now: '2026-11-25T06:00:00.000Z',
    ...over,
  };
}

describe('appointment transitions (docs/product.md table)', () => {
  it('Pending → Accepted on ACCEPT by the owning photographer, creating an Unpaid payment (the slot is already held)', () => {
    expect(appointmentTransition('Pending', 'ACCEPT', ctx({ paymentStatus: null }))).toEqual({
      ok: true,
      to: 'Accepted',
      effects: [{ type: 'createPayment', status: 'Unpaid' }],
    });
  });

  it('ACCEPT at or after the start is too late', () => {
    expect(
      appointmentTransition(
        'Pending',
        'ACCEPT',
        ctx({ paymentStatus: null, now: appointment.start }),
      ),
    ).toEqual({
      ok: false,
      reason: 'too_late',
    });
    expect(
      appointmentTransition(
        'Pending',
        'ACCEPT',
        ctx({ paymentStatus: null, now: '2026-12-01T02:59:59.999Z' }),
      ).ok,
    ).toBe(true);
  });

  it('Pending → Canceled on WITHDRAW by the owning customer only; never once accepted', () => {
    expect(appointmentTransition('Pending', 'WITHDRAW', ctx({ actor: customer }))).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'releaseHold' }],
    });
    for (const actor of [photographer, otherCustomer, system]) {
      expect(appointmentTransition('Pending', 'WITHDRAW', ctx({ actor }))).toEqual({
        ok: false,
        reason: 'forbidden_actor',
      });
    }
    // A withdrawal that arrives after the acceptance must not cancel the accepted booking.
    expect(appointmentTransition('Accepted', 'WITHDRAW', ctx({ actor: customer }))).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
  });

  it('EDIT keeps a Pending request Pending, for its customer, before the start', () => {
    expect(appointmentTransition('Pending', 'EDIT', ctx({ actor: customer }))).toEqual({
      ok: true,
      to: 'Pending',
      effects: [{ type: 'applyEdit' }],
    });
    expect(
      appointmentTransition('Pending', 'EDIT', ctx({ actor: customer, now: appointment.start })),
    ).toEqual({ ok: false, reason: 'too_late' });
    for (const actor of [photographer, otherCustomer, system]) {
      expect(appointmentTransition('Pending', 'EDIT', ctx({ actor }))).toEqual({
        ok: false,
        reason: 'forbidden_actor',
      });
    }
    for (const status of ['Accepted', 'Rejected', 'Canceled', 'Completed'] as const) {
      expect(appointmentTransition(status, 'EDIT', ctx({ actor: customer }))).toEqual({
        ok: false,
        reason: 'not_allowed_in_state',
      });
    }
  });

  it('Pending → Canceled on EXPIRE by the system once the start has passed', () => {
    expect(
      appointmentTransition(
        'Pending',
        'EXPIRE',
        ctx({ actor: system, now: appointment.start, paymentStatus: null }),
      ),
    ).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'releaseHold' }],
    });
    expect(
      appointmentTransition('Pending', 'EXPIRE', ctx({ actor: system, paymentStatus: null })),
    ).toEqual({ ok: false, reason: 'not_expired_yet' });
    expect(
      appointmentTransition('Pending', 'EXPIRE', ctx({ actor: customer, now: appointment.start })),
    ).toEqual({ ok: false, reason: 'forbidden_actor' });
  });

  it.each([customer, otherPhotographer, system])('ACCEPT by %o is forbidden', (actor) => {
    expect(appointmentTransition('Pending', 'ACCEPT', ctx({ actor }))).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
  });

  it('Pending → Rejected on REJECT by the owning photographer, releasing the hold', () => {
    expect(appointmentTransition('Pending', 'REJECT', ctx())).toEqual({
      ok: true,
      to: 'Rejected',
      effects: [{ type: 'releaseHold' }],
    });
    expect(
      appointmentTransition(
        'Pending',
        { type: 'REJECT', reason: 'busy' },
        ctx({ actor: customer }),
      ),
    ).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
    expect(appointmentTransition('Pending', 'REJECT', ctx({ actor: otherPhotographer })).ok).toBe(
      false,
    );
  });

  it('Pending → Canceled on CANCEL by the owning customer only', () => {
    expect(appointmentTransition('Pending', 'CANCEL', ctx({ actor: customer }))).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'releaseHold' }],
    });
    for (const actor of [photographer, otherCustomer, system]) {
      expect(appointmentTransition('Pending', 'CANCEL', ctx({ actor }))).toEqual({
        ok: false,
        reason: 'forbidden_actor',
      });
    }
  });

  it('Pending does not take COMPLETE', () => {
    expect(appointmentTransition('Pending', 'COMPLETE', ctx())).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
  });

  it('Accepted → Canceled by customer or photographer before start; Paid is refunded, an open checkout closed', () => {
    for (const actor of [customer, photographer]) {
      expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor }))).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'releaseHold' }],
      });
      expect(
        appointmentTransition('Accepted', 'CANCEL', ctx({ actor, paymentStatus: 'Paid' })),
      ).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'releaseHold' }, { type: 'refundPayment' }],
      });
      expect(
        appointmentTransition('Accepted', 'CANCEL', ctx({ actor, paymentStatus: 'Wait' })),
      ).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'releaseHold' }, { type: 'closeCheckout' }],
      });
      // Money already on its way (PromptPay processing) is refunded when it arrives, not stopped here.
      expect(
        appointmentTransition('Accepted', 'CANCEL', ctx({ actor, paymentStatus: 'InProcess' })),
      ).toEqual({
        ok: true,
        to: 'Canceled',
        effects: [{ type: 'releaseHold' }],
      });
    }
  });

  it('Accepted CANCEL at or after start is too late, and other users are forbidden', () => {
    expect(
      appointmentTransition('Accepted', 'CANCEL', ctx({ actor: customer, now: appointment.start })),
    ).toEqual({
      ok: false,
      reason: 'too_late',
    });
    expect(
      appointmentTransition('Accepted', 'CANCEL', ctx({ now: '2026-12-01T04:00:00.000Z' })),
    ).toEqual({
      ok: false,
      reason: 'too_late',
    });
    for (const actor of [otherCustomer, otherPhotographer, system]) {
      expect(appointmentTransition('Accepted', 'CANCEL', ctx({ actor }))).toEqual({
        ok: false,
        reason: 'forbidden_actor',
      });
    }
  });

  it('Accepted → Completed by the photographer once the shoot has ended and the payment is Paid', () => {
    const afterEnd = { now: appointment.end, paymentStatus: 'Paid' as const };
    expect(appointmentTransition('Accepted', 'COMPLETE', ctx(afterEnd))).toEqual({
      ok: true,
      to: 'Completed',
      effects: [{ type: 'openDelivery' }],
    });
    expect(
      appointmentTransition(
        'Accepted',
        'COMPLETE',
        ctx({ ...afterEnd, now: '2026-12-01T04:59:59.999Z' }),
      ),
    ).toEqual({
      ok: false,
      reason: 'shoot_not_ended',
    });
    for (const paymentStatus of ['Unpaid', 'Wait', 'InProcess'] as const) {
      expect(
        appointmentTransition('Accepted', 'COMPLETE', ctx({ ...afterEnd, paymentStatus })),
      ).toEqual({
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
      effects: [{ type: 'releaseHold' }],
    });
    expect(
      appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, now: '2026-11-25T23:59:59.000Z' })),
    ).toEqual({
      ok: false,
      reason: 'not_expired_yet',
    });
    expect(
      appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, paymentStatus: 'Wait' })),
    ).toEqual({
      ok: false,
      reason: 'payment_not_unpaid',
    });
    expect(appointmentTransition('Accepted', 'EXPIRE', ctx({ ...due, actor: customer }))).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
  });

  it('EXPIRE honours a configured window (minutes)', () => {
    const c = ctx({ actor: system, now: '2026-11-25T02:00:00.000Z', unpaidExpiryMinutes: 120 });
    expect(appointmentTransition('Accepted', 'EXPIRE', c).ok).toBe(true);
    expect(appointmentTransition('Accepted', 'EXPIRE', { ...c, unpaidExpiryMinutes: 121 })).toEqual(
      {
        ok: false,
        reason: 'not_expired_yet',
      },
    );
  });

  it('an Accepted appointment still Unpaid at its start expires then, even inside the window', () => {
    const lateAcceptance = { ...appointment, acceptedAt: '2026-12-01T02:00:00.000Z' };
    const c = ctx({ actor: system, appointment: lateAcceptance, now: appointment.start });
    expect(payByDeadline(lateAcceptance)).toBe(appointment.start);
    expect(appointmentTransition('Accepted', 'EXPIRE', c)).toEqual({
      ok: true,
      to: 'Canceled',
      effects: [{ type: 'releaseHold' }],
    });
    expect(
      appointmentTransition('Accepted', 'EXPIRE', { ...c, now: '2026-12-01T02:59:59.999Z' }),
    ).toEqual({ ok: false, reason: 'not_expired_yet' });
  });

  it('payByDeadline: acceptance + window, capped at the start; null before acceptance', () => {
    expect(payByDeadline(appointment)).toBe('2026-11-26T00:00:00.000Z');
    expect(payByDeadline(appointment, 60)).toBe('2026-11-25T01:00:00.000Z');
    expect(payByDeadline({ ...appointment, acceptedAt: null })).toBeNull();
  });

  it('unpaidExpiryAcceptedBy: an acceptance at that instant reaches its pay-by deadline at now', () => {
    const now = '2026-11-26T00:00:00.000Z';
    expect(unpaidExpiryAcceptedBy(now)).toBe('2026-11-25T00:00:00.000Z');
    expect(unpaidExpiryAcceptedBy(now, 60)).toBe('2026-11-25T23:00:00.000Z');
    for (const minutes of [1, 60, 1440]) {
      const acceptedAt = unpaidExpiryAcceptedBy(now, minutes);
      expect(payByDeadline({ acceptedAt, start: '2026-12-31T00:00:00.000Z' }, minutes)).toBe(now);
    }
  });

  it('Accepted does not take ACCEPT, REJECT, WITHDRAW or EDIT', () => {
    for (const type of ['ACCEPT', 'REJECT'] as const) {
      expect(appointmentTransition('Accepted', type, ctx())).toEqual({
        ok: false,
        reason: 'not_allowed_in_state',
      });
    }
    for (const type of ['WITHDRAW', 'EDIT'] as const) {
      expect(appointmentTransition('Accepted', type, ctx({ actor: customer }))).toEqual({
        ok: false,
        reason: 'not_allowed_in_state',
      });
    }
  });

  it.each(['Rejected', 'Canceled', 'Completed'] as const)(
    '%s is final: every event is refused',
    (status) => {
      for (const actor of [photographer, customer, system]) {
        const c = ctx({ actor, paymentStatus: 'Paid', now: '2026-12-02T00:00:00.000Z' });
        expect(availableAppointmentEvents(status, c)).toEqual([]);
        for (const type of appointmentEventTypes) {
          expect(appointmentTransition(status, type, c)).toEqual({
            ok: false,
            reason: 'not_allowed_in_state',
          });
        }
      }
    },
  );

  it('appointmentEffects is empty for refused transitions', () => {
    expect(appointmentEffects('Pending', 'ACCEPT', ctx({ actor: customer }))).toEqual([]);
    expect(
      appointmentEffects(
        'Accepted',
        'COMPLETE',
        ctx({ now: appointment.end, paymentStatus: 'Paid' }),
      ),
    ).toEqual([{ type: 'openDelivery' }]);
  });
});

describe('availableAppointmentEvents: the buttons the UI offers', () => {
  it('matches, event by event, what the machine accepts', () => {
    const contexts = [
      ctx(),
      ctx({ actor: customer }),
      ctx({ actor: system, now: '2026-11-27T00:00:00.000Z' }),
      ctx({ now: appointment.end, paymentStatus: 'Paid' }),
      ctx({ actor: customer, now: appointment.end }),
      ctx({ actor: customer, paymentStatus: 'Wait' }),
    ];
    for (const status of appointmentStatuses) {
      for (const c of contexts) {
        const offered = availableAppointmentEvents(status, c);
        for (const type of appointmentEventTypes) {
          expect(offered.includes(type)).toBe(appointmentTransition(status, type, c).ok);
        }
      }
    }
    expect(availableAppointmentEvents('Pending', ctx())).toEqual(['ACCEPT', 'REJECT']);
    expect(availableAppointmentEvents('Pending', ctx({ actor: customer }))).toEqual([
      'CANCEL',
      'WITHDRAW',
      'EDIT',
    ]);
    expect(availableAppointmentEvents('Pending', ctx({ now: appointment.start }))).toEqual([
      'REJECT',
    ]);
    expect(
      availableAppointmentEvents('Accepted', ctx({ now: appointment.end, paymentStatus: 'Paid' })),
    ).toEqual(['COMPLETE']);
  });
});

describe('offeredAppointmentEvents: one button per outcome', () => {
  it('offers the customer of a Pending request Withdraw, not also Cancel (the same outcome)', () => {
    const c = ctx({ actor: customer, paymentStatus: null });
    expect(availableAppointmentEvents('Pending', c)).toEqual(
      expect.arrayContaining(['CANCEL', 'WITHDRAW']),
    );
    expect(offeredAppointmentEvents('Pending', c)).toContain('WITHDRAW');
    expect(offeredAppointmentEvents('Pending', c)).not.toContain('CANCEL');
  });
  it('keeps Cancel where there is no Withdraw (an accepted booking)', () => {
    const c = ctx({ actor: customer, now: '2026-11-25T06:00:00.000Z' });
    expect(offeredAppointmentEvents('Accepted', c)).toContain('CANCEL');
  });
});

describe('PATCH status mapping', () => {
  it('maps requestable statuses to events and refuses others', () => {
    expect(statusToEvent).toEqual({
      Accepted: 'ACCEPT',
      Rejected: 'REJECT',
      Canceled: 'CANCEL',
      Completed: 'COMPLETE',
    });
    expect(eventForRequestedStatus('Canceled')).toBe('CANCEL');
    expect(eventForRequestedStatus('Pending')).toBeNull();
    expect(eventForRequestedStatus('toString')).toBeNull();
  });
});

describe('called-off statuses (a calendar file of one cancels its event)', () => {
  /** The statuses the machine's `events` lead to, from any state. */
  const targetsOf = (events: readonly AppointmentEvent['type'][]) =>
    new Set(
      Object.values(appointmentMachine.states).flatMap((state) =>
        events.flatMap((type) =>
          (state.on[type] ?? []).flatMap((t) => (t.target ?? []).map((node) => node.key)),
        ),
      ),
    );

  it('are exactly where turning down, cancelling, withdrawing and expiring lead', () => {
    expect([...targetsOf(['REJECT', 'CANCEL', 'WITHDRAW', 'EXPIRE'])].sort()).toEqual(
      [...calledOffAppointmentStatuses].sort(),
    );
    expect(targetsOf(['ACCEPT', 'COMPLETE', 'EDIT']).size).toBeGreaterThan(0);
    for (const status of targetsOf(['ACCEPT', 'COMPLETE', 'EDIT']))
      expect(isCalledOffAppointmentStatus(status as AppointmentStatus), status).toBe(false);
  });

  it('answers for every status', () => {
    expect(appointmentStatuses.filter(isCalledOffAppointmentStatus)).toEqual([
      'Rejected',
      'Canceled',
    ]);
  });
});

describe("calendarEventStatus: what the shoot's calendar event says", () => {
  it('is tentative until paid, confirmed once paid, cancelled once called off', () => {
    expect(calendarEventStatus('Pending', null)).toBe('tentative');
    expect(calendarEventStatus('Accepted', 'Unpaid')).toBe('tentative');
    expect(calendarEventStatus('Accepted', 'Wait')).toBe('tentative');
    expect(calendarEventStatus('Accepted', 'InProcess')).toBe('tentative');
    expect(calendarEventStatus('Accepted', 'Paid')).toBe('confirmed');
    expect(calendarEventStatus('Completed', 'Paid')).toBe('confirmed');
    expect(calendarEventStatus('Completed', 'Completed')).toBe('confirmed');
    expect(calendarEventStatus('Canceled', 'Refunded')).toBe('cancelled');
    expect(calendarEventStatus('Rejected', null)).toBe('cancelled');
  });
});

describe('appointment machine as an actor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the server-supplied effect actions; a refused event leaves the actor where it was', () => {
    const performed: string[] = [];
    const machine = appointmentMachine.provide({
      actions: {
        createPayment: () => performed.push('createPayment'),
        releaseHold: () => performed.push('releaseHold'),
      },
    });
    const actor = createActor(machine, { input: ctx({ actor: customer }) }).start();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('Pending');
    expect(appointmentRefusal('Pending', 'ACCEPT', ctx({ actor: customer }))).toBe(
      'forbidden_actor',
    );
    const accepted = createActor(machine, { input: ctx() }).start();
    accepted.send({ type: 'ACCEPT' });
    expect(accepted.getSnapshot().value).toBe('Accepted');
    expect(performed).toEqual(['createPayment']);
    const withdrawn = createActor(machine, { input: ctx({ actor: customer }) }).start();
    withdrawn.send({ type: 'WITHDRAW' });
    expect(withdrawn.getSnapshot().value).toBe('Canceled');
    expect(performed).toEqual(['createPayment', 'releaseHold']);
  });

  it('cancels an Accepted, unpaid appointment by itself at the pay-by deadline (the named delay unpaidExpiry)', () => {
    vi.useFakeTimers();
    const released: string[] = [];
    const machine = appointmentMachine.provide({
      actions: { releaseHold: () => released.push('releaseHold') },
    });
    // Accepted at 00:00, now 06:00, window 1440 minutes: 18 hours left once the photographer accepts.
    const unpaid = createActor(machine, { input: ctx({ paymentStatus: 'Unpaid' }) }).start();
    unpaid.send({ type: 'ACCEPT' });
    vi.advanceTimersByTime(18 * 3_600_000 - 1);
    expect(unpaid.getSnapshot().value).toBe('Accepted');
    vi.advanceTimersByTime(1);
    expect(unpaid.getSnapshot().value).toBe('Canceled');
    expect(released).toEqual(['releaseHold']);
    // A paid one is not touched when the delay fires.
    const paid = createActor(machine, { input: ctx({ paymentStatus: 'Paid' }) }).start();
    paid.send({ type: 'ACCEPT' });
    vi.advanceTimersByTime(48 * 3_600_000);
    expect(paid.getSnapshot().value).toBe('Accepted');
  });

  it('the delay follows the configured window (minutes)', () => {
    vi.useFakeTimers();
    const actor = createActor(appointmentMachine, {
      input: ctx({ paymentStatus: 'Unpaid', unpaidExpiryMinutes: 7 * 60 }),
    }).start();
    actor.send({ type: 'ACCEPT' });
    vi.advanceTimersByTime(60 * 60_000 - 1); // accepted 00:00 + 7 h = 07:00; now 06:00
    expect(actor.getSnapshot().value).toBe('Accepted');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('Canceled');
  });

  it('reaches every state (xstate/graph)', () => {
    // Time does not move inside one traversal (now is input), so Completed is reached from an
    // Accepted snapshot after the shoot; everything else from Pending before it.
    const events = appointmentEventTypes.map((type) => ({ type }) as AppointmentEvent);
    const traversals: { input: AppointmentRuleContext; from?: AppointmentStatus }[] = [
      { input: ctx({ paymentStatus: null }) },
      { input: ctx({ actor: customer }) },
      { input: ctx({ actor: system, now: appointment.start }) },
      { input: ctx({ now: appointment.end, paymentStatus: 'Paid' }), from: 'Accepted' },
    ];
    const reached = new Set<string>();
    for (const { input, from } of traversals) {
      const fromState = from
        ? appointmentMachine.resolveState({ value: from, context: input })
        : undefined;
      for (const p of getShortestPaths(appointmentMachine, {
        input,
        events,
        ...(fromState ? { fromState } : {}),
      })) {
        reached.add(p.state.value as AppointmentStatus);
      }
    }
    expect([...reached].sort()).toEqual([...appointmentStatuses].sort());
  });

  it('every path of the statechart agrees, step by step, with appointmentTransition (model-based)', () => {
    const events = appointmentEventTypes.map((type) => ({ type }) as AppointmentEvent);
    const contexts = [
      ctx({ paymentStatus: null }),
      ctx({ actor: customer }),
      ctx({ actor: customer, paymentStatus: 'Wait' }),
      ctx({ actor: system, now: appointment.start }),
      ctx({ actor: system, now: '2026-11-27T00:00:00.000Z' }),
      ctx({ now: appointment.end, paymentStatus: 'Paid' }),
    ];
    let steps = 0;
    for (const input of contexts) {
      for (const from of ['Pending', 'Accepted'] as const) {
        const fromState = appointmentMachine.resolveState({ value: from, context: input });
        for (const path of getSimplePaths(appointmentMachine, { input, events, fromState })) {
          let status: AppointmentStatus = from;
          for (const step of path.steps) {
            if (step.event.type.startsWith('xstate.')) continue;
            const result = appointmentTransition(status, step.event as AppointmentEvent, input);
            expect(result.ok, `${status} + ${step.event.type}`).toBe(true);
            if (result.ok) status = result.to;
            expect(status).toBe(step.state.value);
            steps += 1;
          }
        }
      }
    }
    expect(steps).toBeGreaterThan(10);
  });
});
