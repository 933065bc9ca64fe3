/**
 * The extra-photos add-on through HTTP (docs/product.md §11, decision 0023): the customer picks
 * more proofs than included, starts the add-on's own checkout (the same one again for the same
 * picks), pays it through the sandbox's page with card or PromptPay; the add-on is paid exactly
 * once even when confirmations race, its ledger lines sum to the satang, the picks then go
 * through, the photographer hears of the payment once (bell, live screens, mail in English and
 * Thai), the photographer's payout at acceptance carries the add-on's share, a refunded delivery
 * refunds the add-on too, and a checkout never paid is closed by the expiry sweep. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL (the concurrent confirmations then race for real).
 */

import type { components } from '@shootbook/api-client';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { deliveries, payments, transactions } from '../src/db/schema.ts';
import { deliverMail, type Mailer } from '../src/mail/outbox.ts';
import { renderMail } from '../src/mail/templates.tsx';
import { expireStaleExtraPhotosCheckouts } from '../src/payments/extra-photos.ts';
import { SIGNATURE_HEADER } from '../src/payments/stripe-events.ts';
import { bkk, bookingWorld, FEE, PRICE, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import {
  changeOf,
  eventStreams,
  type EventStreams,
  type OpenStream,
} from './helpers/event-stream.ts';

type Schemas = components['schemas'];

const DAY = 24 * 3_600_000;
/** ฿200.05 a photo: the fee on 3 photos (60 015 satang) is 6 001.5 → 6 002 (half up). */
const PER_PHOTO = 20_005;

let w: BookingWorld;
let streams: EventStreams;
let stranger: TestUser;
let proofs: string;
let unpriced: string;

beforeAll(async () => {
  w = await bookingWorld();
  streams = eventStreams(await w.t.app.listen({ host: '127.0.0.1', port: 0 }));
  stranger = await w.t.signUpUser('Customer');
  proofs = await w.deliverySubpackage({
    deliverablePhotos: 2,
    offersProofs: true,
    extraPhotoPrice: PER_PHOTO,
  });
  unpriced = await w.deliverySubpackage({ deliverablePhotos: 2, offersProofs: true });
});

afterEach(() => w.clock.set(START));

afterAll(async () => {
  streams?.closeAll();
  await w?.t.close();
});

const chargeExtras = (appointmentId: string, who: TestUser = w.customer, key?: string) =>
  w.t.request<Schemas['ExtraPhotosCheckout'] & Schemas['Error']>({
    method: 'POST',
    url: `/appointment/${appointmentId}/delivery/extra-photos`,
    token: who.token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const pick = (appointmentId: string, fileId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  w.t.request<Schemas['DeliveryFileChoice']>({
    method,
    url: `/appointment/${appointmentId}/delivery/files/${fileId}/pick`,
    token: w.customer.token,
  });

/**
 * A paid, completed booking of `subpackageId` whose photographer handed over `proofCount` proofs,
 * of which the customer picked `picks`.
 */
async function picking(day: number, time: string, picks: number, subpackageId = proofs) {
  const { appointment, payment } = await w.paid(bkk(day, time), 'card', subpackageId);
  w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
  expect((await w.setStatus(appointment.id, 'Completed', w.photographer)).status).toBe(200);
  const names = Array.from({ length: 6 }, (_, i) => `DSC_${1000 + i}.ARW`);
  const ids = await w.files(appointment.id, 'proof', names);
  expect((await w.deliveryEvent(appointment.id, 'UPLOAD_PROOFS', w.photographer)).status).toBe(200);
  for (const id of ids.slice(0, picks)) await pick(appointment.id, id);
  return { appointment, payment, ids };
}

/** The add-on's ledger lines (those naming the delivery), as `type amount userId`. */
async function addOnLines(appointmentId: string) {
  const rows = await w.t.db
    .select({ line: transactions })
    .from(transactions)
    .innerJoin(deliveries, eq(deliveries.id, transactions.deliveryId))
    .where(and(eq(deliveries.appointmentId, appointmentId), isNotNull(transactions.deliveryId)));
  return rows.map(({ line }) => line);
}

/** Runs the mail outbox until nothing is left to mail; returns the mails it handed to SMTP. */
async function drainOutbox(): Promise<SendMailOptions[]> {
  const sent: SendMailOptions[] = [];
  const mailer: Mailer = {
    transport: {
      sendMail: (async (mail: SendMailOptions) => {
        sent.push(mail);
        return {};
      }) as Mailer['transport']['sendMail'],
    },
    from: 'ShootBook <bookings@shootbook.test>',
  };
  for (;;) {
    const run = await deliverMail(w.deps(), mailer);
    if (run.sent + run.skipped + run.failed === 0) return sent;
  }
}

/**
 * Streams of the photographer and the customer, opened now, and how many changes of
 * `appointmentId` each has heard. A booking made after they opened is heard first, so every
 * change committed before (which PostgreSQL may still be delivering) is counted before the
 * caller acts.
 */
async function liveScreens(appointmentId: string, markerStart: string) {
  const opened = [await streams.open(w.photographer.token), await streams.open(w.customer.token)];
  const marker = await w.book(markerStart);
  expect(marker.status).toBe(201);
  for (const stream of opened) await stream.next(changeOf(marker.body.id), 2_000);
  const heard = (stream: OpenStream) => stream.events.filter(changeOf(appointmentId)).length;
  const before = opened.map(heard);
  return {
    /** Resolves once both parties' streams heard a change of the appointment since they opened. */
    async heardAgain() {
      for (const [i, stream] of opened.entries())
        await expect.poll(() => heard(stream), { timeout: 2_000 }).toBeGreaterThan(before[i]!);
    },
  };
}

const sum = (lines: { amount: number }[]) => lines.reduce((total, l) => total + l.amount, 0);

/** The sandbox's money operations whose reference is the delivery of `appointmentId`. */
async function addOnOperations(appointmentId: string) {
  const [row] = await w.t.db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.appointmentId, appointmentId));
  return w.sandbox.operations.filter((op) => op.paymentId === row!.id);
}

describe('the extra-photos checkout', () => {
  it('charges picks beyond the included photos, returns the same checkout again, and lets the picks through once paid', async () => {
    const { appointment, payment, ids } = await picking(5, '10:00', 5);
    const unpaid = await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer);
    expect(unpaid.body.details).toMatchObject({ reason: 'extra_photos_unpaid' });

    const first = await chargeExtras(appointment.id, w.customer, 'extras-key-0001');
    expect(first.status).toBe(200);
    // 3 extra photos × ฿200.05 = ฿600.15; fee 10 % half up = ฿60.02; the photographer ฿540.13.
    expect(first.body.delivery.extraPhotos).toEqual({
      photos: 3,
      amount: 60_015,
      platformFee: 6_002,
      payout: 54_013,
      status: 'Wait',
      checkoutUrl: first.body.checkoutUrl,
      paidAt: null,
    });
    expect(first.body.checkoutUrl).toMatch(/\/sandbox\/checkout\/cs_sandbox_/);
    // The same key, or the same picks without a key: the same checkout.
    const again = await chargeExtras(appointment.id, w.customer, 'extras-key-0001');
    expect(again.body).toEqual(first.body);
    const same = await chargeExtras(appointment.id);
    expect(same.body.checkoutUrl).toBe(first.body.checkoutUrl);

    // The page shows the add-on's amount; paying returns the browser to the gallery.
    const page = await w.t.app.inject({
      method: 'GET',
      url: new URL(first.body.checkoutUrl).pathname + new URL(first.body.checkoutUrl).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('600.15');
    const screens = await liveScreens(appointment.id, bkk(9, '16:00'));
    const paid = await w.sandboxPost(first.body.checkoutUrl, 'pay', 'promptpay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`/appointment/${appointment.id}/delivery\\?extras=paid$`),
    );

    const seen = await w.delivery(appointment.id);
    expect(seen.body.delivery?.extraPhotos).toMatchObject({
      photos: 3,
      status: 'Paid',
      checkoutUrl: null,
      paidAt: w.clock.now().toISOString(),
    });
    const charged = await addOnLines(appointment.id);
    expect(charged.map((l) => [l.type, l.amount, l.userId, l.paymentId])).toEqual([
      ['charge', 60_015, w.customer.uid, payment.id],
    ]);
    // The photographer hears of it once, and the customer has the receipt once, as for the
    // booking's payment: the bell, the live screens of both and a mail in their language.
    await screens.heardAgain();
    expect(await w.kindsOf(w.photographer, appointment.id)).toEqual(
      ['requested', 'paid', 'extra_photos_paid'].sort(),
    );
    const customerKinds = await w.kindsOf(w.customer, appointment.id);
    expect(customerKinds.filter((kind) => kind.startsWith('extra_photos'))).toEqual([
      'extra_photos_receipt',
    ]);
    const outbox = await drainOutbox();
    const mailsTo = (user: TestUser) =>
      outbox
        .filter((mail) => mail.to === user.email && String(mail.html).includes(appointment.id))
        .map((mail) => String(mail.subject))
        .filter((subject) => subject.includes('extra photos'));
    expect(mailsTo(w.photographer)).toEqual(['Test Customer paid for extra photos']);
    expect(mailsTo(w.customer)).toEqual([
      'Receipt: your payment for extra photos from Test Photographer',
    ]);
    const bell = await w.t.request<Schemas['NotificationList']>({
      method: 'GET',
      url: '/notification?limit=100',
      token: w.photographer.token,
    });
    const told = bell.body.notifications.find(
      (n) => n.appointmentId === appointment.id && n.kind === 'extra_photos_paid',
    );
    expect(told?.details).toMatchObject({ counterpartName: 'Test Customer' });
    const thai = await renderMail({
      kind: 'extra_photos_paid',
      details: told!.details,
      recipientName: 'Test Photographer',
      language: 'th',
      link: `${w.t.config.webOrigin}/appointment/${appointment.id}`,
    });
    expect(thai.subject).toBe('Test Customer ชำระค่าภาพเพิ่มแล้ว');
    expect(thai.text).toContain('ส่วนแบ่งของคุณ');
    // Paid: no second add-on; the picks go through; a sixth pick would need paying for.
    const twice = await chargeExtras(appointment.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'delivery_extra_photos_paid' },
    });
    await pick(appointment.id, ids[5]!);
    const tooMany = await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer);
    expect(tooMany.body.details).toMatchObject({ reason: 'extra_photos_unpaid' });
    await pick(appointment.id, ids[5]!, 'DELETE');
    const submitted = await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'PicksSubmitted', pickCount: 5 });

    // Acceptance: the booking's payout and the add-on's share, each once, each line exact.
    await w.files(appointment.id, 'final');
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
    const accepted = await Promise.all([
      w.deliveryEvent(appointment.id, 'ACCEPT', w.customer),
      w.deliveryEvent(appointment.id, 'ACCEPT', w.customer),
    ]);
    expect(accepted.map((a) => a.status).sort()).toEqual([200, 409]);
    const lines = await addOnLines(appointment.id);
    const byType = Object.fromEntries(lines.map((l) => [l.type, l]));
    expect(Object.keys(byType).sort()).toEqual(['charge', 'fee', 'payout']);
    expect(byType.fee).toMatchObject({ amount: 6_002, userId: w.photographer.uid });
    expect(byType.payout).toMatchObject({ amount: 54_013, userId: w.photographer.uid });
    expect(byType.fee!.amount + byType.payout!.amount).toBe(byType.charge!.amount);
    expect(await addOnOperations(appointment.id)).toEqual([
      expect.objectContaining({
        kind: 'payout',
        amount: 54_013,
        idempotencyKey: expect.stringMatching(/^payout-extras-/),
      }),
    ]);
    const bookingPayouts = w.sandbox.operations.filter(
      (op) => op.kind === 'payout' && op.paymentId === payment.id,
    );
    expect(bookingPayouts.map((op) => op.amount)).toEqual([PRICE - FEE]);
    // The photographer's statement: both charges, less both fees.
    const all = await w.ledgerOf(payment.id);
    expect(sum(all.filter((l) => l.type === 'payout'))).toBe(PRICE - FEE + 54_013);
    // The order tells the add-on's lines from the booking's (each names what it is for).
    const order = await w.order(payment.id, w.photographer);
    expect(order.body.transactions.map((l) => `${l.purpose} ${l.type} ${l.amount}`).sort()).toEqual(
      [
        `booking charge ${PRICE}`,
        `booking fee ${FEE}`,
        `booking payout ${PRICE - FEE}`,
        'extra_photos charge 60015',
        'extra_photos fee 6002',
        'extra_photos payout 54013',
      ].sort(),
    );
  });

  it('confirms the add-on exactly once when the provider’s confirmations race', async () => {
    const { appointment } = await picking(5, '14:00', 4);
    const started = await chargeExtras(appointment.id);
    expect(started.status).toBe(200);
    const sessionId = new URL(started.body.checkoutUrl).pathname.split('/').pop()!;
    const [row] = await w.t.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(eq(deliveries.appointmentId, appointment.id));
    const session = { id: sessionId, paymentId: row!.id };
    // Distinct events (a redelivery with a new id, the async success) all saying "paid".
    const events = [
      w.sandbox.signedEvent('checkout.session.completed', { session, paymentStatus: 'paid' }),
      w.sandbox.signedEvent('checkout.session.completed', { session, paymentStatus: 'paid' }),
      w.sandbox.signedEvent('checkout.session.async_payment_succeeded', {
        session,
        paymentStatus: 'paid',
      }),
      w.sandbox.signedEvent('checkout.session.completed', { session, paymentStatus: 'paid' }),
    ];
    const answers = await Promise.all(
      events.map(({ payload, signature }) =>
        w.t.app.inject({
          method: 'POST',
          url: '/payment/webhook/sandbox',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const outcomes = answers.map((a) => (a.json() as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', 'ignored', 'ignored', 'ignored']);
    const lines = await addOnLines(appointment.id);
    expect(lines.map((l) => [l.type, l.amount])).toEqual([['charge', 40_010]]);
    // Told once, however many confirmations arrived.
    expect(
      (await w.kindsOf(w.photographer, appointment.id)).filter((k) => k === 'extra_photos_paid'),
    ).toHaveLength(1);
    expect(
      (await w.kindsOf(w.customer, appointment.id)).filter((k) => k === 'extra_photos_receipt'),
    ).toHaveLength(1);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos?.status).toBe('Paid');
  });

  it('replaces the checkout when the picks change, and drops it when the customer gives up', async () => {
    const { appointment, ids } = await picking(8, '10:00', 3);
    const one = await chargeExtras(appointment.id);
    expect(one.body.delivery.extraPhotos).toMatchObject({ photos: 1, amount: PER_PHOTO });
    await pick(appointment.id, ids[3]!);
    const two = await chargeExtras(appointment.id);
    expect(two.body.delivery.extraPhotos).toMatchObject({ photos: 2, amount: 2 * PER_PHOTO });
    expect(two.body.checkoutUrl).not.toBe(one.body.checkoutUrl);
    // The replaced checkout can no longer be paid.
    expect((await w.sandboxPost(one.body.checkoutUrl, 'pay')).statusCode).toBe(404);
    // An expired checkout is replaced too.
    w.clock.set(new Date(w.clock.now().getTime() + 31 * 60_000));
    const fresh = await chargeExtras(appointment.id);
    expect(fresh.body.checkoutUrl).not.toBe(two.body.checkoutUrl);
    const canceled = await w.sandboxPost(fresh.body.checkoutUrl, 'cancel');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toMatch(/\/delivery\?extras=canceled$/);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos).toBeNull();
    expect(await addOnLines(appointment.id)).toEqual([]);
    // Back within the included photos, the picks go through without paying.
    await pick(appointment.id, ids[2]!, 'DELETE');
    await pick(appointment.id, ids[3]!, 'DELETE');
    const within = await chargeExtras(appointment.id);
    expect(within.status).toBe(409);
    expect(within.body).toMatchObject({ params: { reason: 'delivery_no_extra_photos' } });
    expect((await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer)).status).toBe(200);
    const late = await chargeExtras(appointment.id);
    expect(late.body).toMatchObject({
      params: { reason: 'delivery_not_allowed_in_state' },
      details: { reason: 'not_allowed_in_state', status: 'PicksSubmitted' },
    });
  });

  it('closes an open checkout when the picks are submitted without it', async () => {
    const { appointment, ids } = await picking(8, '14:00', 3);
    const open = await chargeExtras(appointment.id);
    expect(open.status).toBe(200);
    await pick(appointment.id, ids[2]!, 'DELETE');
    expect((await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer)).status).toBe(200);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos).toBeNull();
    expect((await w.sandboxPost(open.body.checkoutUrl, 'pay')).statusCode).not.toBe(303);
    expect(await addOnLines(appointment.id)).toEqual([]);
  });

  it('refunds the add-on with a delivery never made, in full and once', async () => {
    const { appointment, payment } = await picking(7, '10:00', 3);
    const started = await chargeExtras(appointment.id);
    expect((await w.sandboxPost(started.body.checkoutUrl, 'pay')).statusCode).toBe(303);
    expect((await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer)).status).toBe(200);
    const due = Date.parse((await w.delivery(appointment.id)).body.delivery!.dueAt);
    w.clock.set(new Date(due + 7 * DAY));
    const refunded = await w.deliveryEvent(appointment.id, 'REQUEST_REFUND', w.customer);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'Refunded',
      extraPhotos: { photos: 1, amount: PER_PHOTO, status: 'Refunded' },
    });
    const lines = await addOnLines(appointment.id);
    expect(lines.map((l) => [l.type, l.amount, l.userId]).sort()).toEqual([
      ['charge', PER_PHOTO, w.customer.uid],
      ['refund', PER_PHOTO, w.customer.uid],
    ]);
    expect(await addOnOperations(appointment.id)).toEqual([
      expect.objectContaining({ kind: 'refund', amount: PER_PHOTO }),
    ]);
    const [booking] = await w.t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(booking!.status).toBe('Refunded');
    // The customer's whole money came back: the booking and the add-on.
    const customerLines = await w.ledgerOf(payment.id);
    expect(sum(customerLines.filter((l) => l.type === 'refund'))).toBe(PRICE + PER_PHOTO);
    expect(sum(customerLines.filter((l) => l.type === 'charge'))).toBe(PRICE + PER_PHOTO);
  });

  it('is the customer’s alone, and refused when the photographer sells no extra photos', async () => {
    const { appointment } = await picking(7, '14:00', 3, unpriced);
    const byPhotographer = await chargeExtras(appointment.id, w.photographer);
    expect(byPhotographer.status).toBe(403);
    const byStranger = await chargeExtras(appointment.id, stranger);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.code).toBe('not_found');
    const notSold = await chargeExtras(appointment.id);
    expect(notSold.status).toBe(409);
    expect(notSold.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'delivery_extra_photos_not_offered' },
    });
    expect((await chargeExtras('no-such-appointment')).status).toBe(404);
  });
});

describe('an extra-photos checkout never paid', () => {
  const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

  it('expires like a booking checkout: closed at the provider on time, the picks free to pay again', async () => {
    const { appointment, ids } = await picking(10, '10:00', 3);
    const started = await chargeExtras(appointment.id);
    expect(started.status).toBe(200);
    const expiresAt = w.clock.now().getTime() + w.t.config.checkoutExpiryMinutes * 60_000;

    w.clock.set(new Date(expiresAt - 60_000));
    expect(await expireStaleExtraPhotosCheckouts(w.deps())).not.toContain(appointment.id);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos?.status).toBe('Wait');

    w.clock.set(new Date(expiresAt));
    expect(await expireStaleExtraPhotosCheckouts(w.deps())).toContain(appointment.id);
    expect(await expireStaleExtraPhotosCheckouts(w.deps())).not.toContain(appointment.id);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos).toBeNull();
    expect(w.sandbox.session(sessionOf(started.body.checkoutUrl))?.status).toBe('expired');
    expect((await w.sandboxPost(started.body.checkoutUrl, 'pay')).statusCode).toBe(404);
    expect(await addOnLines(appointment.id)).toEqual([]);

    // The customer picks again and pays a new checkout for what they picked now.
    await pick(appointment.id, ids[3]!);
    const again = await chargeExtras(appointment.id);
    expect(again.status).toBe(200);
    expect(again.body.delivery.extraPhotos).toMatchObject({ photos: 2, status: 'Wait' });
    expect(again.body.checkoutUrl).not.toBe(started.body.checkoutUrl);
    expect((await w.sandboxPost(again.body.checkoutUrl, 'pay')).statusCode).toBe(303);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos).toMatchObject({
      photos: 2,
      status: 'Paid',
    });
  });

  it('leaves a checkout the customer has just paid for its webhook', async () => {
    const { appointment } = await picking(10, '14:00', 3);
    const started = await chargeExtras(appointment.id);
    const sessionId = sessionOf(started.body.checkoutUrl);
    // Paid at the provider in the last second; the webhook has not arrived yet.
    w.sandbox.setSessionStatus(sessionId, 'complete');
    w.clock.set(
      new Date(w.clock.now().getTime() + (w.t.config.checkoutExpiryMinutes + 1) * 60_000),
    );
    expect(await expireStaleExtraPhotosCheckouts(w.deps())).not.toContain(appointment.id);
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos?.status).toBe('Wait');

    const paid = w.sandbox.signedEvent('checkout.session.completed', {
      session: { id: sessionId, paymentId: started.body.delivery.id },
      paymentStatus: 'paid',
    });
    const delivered = await w.t.app.inject({
      method: 'POST',
      url: '/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: paid.signature },
      payload: paid.payload,
    });
    expect(delivered.json()).toMatchObject({ outcome: 'applied' });
    expect((await w.delivery(appointment.id)).body.delivery?.extraPhotos?.status).toBe('Paid');
    expect(await expireStaleExtraPhotosCheckouts(w.deps())).not.toContain(appointment.id);
  });
});
