/**
 * Who sees a payment's checkout link (docs/decisions/0004): the paying customer only. With the
 * link anyone could pay or cancel the customer's checkout, so every Payment that leaves the API —
 * payment list, order, appointment details — shows the photographer `checkoutUrl` and
 * `providerRef` as null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});

afterAll(async () => {
  await w?.t.close();
});

describe('a payment with an open checkout', () => {
  it('shows its link and provider reference to the customer only', async () => {
    const { appointment, payment } = await w.accepted(bkk(1, '10:00'));
    const charged = await w.charge(payment.id);
    expect(charged.status).toBe(200);
    const { checkoutUrl } = charged.body;
    const providerRef = charged.body.payment.providerRef;
    expect(providerRef).toMatch(/^cs_sandbox_/);
    expect(charged.body.payment.checkoutUrl).toBe(checkoutUrl);

    const views = async (who: typeof w.customer) => {
      const list = await w.t.request({ method: 'GET', url: '/payment', token: who.token });
      const order = await w.order(payment.id, who);
      const details = await w.t.request({
        method: 'GET',
        url: '/appointment/detail',
        token: who.token,
      });
      const detail = await w.t.request({
        method: 'GET',
        url: `/appointment/detail/${appointment.id}`,
        token: who.token,
      });
      expect([list.status, order.status, details.status, detail.status]).toEqual([
        200, 200, 200, 200,
      ]);
      return [
        list.body.payments.find((p: { id: string }) => p.id === payment.id),
        order.body.payment,
        details.body.details.find(
          (d: { appointment: { id: string } }) => d.appointment.id === appointment.id,
        ).payment,
        detail.body.payment,
      ];
    };

    for (const seen of await views(w.customer)) {
      expect(seen).toMatchObject({ id: payment.id, status: 'Wait', checkoutUrl, providerRef });
    }
    for (const seen of await views(w.photographer)) {
      // Everything else about the payment is the photographer's to see.
      expect(seen).toMatchObject({
        id: payment.id,
        status: 'Wait',
        amount: payment.amount,
        platformFee: payment.platformFee,
        checkoutUrl: null,
        providerRef: null,
      });
    }
  });
});
