/**
 * The delivery after the shoot through HTTP (docs/product.md §11, decision 0023): it opens when
 * the shoot is completed; proofs → picks → finals → acceptance, revisions, the automatic
 * acceptance and the late notice under the test clock, the refund of a delivery never made; the
 * payout released exactly once and only at acceptance; nothing for a stranger. The files are
 * written as the upload path writes them (rows of `delivery_files`). Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL (the concurrent acceptances then race for real).
 */

import type { components } from '@shootbook/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { deliveryFiles, payments } from '../src/db/schema.ts';
import { runDeliverySweeps } from '../src/deliveries/index.ts';
import { bkk, bookingWorld, FEE, PRICE, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let w: BookingWorld;
let stranger: TestUser;
let plain: string;
let proofs: string;

beforeAll(async () => {
  w = await bookingWorld();
  stranger = await w.t.signUpUser('Customer');
  plain = await w.deliverySubpackage({ deliverablePhotos: 20, deliveryDays: 7 });
  proofs = await w.deliverySubpackage({
    deliverablePhotos: 2,
    offersProofs: true,
    revisionsAllowed: 1,
    extraPhotoPrice: 20_000,
  });
});

afterEach(() => w.clock.set(START));

afterAll(async () => {
  await w?.t.close();
});

/** A paid booking of `subpackageId` at `start`, completed just after its end. */
async function completed(start: string, subpackageId: string) {
  const { appointment, payment } = await w.paid(start, 'card', subpackageId);
  w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
  const done = await w.setStatus(appointment.id, 'Completed', w.photographer);
  expect(done.status).toBe(200);
  return { appointment: done.body, payment };
}

const choose = (
  appointmentId: string,
  fileId: string,
  what: 'pick' | 'portfolio',
  method: 'PUT' | 'DELETE',
  who: TestUser = w.customer,
) =>
  w.t.request<Schemas['DeliveryFileChoice'] & Schemas['Error']>({
    method,
    url: `/appointment/${appointmentId}/delivery/files/${fileId}/${what}`,
    token: who.token,
  });

/** The payout operations the provider saw for `paymentId`, and the payment's ledger by type. */
async function money(paymentId: string) {
  const lines = await w.ledgerOf(paymentId);
  const [payment] = await w.t.db.select().from(payments).where(eq(payments.id, paymentId));
  return {
    status: payment!.status,
    lines: lines.map((line) => line.type).sort(),
    payouts: w.sandbox.operations.filter(
      (op) => op.kind === 'payout' && op.paymentId === paymentId,
    ),
    refunds: w.sandbox.operations.filter(
      (op) => op.kind === 'refund' && op.paymentId === paymentId,
    ),
  };
}

describe('a delivery opens with the completed shoot', () => {
  it('is Open for both parties, due deliveryDays after the shoot, and nothing for anyone else', async () => {
    const { appointment } = await completed(bkk(1, '10:00'), plain);
    const seen = await w.delivery(appointment.id);
    expect(seen.status).toBe(200);
    expect(seen.body.delivery).toMatchObject({
      appointmentId: appointment.id,
      party: 'customer',
      status: 'Open',
      dueAt: new Date(Date.parse(appointment.end) + 7 * DAY).toISOString(),
      late: false,
      autoAcceptAt: null,
      refundRequestableAt: new Date(Date.parse(appointment.end) + 14 * DAY).toISOString(),
      includedPhotos: 20,
      offersProofs: false,
      revisionsAllowed: 1,
      revisionsLeft: 1,
      proofCount: 0,
      finalCount: 0,
      pickCount: 0,
      extraPhotos: null,
      subpackageTitle: 'Two hours, photos delivered here',
      photographer: { id: w.photographer.uid },
      customer: { id: w.customer.uid },
    });
    expect((await w.delivery(appointment.id, w.photographer)).body.delivery?.party).toBe(
      'photographer',
    );
    // A stranger learns nothing, not even that the booking exists: 404 as for an unknown id.
    const hidden = await w.delivery(appointment.id, stranger);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('not_found');
    const unknown = await w.delivery(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const pushed = await w.deliveryEvent(appointment.id, 'ACCEPT', stranger);
    expect(pushed.status).toBe(404);

    const list = await w.t.request<Schemas['DeliveryList']>({
      method: 'GET',
      url: '/deliveries?open=true',
      token: w.photographer.token,
    });
    expect(list.body.deliveries.map((d) => d.appointmentId)).toContain(appointment.id);
    const strangers = await w.t.request<Schemas['DeliveryList']>({
      method: 'GET',
      url: '/deliveries',
      token: stranger.token,
    });
    expect(strangers.body).toEqual({ deliveries: [], total: 0 });
  });

  it('opens none for a sub-package with nothing to deliver, whose payout waits for the dispute window', async () => {
    const { appointment, payment } = await completed(bkk(1, '14:00'), w.subpackageId);
    // Both parties read "no delivery" as an answer, not a failure; a stranger still gets 404.
    for (const who of [w.customer, w.photographer]) {
      const none = await w.delivery(appointment.id, who);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ delivery: null });
    }
    expect((await w.delivery(appointment.id, stranger)).status).toBe(404);
    expect((await money(payment.id)).status).toBe('Paid');
    expect((await w.afterDisputeWindow(appointment)).disputeWindowPayouts).toContain(
      appointment.id,
    );
    expect(await money(payment.id)).toMatchObject({
      status: 'Completed',
      lines: ['charge', 'fee', 'payout'],
      payouts: [expect.objectContaining({ amount: PRICE - FEE })],
    });
  });
});

describe('finals → acceptance', () => {
  it('pays the photographer once, at the customer’s acceptance, never at the shoot', async () => {
    const { appointment, payment } = await completed(bkk(2, '10:00'), plain);
    expect(await money(payment.id)).toMatchObject({
      status: 'Paid',
      lines: ['charge'],
      payouts: [],
    });

    // Each step belongs to one party: the other gets 403 with the machine's reason.
    const byCustomer = await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.customer);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toMatchObject({
      code: 'forbidden',
      details: { reason: 'forbidden_source' },
    });
    const tooSoon = await w.deliveryEvent(appointment.id, 'ACCEPT', w.customer);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({
      code: 'invalid_transition',
      details: { reason: 'not_allowed_in_state', status: 'Open', event: 'ACCEPT' },
    });

    await w.files(appointment.id, 'final', ['IMG_0001.jpg', 'IMG_0002.jpg']);
    const delivered = await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer);
    expect(delivered.status).toBe(200);
    const deliveredAt = w.clock.now();
    expect(delivered.body).toMatchObject({
      status: 'FinalsDelivered',
      finalCount: 2,
      finalsDeliveredAt: deliveredAt.toISOString(),
      autoAcceptAt: new Date(deliveredAt.getTime() + 3 * DAY).toISOString(),
    });
    expect((await money(payment.id)).payouts).toEqual([]);
    const byPhotographer = await w.deliveryEvent(appointment.id, 'ACCEPT', w.photographer);
    expect(byPhotographer.status).toBe(403);

    const accepted = await w.deliveryEvent(appointment.id, 'ACCEPT', w.customer);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'Accepted',
      acceptedBy: 'customer',
      autoAcceptAt: null,
      finalsExpireAt: new Date(w.clock.now().getTime() + 180 * DAY).toISOString(),
    });
    expect(await money(payment.id)).toMatchObject({
      status: 'Completed',
      lines: ['charge', 'fee', 'payout'],
      payouts: [expect.objectContaining({ amount: PRICE - FEE })],
    });
    const again = await w.deliveryEvent(appointment.id, 'ACCEPT', w.customer);
    expect(again.status).toBe(409);
    expect((await money(payment.id)).payouts).toHaveLength(1);

    expect(await w.kindsOf(w.customer, appointment.id)).toEqual(
      ['request_sent', 'accepted', 'receipt', 'completed', 'finals_delivered'].sort(),
    );
    expect(await w.kindsOf(w.photographer, appointment.id)).toEqual(
      ['requested', 'paid', 'delivery_accepted', 'payout_released'].sort(),
    );

    // The customer lets the photographer show a final in their portfolio (and takes it back).
    const [finalId] = await w.files(appointment.id, 'final', ['IMG_0003.jpg']);
    const allowed = await choose(appointment.id, finalId!, 'portfolio', 'PUT');
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ fileId: finalId, portfolioAllowed: true, picked: false });
    expect(
      (await choose(appointment.id, finalId!, 'portfolio', 'PUT', w.photographer)).status,
    ).toBe(403);
    expect(
      (await choose(appointment.id, finalId!, 'portfolio', 'DELETE')).body.portfolioAllowed,
    ).toBe(false);
    expect((await choose(appointment.id, finalId!, 'portfolio', 'PUT', stranger)).status).toBe(404);
  });

  it('refuses to deliver finals before any final photo is up, and the delivery stays Open', async () => {
    const { appointment, payment } = await completed(bkk(3, '14:00'), plain);
    const nothing = await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'delivery_no_finals' },
      details: { reason: 'no_finals', status: 'Open', event: 'DELIVER_FINALS' },
    });
    expect((await w.delivery(appointment.id)).body.delivery).toMatchObject({
      status: 'Open',
      finalCount: 0,
      finalsDeliveredAt: null,
      autoAcceptAt: null,
    });
    expect((await money(payment.id)).payouts).toEqual([]);
  });

  it('moves the money once when the customer accepts twice at the same moment', async () => {
    const { appointment, payment } = await completed(bkk(2, '14:00'), plain);
    await w.files(appointment.id);
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
    const answers = await Promise.all([
      w.deliveryEvent(appointment.id, 'ACCEPT', w.customer),
      w.deliveryEvent(appointment.id, 'ACCEPT', w.customer),
      w.deliveryEvent(appointment.id, 'ACCEPT', w.customer),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const after = await money(payment.id);
    expect(after.lines).toEqual(['charge', 'fee', 'payout']);
    expect(after.payouts).toHaveLength(1);
  });
});

describe('proofs → picks → finals, with a revision', () => {
  it('lets the customer pick from the proofs, exports the picks, and allows the revisions the sub-package offers', async () => {
    const { appointment } = await completed(bkk(3, '10:00'), proofs);
    const early = await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer);
    expect(early.body.details).toMatchObject({ reason: 'picks_expected' });
    const empty = await w.deliveryEvent(appointment.id, 'UPLOAD_PROOFS', w.photographer);
    expect(empty.body.details).toMatchObject({ reason: 'no_proofs' });

    const [a, b, c] = await w.files(appointment.id, 'proof', [
      'DSC_0101.ARW',
      'DSC_0102.ARW',
      'DSC_0103.ARW',
    ]);
    // No picking before the proofs are handed over.
    expect((await choose(appointment.id, a!, 'pick', 'PUT')).status).toBe(409);
    const ready = await w.deliveryEvent(appointment.id, 'UPLOAD_PROOFS', w.photographer);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ProofsReady', proofCount: 3 });

    expect((await choose(appointment.id, a!, 'pick', 'PUT', w.photographer)).status).toBe(403);
    expect((await choose(appointment.id, a!, 'pick', 'PUT')).body.pickCount).toBe(1);
    expect((await choose(appointment.id, a!, 'pick', 'PUT')).body.pickCount).toBe(1);
    expect((await choose(appointment.id, b!, 'pick', 'PUT')).body.pickCount).toBe(2);
    expect((await choose(appointment.id, c!, 'pick', 'PUT')).body).toMatchObject({
      fileId: c,
      picked: true,
      pickCount: 3,
    });
    // Three picks of two included: the extra photo is paid first.
    const unpaid = await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.details).toMatchObject({ reason: 'extra_photos_unpaid' });
    expect((await choose(appointment.id, c!, 'pick', 'DELETE')).body.pickCount).toBe(2);
    const picked = await w.deliveryEvent(appointment.id, 'SUBMIT_PICKS', w.customer);
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ status: 'PicksSubmitted', pickCount: 2 });

    const names = await w.t.app.inject({
      method: 'GET',
      url: `/appointment/${appointment.id}/delivery/picks.txt`,
      headers: { authorization: `Bearer ${w.photographer.token}` },
    });
    expect(names.statusCode).toBe(200);
    expect(names.headers['content-type']).toMatch(/^text\/plain/);
    expect(names.body).toBe('DSC_0101.ARW\nDSC_0102.ARW\n');
    const notForCustomer = await w.t.app.inject({
      method: 'GET',
      url: `/appointment/${appointment.id}/delivery/picks.txt`,
      headers: { authorization: `Bearer ${w.customer.token}` },
    });
    expect(notForCustomer.statusCode).toBe(403);

    await w.files(appointment.id, 'final', ['DSC_0101.jpg', 'DSC_0102.jpg']);
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
    const noNote = await w.deliveryEvent(appointment.id, 'REQUEST_REVISION', w.customer);
    expect(noNote.body.details).toMatchObject({ reason: 'note_required' });
    const revision = await w.deliveryEvent(
      appointment.id,
      'REQUEST_REVISION',
      w.customer,
      'Warmer colours, please',
    );
    expect(revision.status).toBe(200);
    expect(revision.body).toMatchObject({
      status: 'RevisionRequested',
      revisionsUsed: 1,
      revisionsLeft: 0,
      revisionNote: 'Warmer colours, please',
    });
    w.clock.set(new Date(w.clock.now().getTime() + HOUR));
    const again = await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer);
    expect(again.body).toMatchObject({
      status: 'FinalsDelivered',
      finalsDeliveredAt: w.clock.now().toISOString(),
    });
    const none = await w.deliveryEvent(appointment.id, 'REQUEST_REVISION', w.customer, 'More');
    expect(none.body.details).toMatchObject({ reason: 'no_revisions_left' });
    expect(await w.kindsOf(w.photographer, appointment.id)).toEqual(
      ['requested', 'paid', 'picks_submitted', 'revision_requested'].sort(),
    );
    expect(await w.kindsOf(w.customer, appointment.id)).toEqual(
      [
        'request_sent',
        'accepted',
        'receipt',
        'completed',
        'proofs_ready',
        'finals_delivered',
        'finals_delivered',
      ].sort(),
    );
  });
});

describe('the clock', () => {
  it('accepts unanswered finals after 3 days, once, and pays out then', async () => {
    const { appointment, payment } = await completed(bkk(4, '10:00'), plain);
    const [finalId] = await w.files(appointment.id, 'final', ['IMG_9.jpg']);
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
    const finalsAt = w.clock.now().getTime();
    w.clock.set(new Date(finalsAt + 3 * DAY - 60_000));
    expect((await runDeliverySweeps(w.deps())).autoAccepted).not.toContain(appointment.id);
    expect((await money(payment.id)).payouts).toEqual([]);

    w.clock.set(new Date(finalsAt + 3 * DAY));
    // The silence already counts: a revision is too late even before the sweep records it.
    const late = await w.deliveryEvent(appointment.id, 'REQUEST_REVISION', w.customer, 'Hm');
    expect(late.body.details).toMatchObject({ reason: 'too_late' });
    expect((await runDeliverySweeps(w.deps())).autoAccepted).toContain(appointment.id);
    expect((await runDeliverySweeps(w.deps())).autoAccepted).not.toContain(appointment.id);
    expect((await w.delivery(appointment.id)).body.delivery).toMatchObject({
      status: 'Accepted',
      acceptedBy: 'system',
    });
    expect(await money(payment.id)).toMatchObject({
      status: 'Completed',
      lines: ['charge', 'fee', 'payout'],
    });
    expect((await money(payment.id)).payouts).toHaveLength(1);
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('delivery_auto_accepted');
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('delivery_auto_accepted');

    // Retention: a reminder 7 days before the finals go, then they are removed, each once.
    const acceptedAt = finalsAt + 3 * DAY;
    w.clock.set(new Date(acceptedAt + 173 * DAY - 60_000));
    expect((await runDeliverySweeps(w.deps())).expiryReminded).not.toContain(appointment.id);
    w.clock.set(new Date(acceptedAt + 173 * DAY));
    expect((await runDeliverySweeps(w.deps())).expiryReminded).toContain(appointment.id);
    expect((await runDeliverySweeps(w.deps())).expiryReminded).not.toContain(appointment.id);
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('gallery_expiring');
    w.clock.set(new Date(acceptedAt + 180 * DAY));
    expect((await runDeliverySweeps(w.deps())).finalsRemoved).toContain(appointment.id);
    const [file] = await w.t.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, finalId!));
    expect(file!.removedAt).not.toBeNull();
    expect((await w.delivery(appointment.id)).body.delivery?.finalCount).toBe(0);
  });

  it('marks a delivery late for both, tells them once, and refunds the customer in full after the grace period', async () => {
    const { appointment, payment } = await completed(bkk(4, '14:00'), plain);
    const due = Date.parse(appointment.end) + 7 * DAY;
    w.clock.set(new Date(due + 60_000));
    expect((await w.delivery(appointment.id)).body.delivery?.late).toBe(true);
    expect((await w.delivery(appointment.id, w.photographer)).body.delivery?.late).toBe(true);
    expect((await runDeliverySweeps(w.deps())).lateNotified).toContain(appointment.id);
    expect((await runDeliverySweeps(w.deps())).lateNotified).not.toContain(appointment.id);
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('delivery_late');
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('delivery_late');

    const early = await w.deliveryEvent(appointment.id, 'REQUEST_REFUND', w.customer);
    expect(early.status).toBe(409);
    expect(early.body.details).toMatchObject({ reason: 'not_due_yet' });
    w.clock.set(new Date(due + 7 * DAY));
    const refunded = await w.deliveryEvent(appointment.id, 'REQUEST_REFUND', w.customer);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'Refunded', late: false });
    expect(await money(payment.id)).toMatchObject({
      status: 'Refunded',
      lines: ['charge', 'refund'],
      payouts: [],
      refunds: [expect.objectContaining({ amount: PRICE })],
    });
    // Final: nothing moves it any more, and the photographer cannot deliver now.
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      409,
    );
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('refunded');
  });
});

describe('resumable uploads from the web', () => {
  it('let the browser send the tus headers across origins and read the upload’s address and offset', async () => {
    const preflight = await w.t.app.inject({
      method: 'OPTIONS',
      url: `/appointment/${crypto.randomUUID()}/delivery/uploads`,
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,tus-resumable,upload-length,upload-metadata',
      },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset'])
      expect(allowed).toContain(header);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('HEAD');
    const answer = await w.t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    const exposed = String(answer.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['location', 'upload-offset']) expect(exposed).toContain(header);
  });
});
