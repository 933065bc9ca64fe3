import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { CANCELLATION_POLICIES } from '../policies/cancellation-policy.ts';
import { moveFee, moveIsFree } from '../policies/move.ts';
import {
  MOVE_PROPOSAL_TTL_HOURS,
  availableMoveProposalEvents,
  moveProposalExpiresAt,
  moveProposalMachine,
  moveProposalRefusal,
  moveProposalStatuses,
  moveProposalTransition,
  moveProposeRefusal,
  notificationsForMove,
  type MoveProposalContext,
} from './move-proposal.ts';

const proposedAt = '2026-12-01T03:00:00.000Z';
const expiresAt = '2026-12-03T03:00:00.000Z';
const before = '2026-12-02T03:00:00.000Z';

/** A customer's proposal on an Accepted booking, judged at `now` by `actor`. */
const context = (overrides: Partial<MoveProposalContext> = {}): MoveProposalContext => ({
  actor: 'photographer',
  proposedBy: 'customer',
  expiresAt,
  appointmentStatus: 'Accepted',
  now: before,
  ...overrides,
});

describe('moveProposalExpiresAt', () => {
  it('is 48 hours after the proposal when the shoot is further away', () => {
    expect(moveProposalExpiresAt(proposedAt, '2026-12-20T03:00:00.000Z')).toBe(expiresAt);
    expect(MOVE_PROPOSAL_TTL_HOURS).toBe(48);
  });

  it('is the current start when the shoot comes sooner', () => {
    expect(moveProposalExpiresAt(proposedAt, '2026-12-02T00:00:00.000Z')).toBe(
      '2026-12-02T00:00:00.000Z',
    );
  });

  it('is never after the start nor more than 48 h away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * 3_600_000 }), (msToStart) => {
        const start = new Date(Date.parse(proposedAt) + msToStart).toISOString();
        const at = Date.parse(moveProposalExpiresAt(proposedAt, start));
        expect(at).toBeLessThanOrEqual(Date.parse(start));
        expect(at - Date.parse(proposedAt)).toBeLessThanOrEqual(48 * 3_600_000);
      }),
    );
  });

  it('refuses an invalid date-time', () => {
    expect(() => moveProposalExpiresAt('soon', proposedAt)).toThrow(RangeError);
  });
});

describe('the move proposal statechart', () => {
  it('is accepted by the other party before it expires', () => {
    expect(moveProposalTransition('Open', 'ACCEPT', context())).toEqual({
      ok: true,
      to: 'Accepted',
    });
    expect(
      moveProposalTransition(
        'Open',
        'ACCEPT',
        context({ proposedBy: 'photographer', actor: 'customer' }),
      ),
    ).toEqual({ ok: true, to: 'Accepted' });
  });

  it('is declined by the other party', () => {
    expect(moveProposalTransition('Open', 'DECLINE', context())).toEqual({
      ok: true,
      to: 'Declined',
    });
  });

  it('is withdrawn by its proposer only', () => {
    expect(moveProposalTransition('Open', 'WITHDRAW', context({ actor: 'customer' }))).toEqual({
      ok: true,
      to: 'Withdrawn',
    });
    expect(moveProposalTransition('Open', 'WITHDRAW', context())).toEqual({
      ok: false,
      reason: 'move_not_proposer',
    });
  });

  it('expires by the system once its time ran out, not before', () => {
    expect(
      moveProposalTransition('Open', 'EXPIRE', context({ actor: 'system', now: expiresAt })),
    ).toEqual({ ok: true, to: 'Expired' });
    expect(moveProposalTransition('Open', 'EXPIRE', context({ actor: 'system' }))).toEqual({
      ok: false,
      reason: 'move_not_expired_yet',
    });
    expect(moveProposalTransition('Open', 'EXPIRE', context({ now: expiresAt }))).toEqual({
      ok: false,
      reason: 'move_not_proposer',
    });
  });

  it('cannot be answered by its proposer', () => {
    for (const event of ['ACCEPT', 'DECLINE'] as const)
      expect(moveProposalTransition('Open', event, context({ actor: 'customer' }))).toEqual({
        ok: false,
        reason: 'move_own_proposal',
      });
  });

  it('cannot be accepted, declined or withdrawn once expired', () => {
    expect(moveProposalRefusal('Open', 'ACCEPT', context({ now: expiresAt }))).toBe('move_expired');
    expect(moveProposalRefusal('Open', 'DECLINE', context({ now: expiresAt }))).toBe(
      'move_expired',
    );
    expect(
      moveProposalRefusal('Open', 'WITHDRAW', context({ actor: 'customer', now: expiresAt })),
    ).toBe('move_expired');
  });

  it('cannot be accepted once the booking is no longer Accepted', () => {
    expect(moveProposalRefusal('Open', 'ACCEPT', context({ appointmentStatus: 'Canceled' }))).toBe(
      'move_appointment_not_accepted',
    );
  });

  it('takes no event in a final state', () => {
    const finals = moveProposalStatuses.filter((status) => status !== 'Open');
    expect(finals).toEqual(['Accepted', 'Declined', 'Withdrawn', 'Expired']);
    for (const status of finals) {
      for (const actor of ['customer', 'photographer', 'system'] as const)
        expect(availableMoveProposalEvents(status, context({ actor, now: expiresAt }))).toEqual([]);
      expect(moveProposalTransition(status, 'ACCEPT', context())).toEqual({
        ok: false,
        reason: 'move_not_open',
      });
    }
  });

  it('offers each party its own buttons', () => {
    expect(availableMoveProposalEvents('Open', context())).toEqual(['ACCEPT', 'DECLINE']);
    expect(availableMoveProposalEvents('Open', context({ actor: 'customer' }))).toEqual([
      'WITHDRAW',
    ]);
    expect(
      availableMoveProposalEvents('Open', context({ actor: 'system', now: expiresAt })),
    ).toEqual(['EXPIRE']);
  });

  it('runs as an actor: the guards are the refusal table', () => {
    const actor = createActor(moveProposalMachine, { input: context() }).start();
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('Open');
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().value).toBe('Declined');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('moveProposeRefusal', () => {
  const facts = {
    appointmentStatus: 'Accepted' as const,
    start: '2026-12-10T03:00:00.000Z',
    newStart: '2026-12-11T03:00:00.000Z',
    openProposal: false,
    now: before,
  };

  it('lets a party of an Accepted booking propose another time before the start', () => {
    expect(moveProposeRefusal(facts)).toBeNull();
  });

  it('names what stands in the way, in order', () => {
    expect(moveProposeRefusal({ ...facts, appointmentStatus: 'Pending' })).toBe(
      'move_appointment_not_accepted',
    );
    expect(moveProposeRefusal({ ...facts, now: facts.start })).toBe('too_late_to_move');
    expect(moveProposeRefusal({ ...facts, newStart: facts.start })).toBe('move_same_time');
    expect(moveProposeRefusal({ ...facts, openProposal: true })).toBe('move_already_open');
  });
});

describe('notificationsForMove', () => {
  it('tells the other party of a proposal and its withdrawal, the proposer of the answer', () => {
    expect(notificationsForMove('PROPOSE', 'customer')).toEqual([
      { recipient: 'photographer', kind: 'move_proposed' },
    ]);
    expect(notificationsForMove('WITHDRAW', 'photographer')).toEqual([
      { recipient: 'customer', kind: 'move_withdrawn' },
    ]);
    expect(notificationsForMove('ACCEPT', 'customer')).toEqual([
      { recipient: 'customer', kind: 'move_accepted' },
    ]);
    expect(notificationsForMove('DECLINE', 'photographer')).toEqual([
      { recipient: 'photographer', kind: 'move_declined' },
    ]);
    expect(notificationsForMove('EXPIRE', 'customer')).toEqual([]);
  });
});

describe('moveFee', () => {
  it('is nothing for any move both agreed to, whatever the policy and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: -48, max: 24 * 30 }),
        (policy, hoursBefore) => {
          const start = '2026-12-20T03:00:00.000Z';
          const at = new Date(Date.parse(start) - hoursBefore * 3_600_000).toISOString();
          expect(moveFee({ agreedByBoth: true })).toBe(0);
          expect(moveIsFree(policy, at, start, true)).toBe(true);
        },
      ),
    );
  });

  it('has no price for a move one party makes alone', () => {
    expect(() => moveFee({ agreedByBoth: false })).toThrow(RangeError);
  });
});
