import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  bookingMachine,
  toBookingError,
  type BookedAppointment,
  type BookingEvent,
  type BookingInput,
  type CreateAppointmentInput,
} from './booking-machine.ts';

const slot = { start: '2026-11-30T02:00:00.000Z', end: '2026-11-30T04:00:00.000Z' };
const other = { start: '2026-11-30T06:00:00.000Z', end: '2026-11-30T08:00:00.000Z' };
const taken = { code: 'slot_unavailable', message: 'The requested time is no longer free' };
const tooSoon = {
  code: 'unprocessable',
  message: 'Book at least 120 minutes ahead',
  details: { reason: 'too_soon' },
};
const inactive = { code: 'unprocessable', message: 'This sub-package is not open for booking' };

type Answer = BookedAppointment | { code: string; message: string } | Error;

/** The real machine with a `createAppointment` that answers from `answers`, in order, and records what it was sent. */
function start(answers: Answer[], input: BookingInput = {}) {
  const inputs: CreateAppointmentInput[] = [];
  const createAppointment = fromPromise<BookedAppointment, CreateAppointmentInput>(
    async ({ input }) => {
      inputs.push(input);
      const answer = answers.shift();
      if (!answer || answer instanceof Error || 'code' in answer) throw answer;
      return answer;
    },
  );
  const actor = createActor(bookingMachine.provide({ actors: { createAppointment } }), { input });
  const booked: BookedAppointment[] = [];
  actor.on('booked', (event) => booked.push(event.appointment));
  return { actor: actor.start(), inputs, booked };
}

describe('booking flow', () => {
  it('books the selected slot with its details and announces it once', async () => {
    const { actor, inputs, booked } = start([{ id: 'a1', status: 'Pending' }]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('selectingSlot'); // nothing selected yet
    actor.send({ type: 'SELECT_SLOT', slot: other });
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT', location: 'Lumphini Park', note: 'family of four' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('booked');
    expect(done.context.appointment).toEqual({ id: 'a1', status: 'Pending' });
    expect(inputs).toEqual([{ slot, location: 'Lumphini Park', note: 'family of four' }]);
    expect(booked).toEqual([{ id: 'a1', status: 'Pending' }]);
  });

  it('starts from a draft kept across a reload', async () => {
    const { actor, inputs } = start([{ id: 'a1' }], { slot, details: { note: 'kept' } });
    expect(actor.getSnapshot().context.slot).toEqual(slot);
    actor.send({ type: 'SUBMIT', note: 'kept' });
    await waitFor(actor, (s) => s.matches('booked'));
    expect(inputs).toEqual([{ slot, note: 'kept' }]);
  });

  it('tells a taken slot apart and makes the user pick another', async () => {
    const { actor, inputs } = start([taken, { id: 'a2' }]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches({ failed: 'slotTaken' }));
    expect(failed.context.slot).toBeNull();
    expect(failed.context.error).toEqual(taken);
    expect(failed.can({ type: 'RETRY' })).toBe(false);
    expect(failed.can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SELECT_SLOT', slot: other });
    expect(actor.getSnapshot().value).toBe('selectingSlot');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('booked'));
    expect(inputs.map((i) => i.slot)).toEqual([slot, other]);
  });

  it('treats a slot the API judged too soon like a taken one, but keeps a 422 about something else retryable', async () => {
    const refused = start([tooSoon]);
    refused.actor.send({ type: 'SELECT_SLOT', slot });
    refused.actor.send({ type: 'SUBMIT' });
    const s = await waitFor(refused.actor, (x) => x.matches('failed'));
    expect(s.value).toEqual({ failed: 'slotRefused' });
    expect(s.context).toMatchObject({
      slot: null,
      error: { code: 'unprocessable', reason: 'too_soon', message: tooSoon.message },
    });
    expect(s.can({ type: 'RETRY' })).toBe(false);

    const closed = start([inactive]);
    closed.actor.send({ type: 'SELECT_SLOT', slot });
    closed.actor.send({ type: 'SUBMIT' });
    expect((await waitFor(closed.actor, (x) => x.matches('failed'))).value).toEqual({
      failed: 'error',
    });
  });

  it('RETRY sends the same slot and details again; SUBMIT after a failure sends the edited details', async () => {
    const { actor, inputs } = start([
      new TypeError('Failed to fetch'),
      { code: 'internal', message: 'x' },
      { id: 'a3' },
    ]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT', note: 'n' });
    let s = await waitFor(actor, (x) => x.matches({ failed: 'error' }));
    expect(s.context.error).toEqual({ code: 'network_error', message: 'Failed to fetch' });
    actor.send({ type: 'RETRY' });
    s = await waitFor(actor, (x) => x.matches({ failed: 'error' }));
    expect(s.context.error?.code).toBe('internal');
    actor.send({ type: 'SUBMIT', note: 'n, and a dog' });
    await waitFor(actor, (x) => x.matches('booked'));
    expect(inputs).toEqual([
      { slot, note: 'n' },
      { slot, note: 'n' },
      { slot, note: 'n, and a dog' },
    ]);
  });

  it('drops a chosen slot that fresh availability no longer offers, and says which', () => {
    const { actor } = start([], { slot });
    actor.send({ type: 'FREE_SLOTS', slots: [slot, other] });
    expect(actor.getSnapshot().context.slot).toEqual(slot);
    actor.send({ type: 'FREE_SLOTS', slots: [other] });
    expect(actor.getSnapshot().context).toMatchObject({ slot: null, lostSlot: slot });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SELECT_SLOT', slot: other });
    expect(actor.getSnapshot().context).toMatchObject({ slot: other, lostSlot: null });
  });

  it('RESET clears the selection and the error, but not while a request is in flight', async () => {
    const { actor } = start([{ code: 'validation_failed', message: 'bad' }]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'RESET' })).toBe(false);
    await waitFor(actor, (x) => x.matches('failed'));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('selectingSlot');
    expect(actor.getSnapshot().context).toEqual({
      slot: null,
      details: {},
      appointment: null,
      error: null,
      lostSlot: null,
    });
  });

  it('toBookingError keeps the API code and reason', () => {
    expect(toBookingError({ code: 'slot_unavailable', message: 'm' })).toEqual({
      code: 'slot_unavailable',
      message: 'm',
    });
    expect(toBookingError(tooSoon)).toEqual({
      code: 'unprocessable',
      message: tooSoon.message,
      reason: 'too_soon',
    });
    expect(toBookingError('boom')).toEqual({ code: 'network_error', message: 'boom' });
  });
});

/**
 * Model-based: every simple path through the machine's graph (no state — value, chosen slot,
 * lost slot — visited twice on a path), replayed on the real machine whose `createAppointment`
 * is a promise the test settles. After each step the real actor must be where the model says, and
 * the booking page's promises must hold: a request only ever carries a chosen slot, a refused
 * slot is never sent again, RETRY and RESET exist only where they can work, and `booked` is
 * announced exactly once.
 */
describe('booking flow, every path', () => {
  const done = { type: 'xstate.done.actor.createAppointment', output: { id: 'a1' } };
  const error = (e: unknown) => ({ type: 'xstate.error.actor.createAppointment', error: e });
  const events = [
    { type: 'SELECT_SLOT', slot },
    { type: 'SELECT_SLOT', slot: other },
    { type: 'SUBMIT', note: 'n' },
    { type: 'SUBMIT', note: 'edited' },
    { type: 'RETRY' },
    { type: 'RESET' },
    { type: 'FREE_SLOTS', slots: [other] },
    done,
    error(taken),
    error(tooSoon),
    error(inactive),
  ] as unknown as BookingEvent[];
  const serializeState = (s: SnapshotFrom<typeof bookingMachine>) =>
    JSON.stringify([s.value, s.context.slot?.start ?? null, s.context.lostSlot?.start ?? null]);
  const paths = getSimplePaths(bookingMachine, { events, serializeState, input: {} });

  it('reaches every state', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...values].sort()).toEqual(
      [
        '"booked"',
        '"selectingSlot"',
        '"submitting"',
        '{"failed":"error"}',
        '{"failed":"slotRefused"}',
        '{"failed":"slotTaken"}',
      ].sort(),
    );
    expect(
      new Set(
        getShortestPaths(bookingMachine, { events, serializeState, input: {} }).map((p) =>
          JSON.stringify(p.state.value),
        ),
      ),
    ).toEqual(values);
    expect(paths.length).toBeGreaterThan(100);
  });

  it('keeps its promises on each of them', async () => {
    for (const path of paths) {
      const name = path.steps.map((s) => describeEvent(s.event)).join(' → ');
      await replay(path.steps).catch((e: unknown) => {
        throw new Error(`path ${name}: ${e instanceof Error ? e.message : String(e)}`);
      });
    }
  });

  async function replay(steps: (typeof paths)[number]['steps']) {
    let settle: { resolve: (a: BookedAppointment) => void; reject: (e: unknown) => void } | null =
      null;
    const sent: CreateAppointmentInput[] = [];
    const createAppointment = fromPromise<BookedAppointment, CreateAppointmentInput>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          sent.push(input);
          settle = { resolve, reject };
        }),
    );
    const actor = createActor(bookingMachine.provide({ actors: { createAppointment } }), {
      input: {},
    });
    const announced: BookedAppointment[] = [];
    actor.on('booked', (e) => announced.push(e.appointment));
    actor.start();
    const refused = new Set<string>();

    for (const step of steps) {
      const before = actor.getSnapshot();
      const event = step.event as { type: string; output?: BookedAppointment; error?: unknown };
      let after;
      if (event.type === 'xstate.init') {
        after = before;
      } else if (event.type.startsWith('xstate.')) {
        if (event.type === done.type) settle!.resolve(event.output!);
        else settle!.reject(event.error);
        after = await waitFor(actor, (s) => !s.matches('submitting'));
      } else {
        actor.send(event as BookingEvent);
        after = actor.getSnapshot();
      }
      // The graph keeps one snapshot per serialized state: compare what serializeState keeps.
      expect(serializeState(after)).toBe(serializeState(step.state));

      if (after.matches('submitting') && !before.matches('submitting')) {
        const request = sent.at(-1)!;
        expect(request.slot).toEqual(after.context.slot);
        expect(refused.has(request.slot.start)).toBe(false);
      }
      if (after.matches({ failed: 'slotTaken' }) || after.matches({ failed: 'slotRefused' })) {
        expect(after.context.slot).toBeNull();
        refused.add(sent.at(-1)!.slot.start);
      }
      checkInvariants(after, announced);
    }
  }
});

function describeEvent(event: {
  type: string;
  slot?: { start: string };
  note?: string;
  error?: { code?: string; details?: { reason?: string } };
}) {
  if (event.type === 'xstate.init') return 'start';
  if (event.type === 'SELECT_SLOT') return `SELECT_SLOT(${event.slot === slot ? 'A' : 'B'})`;
  if (event.type === 'SUBMIT') return `SUBMIT(${event.note})`;
  if (event.type === 'FREE_SLOTS') return 'FREE_SLOTS(A gone)';
  if (event.type.startsWith('xstate.done')) return 'created';
  if (event.type.startsWith('xstate.error'))
    return `refused(${event.error?.details?.reason ?? event.error?.code})`;
  return event.type;
}

function checkInvariants(
  snapshot: SnapshotFrom<typeof bookingMachine>,
  announced: BookedAppointment[],
) {
  const { context } = snapshot;
  expect(snapshot.can({ type: 'RETRY' })).toBe(
    snapshot.matches({ failed: 'error' }) && context.slot !== null,
  );
  expect(snapshot.can({ type: 'RESET' })).toBe(
    !snapshot.matches('submitting') && !snapshot.matches('booked'),
  );
  if (snapshot.matches('submitting')) expect(context.slot).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('selectingSlot')) expect(context.error).toBeNull();
  if (context.lostSlot) expect(context.slot).toBeNull();
  if (snapshot.matches('booked')) {
    expect(snapshot.status).toBe('done');
    expect(announced).toEqual([context.appointment]);
  } else {
    expect(announced).toEqual([]);
  }
}
