/**
 * Moving a confirmed shoot (docs/product.md §12, docs/decisions/0032-moving-a-shoot.md): either
 * party of an Accepted booking proposes a new start, the other accepts or declines, the proposer
 * withdraws, a proposal lapses at the earlier of 48 hours and the start; the move is free and
 * judged by the booking rules; thread lines, notifications and the calendar follow. The race of
 * two acceptances into the same hours runs on PostgreSQL (DATABASE_URL).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expireMoveProposals } from '../src/appointments/moves.ts';
import { appointmentMoves, appointments } from '../src/db/schema.ts';
import { START, bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];
type Move = Schemas['AppointmentMove'] & Schemas['Error'];

let w: BookingWorld;
let stranger: TestUser;

beforeAll(async () => {
  w = await bookingWorld();
  stranger = await w.t.signUpUser('Customer');
});
afterAll(async () => {
  await w?.t.close();
});

const propose = (id: string, who: TestUser, start: string, reason = 'WEATHER') =>
  w.t.request<Move>({
    method: 'POST',
    url: `/appointment/${id}/moves`,
    token: who.token,
    body: { start, reason },
  });
const answer = (
  id: string,
  moveId: string,
  verb: 'accept' | 'decline' | 'withdraw',
  who: TestUser,
) =>
  w.t.request<Move>({
    method: 'POST',
    url: `/appointment/${id}/moves/${moveId}/${verb}`,
    token: who.token,
  });
const detail = (id: string, who: TestUser = w.customer) =>
  w.t.request<Schemas['AppointmentDetail']>({
    method: 'GET',
    url: `/appointment/detail/${id}`,
    token: who.token,
  });
/** The system lines of the booking's thread, oldest first, as `code start`. */
async function lines(appointmentId: string): Promise<string[]> {
  const thread = await w.t.request<Schemas['Thread']>({
    method: 'GET',
    url: `/thread/appointment/${appointmentId}`,
    token: w.customer.token,
  });
  const page = await w.t.request<Schemas['MessagePage']>({
    method: 'GET',
    url: `/thread/${thread.body.id}/message?limit=100`,
    token: w.customer.token,
  });
  return page.body.messages
    .filter((m) => m.kind === 'system')
    .map((m) =>
      [m.line!.code, m.line!.params.start ?? '', m.line!.params.reason ?? ''].join(' ').trim(),
    );
}

describe('proposing another time', () => {
  it('a customer proposes; the photographer hears of it; the booking shows the open proposal', async () => {
    const { appointment } = await w.accepted(bkk(5, '09:00'));
    const proposed = await propose(appointment.id, w.customer, bkk(5, '13:00'));
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      appointmentId: appointment.id,
      proposedBy: 'customer',
      fromStart: bkk(5, '09:00'),
      start: bkk(5, '13:00'),
      end: bkk(5, '15:00'),
      reason: 'WEATHER',
      status: 'Open',
      decidedAt: null,
      // The shoot is more than 48 hours away: 48 hours after the proposal.
      expiresAt: new Date(START.getTime() + 48 * 3_600_000).toISOString(),
    });
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('move_proposed');
    expect(await w.kindsOf(w.customer, appointment.id)).not.toContain('move_proposed');
    expect((await detail(appointment.id, w.photographer)).body.openMove?.id).toBe(proposed.body.id);
    expect(await lines(appointment.id)).toContain(`move_proposed ${bkk(5, '13:00')} WEATHER`);
    // The booking keeps its time until the other party accepts.
    expect((await detail(appointment.id)).body.appointment.start).toBe(bkk(5, '09:00'));
  });

  it('expires at the start when the shoot is sooner than 48 hours', async () => {
    const { appointment } = await w.accepted(bkk(0, '15:00'));
    const proposed = await propose(appointment.id, w.photographer, bkk(3, '09:00'), 'PERSONAL');
    expect(proposed.status).toBe(201);
    expect(proposed.body.expiresAt).toBe(bkk(0, '15:00'));
    expect(proposed.body.proposedBy).toBe('photographer');
  });

  it('keeps one open proposal per booking and refuses what the rules refuse, with codes', async () => {
    const { appointment } = await w.accepted(bkk(1, '11:00'));
    expect((await propose(appointment.id, w.customer, bkk(2, '09:00'))).status).toBe(201);
    const second = await propose(appointment.id, w.photographer, bkk(2, '11:00'));
    expect([second.status, second.body.code, second.body.params?.reason]).toEqual([
      409,
      'invalid_transition',
      'move_already_open',
    ]);
    const { appointment: other } = await w.accepted(bkk(1, '15:00'));
    const same = await propose(other.id, w.customer, bkk(1, '15:00'));
    expect([same.status, same.body.params?.reason]).toEqual([409, 'move_same_time']);
    // Sunday: the photographer does not work.
    const sunday = await propose(other.id, w.customer, bkk(6, '10:00'));
    expect([sunday.status, sunday.body.params?.reason]).toEqual([422, 'outside_availability']);
    // Onto another booking of the photographer.
    const clash = await propose(other.id, w.customer, bkk(1, '11:00'));
    expect([clash.status, clash.body.code, clash.body.params?.reason]).toEqual([
      409,
      'slot_unavailable',
      'overlaps_busy_time',
    ]);
    // Overlapping its own current time is fine: the booking itself is left out.
    expect((await propose(other.id, w.customer, bkk(1, '16:00'))).status).toBe(201);
  });

  it('refuses a Pending request, a stranger and an unknown booking', async () => {
    const pending = await w.book(bkk(1, '13:00'));
    const refused = await propose(pending.body.id, w.customer, bkk(2, '15:00'));
    expect([refused.status, refused.body.params?.reason]).toEqual([
      409,
      'move_appointment_not_accepted',
    ]);
    expect((await propose(pending.body.id, stranger, bkk(2, '15:00'))).status).toBe(403);
    expect((await propose('no-such-booking', w.customer, bkk(2, '15:00'))).status).toBe(404);
    const bad = await w.t.request<Schemas['Error']>({
      method: 'POST',
      url: `/appointment/${pending.body.id}/moves`,
      token: w.customer.token,
      body: { start: bkk(2, '15:00'), reason: 'RAIN' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
  });
});

describe('answering a proposal', () => {
  it('accepted: the paid booking and its hold move, for free; the proposer hears; the calendar has the new time', async () => {
    const { appointment, payment } = await w.paid(bkk(3, '09:00'));
    const ledgerBefore = await w.ledgerOf(payment.id);
    const proposed = await propose(appointment.id, w.photographer, bkk(4, '13:00'));
    expect(proposed.status).toBe(201);
    const own = await answer(appointment.id, proposed.body.id, 'accept', w.photographer);
    expect([own.status, own.body.params?.reason]).toEqual([403, 'move_own_proposal']);

    const accepted = await answer(appointment.id, proposed.body.id, 'accept', w.customer);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('Accepted');
    const after = await detail(appointment.id);
    expect(after.body.appointment).toMatchObject({
      status: 'Accepted',
      start: bkk(4, '13:00'),
      end: bkk(4, '15:00'),
    });
    expect(after.body.openMove).toBeNull();
    // Free: the payment and its ledger lines are as they were.
    expect(after.body.payment).toMatchObject({ status: 'Paid', amount: payment.amount });
    expect(await w.ledgerOf(payment.id)).toEqual(ledgerBefore);
    const [hold] = await w.busyTimesOf(appointment.id);
    expect([hold!.start.toISOString(), hold!.end.toISOString()]).toEqual([
      bkk(4, '13:00'),
      bkk(4, '15:00'),
    ]);
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('move_accepted');
    expect(await lines(appointment.id)).toContain(`move_accepted ${bkk(4, '13:00')}`);
    // The old hours are free again; the new ones are not.
    expect((await w.book(bkk(3, '09:00'), stranger)).status).toBe(201);
    expect((await w.book(bkk(4, '13:00'), stranger)).status).toBe(409);

    const ics = await w.t.request<string>({
      method: 'GET',
      url: `/appointment/${appointment.id}/calendar`,
      token: w.customer.token,
    });
    expect(ics.body).toContain('DTSTART:20300111T060000Z');
    expect(ics.body).toMatch(/SEQUENCE:[1-9]/);
    const again = await answer(appointment.id, proposed.body.id, 'decline', w.customer);
    expect([again.status, again.body.params?.reason]).toEqual([409, 'move_not_open']);
  });

  it('declined: the booking keeps its time and the proposer hears', async () => {
    const { appointment } = await w.accepted(bkk(8, '09:00'));
    const proposed = await propose(appointment.id, w.customer, bkk(9, '09:00'));
    const declined = await answer(appointment.id, proposed.body.id, 'decline', w.photographer);
    expect([declined.status, declined.body.status]).toEqual([200, 'Declined']);
    expect((await detail(appointment.id)).body.appointment.start).toBe(bkk(8, '09:00'));
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('move_declined');
    expect(await lines(appointment.id)).toContain(`move_declined ${bkk(9, '09:00')}`);
  });

  it('withdrawn by its proposer only; then another proposal may follow', async () => {
    const { appointment } = await w.accepted(bkk(8, '11:00'));
    const proposed = await propose(appointment.id, w.customer, bkk(9, '11:00'));
    const notYours = await answer(appointment.id, proposed.body.id, 'withdraw', w.photographer);
    expect([notYours.status, notYours.body.params?.reason]).toEqual([403, 'move_not_proposer']);
    const withdrawn = await answer(appointment.id, proposed.body.id, 'withdraw', w.customer);
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, 'Withdrawn']);
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('move_withdrawn');
    expect((await propose(appointment.id, w.photographer, bkk(9, '13:00'))).status).toBe(201);
    expect((await answer(appointment.id, 'no-such-move', 'accept', w.customer)).status).toBe(404);
    expect((await answer(appointment.id, proposed.body.id, 'accept', stranger)).status).toBe(403);
  });

  it('accepting a time taken meanwhile is 409 slot_unavailable and changes nothing', async () => {
    const { appointment } = await w.accepted(bkk(10, '09:00'));
    const proposed = await propose(appointment.id, w.customer, bkk(10, '13:00'));
    expect((await w.book(bkk(10, '13:00'), stranger)).status).toBe(201);
    const taken = await answer(appointment.id, proposed.body.id, 'accept', w.photographer);
    expect([taken.status, taken.body.code]).toEqual([409, 'slot_unavailable']);
    expect((await detail(appointment.id)).body.appointment.start).toBe(bkk(10, '09:00'));
    expect((await detail(appointment.id)).body.openMove?.status).toBe('Open');
  });

  it('expired: no longer answerable, swept by the expiry job, and a new proposal may follow', async () => {
    const { appointment } = await w.accepted(bkk(15, '09:00'));
    const proposed = await propose(appointment.id, w.customer, bkk(16, '09:00'));
    const expiresAt = new Date(proposed.body.expiresAt);
    w.clock.set(expiresAt);
    const late = await answer(appointment.id, proposed.body.id, 'accept', w.photographer);
    expect([late.status, late.body.params?.reason]).toEqual([409, 'move_expired']);
    expect((await detail(appointment.id)).body.openMove).toBeNull();
    expect(await expireMoveProposals(w.deps())).toContain(proposed.body.id);
    const [row] = await w.t.db
      .select({ status: appointmentMoves.status })
      .from(appointmentMoves)
      .where(eq(appointmentMoves.id, proposed.body.id));
    expect(row!.status).toBe('Expired');
    expect(await expireMoveProposals(w.deps())).not.toContain(proposed.body.id);
    expect((await propose(appointment.id, w.customer, bkk(16, '11:00'))).status).toBe(201);
    w.clock.set(START);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('move races on the PostgreSQL server', () => {
  it('two acceptances and a booking into the same hours at once: at most one wins (7 trials)', async () => {
    // Working days (Monday to Saturday) no other test books.
    for (const [trial, day] of [17, 18, 19, 21, 22, 23, 24].entries()) {
      const target = bkk(day, '15:00');
      const { appointment: a } = await w.accepted(bkk(day, '09:00'));
      const { appointment: b } = await w.accepted(bkk(day, '11:00'));
      const moveA = await propose(a.id, w.customer, target);
      const moveB = await propose(b.id, w.customer, target);
      expect([moveA.status, moveB.status]).toEqual([201, 201]);
      const opened = w.t.barrier(3);
      const answers = await Promise.all([
        answer(a.id, moveA.body.id, 'accept', w.photographer),
        answer(b.id, moveB.body.id, 'accept', w.photographer),
        w.book(target, stranger),
      ]);
      expect(await opened).toBe(true);
      const won = answers.filter((r) => r.status === 200 || r.status === 201);
      expect(won, `trial ${trial}: ${answers.map((r) => r.status).join(',')}`).toHaveLength(1);
      for (const lost of answers.filter((r) => r.status >= 400))
        expect([lost.status, (lost.body as Schemas['Error']).code]).toEqual([
          409,
          'slot_unavailable',
        ]);
      const open = await w.t.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.photographerId, w.photographer.uid),
            eq(appointments.start, new Date(target)),
            sql`${appointments.status} in ('Pending', 'Accepted')`,
          ),
        );
      expect(open).toHaveLength(1);
    }
  });
});
