/**
 * Live screens (docs/decisions/0011): `GET /events` tells each signed-in user, within moments,
 * that one of their appointments changed — a new request, an acceptance, an edit, a payment —
 * and nothing about anyone else's, and nothing for a change that rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { changeOf, eventStreams, type EventStreams } from './helpers/event-stream.ts';

let w: BookingWorld;
let streams: EventStreams;

beforeAll(async () => {
  w = await bookingWorld();
  streams = eventStreams(await w.t.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  streams?.closeAll();
  await w?.t.close();
});

const stream = (token: string | undefined) => streams.open(token);

describe('GET /events', () => {
  it('refuses a caller without a valid ID token with the Error schema', async () => {
    expect((await stream(undefined)).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(401);
  });

  it('opens as an event stream nginx will not buffer, telling the client when to reconnect', async () => {
    const photographer = await stream(w.photographer.token);
    expect(photographer.status).toBe(200);
    expect(photographer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(photographer.headers.get('x-accel-buffering')).toBe('no');
    expect(photographer.events[0]).toMatchObject({ event: 'ready' });
    photographer.close();
  });

  it('tells the photographer of a new request and the customer of the acceptance, and no one else', async () => {
    const photographer = await stream(w.photographer.token);
    const customer = await stream(w.customer.token);
    const stranger = await w.t.signUpUser('Customer');
    const strangerStream = await stream(stranger.token);

    const sent = Date.now();
    const booked = await w.book(bkk(1, '10:00'));
    expect(booked.status).toBe(201);
    await photographer.next(changeOf(booked.body.id), 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);

    const accepted = await w.setStatus(booked.body.id, 'Accepted', w.photographer);
    expect(accepted.status).toBe(200);
    await customer.next(changeOf(booked.body.id), 2_000);
    // The customer heard of their booking and its acceptance: two changes of this appointment.
    await expect.poll(() => customer.events.filter(changeOf(booked.body.id)).length).toBe(2);

    // Another customer's stream hears nothing of it: once it has heard of the stranger's own
    // booking, written after those two changes, that booking is all it has heard of.
    const own = await w.book(bkk(1, '14:00'), stranger);
    expect(own.status).toBe(201);
    await strangerStream.next(changeOf(own.body.id), 2_000);
    expect(
      strangerStream.events
        .filter((event) => event.event === 'change')
        .map((event) => changeOf(own.body.id)(event)),
    ).toEqual([true]);
  });

  it('tells the photographer when the customer edits a Pending request', async () => {
    const photographer = await stream(w.photographer.token);
    const booked = await w.book(bkk(2, '10:00'));
    expect(booked.status).toBe(201);
    // The request itself is heard first, so the edit's change is a second one, not the request's
    // arriving late.
    await photographer.next(changeOf(booked.body.id), 2_000);
    const edited = await w.t.request({
      method: 'PATCH',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
      body: { note: 'Please bring a reflector' },
    });
    expect(edited.status).toBe(200);
    await expect
      .poll(() => photographer.events.filter(changeOf(booked.body.id)).length, { timeout: 2_000 })
      .toBe(2);
  });

  it('says nothing of a change that rolled back', async () => {
    const { appointment } = await w.paid(bkk(3, '10:00'));
    const photographer = await stream(w.photographer.token);
    // On a PostgreSQL server the payment's own (committed) change may still arrive after the
    // stream opened. Notifications arrive in commit order, so once a later booking is heard,
    // everything committed before it has been heard too.
    const before = await w.book(bkk(4, '10:00'));
    await photographer.next(changeOf(before.body.id), 2_000);
    const heardBefore = photographer.events.filter(changeOf(appointment.id)).length;

    expect((await w.cancelWhileProviderDown(appointment)).status).toBe(409);
    // A later change of another appointment arrives; the refused one never did.
    const after = await w.book(bkk(5, '10:00'));
    await photographer.next(changeOf(after.body.id), 2_000);
    expect(photographer.events.filter(changeOf(appointment.id))).toHaveLength(heardBefore);
  });

  it('ends open streams when the server closes, so a stopping replica is not held open', async () => {
    const own = await bookingWorld();
    const ownStreams = eventStreams(await own.t.app.listen({ host: '127.0.0.1', port: 0 }));
    const customer = await ownStreams.open(own.customer.token);
    const closing = own.t.close();
    await customer.ended;
    await closing;
  });
});
