import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bookingMachine, toBookingError, type BookedAppointment, type CreateAppointmentInput } from './booking-machine.ts';

const slot = { start: '2026-11-30T02:00:00.000Z', end: '2026-11-30T04:00:00.000Z' };
const other = { start: '2026-11-30T06:00:00.000Z', end: '2026-11-30T08:00:00.000Z' };

function start(answers: (BookedAppointment | { code: string; message: string } | Error)[]) {
  const inputs: CreateAppointmentInput[] = [];
  const createAppointment = fromPromise<BookedAppointment, CreateAppointmentInput>(async ({ input }) => {
    inputs.push(input);
    const answer = answers.shift();
    if (!answer || answer instanceof Error || 'code' in answer) throw answer;
    return answer;
  });
  return { actor: createActor(bookingMachine.provide({ actors: { createAppointment } })).start(), inputs };
}

describe('booking flow', () => {
  it('books the selected slot with its details', async () => {
    const { actor, inputs } = start([{ id: 'a1', status: 'Pending' }]);
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
  });

  it('tells a taken slot apart and makes the user pick another', async () => {
    const { actor, inputs } = start([{ code: 'slot_unavailable', message: 'taken' }, { id: 'a2' }]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches({ failed: 'slotTaken' }));
    expect(failed.context.slot).toBeNull();
    expect(failed.context.error).toEqual({ code: 'slot_unavailable', message: 'taken' });
    expect(failed.can({ type: 'RETRY' })).toBe(false);
    actor.send({ type: 'SELECT_SLOT', slot: other });
    expect(actor.getSnapshot().value).toBe('selectingSlot');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('booked'));
    expect(inputs.map((i) => i.slot)).toEqual([slot, other]);
  });

  it('retries the same slot after another failure', async () => {
    const { actor, inputs } = start([new TypeError('Failed to fetch'), { code: 'internal', message: 'x' }, { id: 'a3' }]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT', note: 'n' });
    let s = await waitFor(actor, (x) => x.matches({ failed: 'error' }));
    expect(s.context.error).toEqual({ code: 'network_error', message: 'Failed to fetch' });
    actor.send({ type: 'RETRY' });
    s = await waitFor(actor, (x) => x.matches({ failed: 'error' }));
    expect(s.context.error?.code).toBe('internal');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (x) => x.matches('booked'));
    expect(inputs).toEqual([
      { slot, note: 'n' },
      { slot, note: 'n' },
      { slot, note: 'n' },
    ]);
  });

  it('RESET clears the selection and the error', async () => {
    const { actor } = start([{ code: 'validation_failed', message: 'bad' }]);
    actor.send({ type: 'SELECT_SLOT', slot });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (x) => x.matches('failed'));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('selectingSlot');
    expect(actor.getSnapshot().context).toEqual({ slot: null, details: {}, appointment: null, error: null });
  });

  it('reaches every state (xstate/graph)', () => {
    const paths = getShortestPaths(bookingMachine, {
      events: [
        { type: 'SELECT_SLOT', slot },
        { type: 'SUBMIT' },
        { type: 'RETRY' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.createAppointment', output: { id: 'a' } },
        { type: 'xstate.error.actor.createAppointment', error: { code: 'slot_unavailable', message: '' } },
        { type: 'xstate.error.actor.createAppointment', error: { code: 'internal', message: '' } },
      ] as never,
    });
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...values].sort()).toEqual(
      ['"booked"', '"selectingSlot"', '"submitting"', '{"failed":"error"}', '{"failed":"slotTaken"}'].sort(),
    );
  });

  it('toBookingError keeps the API code', () => {
    expect(toBookingError({ code: 'slot_unavailable', message: 'm' })).toEqual({ code: 'slot_unavailable', message: 'm' });
    expect(toBookingError('boom')).toEqual({ code: 'network_error', message: 'boom' });
  });
});
