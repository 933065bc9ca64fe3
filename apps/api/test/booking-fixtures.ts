/**
 * A small booking world for the appointments and payments tests: a photographer (default weekly
 * availability MON–SAT 09:00–18:00 Asia/Bangkok), a customer, a package and a 2-hour sub-package
 * at ฿3,500, the sandbox provider, and a test clock pinned to Monday 2030-01-07 07:00 Bangkok.
 */
import type { components } from '@shootbook/api-client';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';

import { DISPUTE_WINDOW_HOURS } from '@shootbook/machines';

import { TestClock } from '../src/clock.ts';
import type { Config } from '../src/config.ts';
import { busyTimes, transactions, webhookEvents } from '../src/db/schema.ts';
import { deliveryOfAppointment, insertDeliveryFile } from '../src/deliveries/files/queries.ts';
import { runDeliverySweeps } from '../src/deliveries/index.ts';
import type { Deps } from '../src/deps.ts';
import { createSandboxProvider } from '../src/payments/sandbox-provider.ts';
import { ProviderRefusedError } from '../src/payments/provider.ts';
import { localStorage } from '../src/photos/storage.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

export const START = new Date('2030-01-07T00:00:00Z'); // Monday 07:00 in Bangkok
export const PRICE = 350_000; // ฿3,500.00
export const FEE = 35_000; // 10 %

/** ISO UTC of `HH:mm` Bangkok time, `day` days after Monday 2030-01-07 (0 = Monday, 6 = Sunday). */
export function bkk(day: number, time: string): string {
  return new Date(`2030-01-${String(7 + day).padStart(2, '0')}T${time}:00+07:00`).toISOString();
}

/** `config` overrides the test app's settings (e.g. a small `rateLimitMax`). */
export async function bookingWorld(options: { config?: Partial<Config> } = {}) {
  const clock = new TestClock(START);
  const sandbox = createSandboxProvider({
    apiOrigin: 'http://127.0.0.1:3000',
    webhookSecret: 'whsec_test_sandbox',
    now: () => clock.now().getTime(),
  });
  const t: TestApp = await createTestApp({
    clock,
    paymentsProvider: sandbox,
    ...(options.config ? { config: options.config } : {}),
  });
  const photographer = await t.signUpUser('Photographer');
  const customer = await t.signUpUser('Customer');
  /** A package of `owner` with one 2-hour sub-package `optionTitle` at {@link PRICE}; both ids. */
  const packageWithOption = async (
    owner: TestUser,
    body: Schemas['PackageCreate'],
    optionTitle: string,
  ) => {
    const created = await t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: owner.token,
      body,
    });
    if (created.status !== 201)
      throw new Error(`createPackage → ${created.status} ${JSON.stringify(created.body)}`);
    const option = await t.request<Schemas['Subpackage']>({
      method: 'POST',
      url: `/subpackage/${created.body.id}`,
      token: owner.token,
      body: { title: optionTitle, price: PRICE, durationMinutes: 120 },
    });
    if (option.status !== 201)
      throw new Error(`createSubpackage → ${option.status} ${JSON.stringify(option.body)}`);
    return { packageId: created.body.id, subpackageId: option.body.id };
  };
  const pkg = await packageWithOption(
    photographer,
    {
      title: 'Golden hour portraits',
      description: 'Outdoor portraits',
      category: 'FAMILY_PORTRAITS',
      location: 'Lumphini Park',
    },
    'Two hours, 60 edited photos',
  );

  const world = {
    t,
    clock,
    sandbox,
    photographer,
    customer,
    packageId: pkg.packageId,
    subpackageId: pkg.subpackageId,
    book: (start: string, who: TestUser = customer, subpackageId = pkg.subpackageId) =>
      t.request<Schemas['Appointment'] & Schemas['Error']>({
        method: 'POST',
        url: `/appointment/${subpackageId}`,
        token: who.token,
        body: { start },
      }),
    setStatus: (
      id: string,
      status: Schemas['AppointmentStatusUpdate']['status'],
      who: TestUser,
      reason?: string,
    ) =>
      t.request<Schemas['Appointment'] & Schemas['Error']>({
        method: 'PATCH',
        url: `/appointment/status/${id}`,
        token: who.token,
        body: reason ? { status, reason } : { status },
      }),
    paymentOf: async (appointmentId: string, who: TestUser = customer) => {
      // The whole list (its largest page): a world with many bookings has more than one default page.
      const list = await t.request<Schemas['PaymentList']>({
        method: 'GET',
        url: '/payment?limit=1000',
        token: who.token,
      });
      return list.body.payments.find((p) => p.appointmentId === appointmentId);
    },
    order: (paymentId: string, who: TestUser = customer) =>
      t.request<Schemas['Order'] & Schemas['Error']>({
        method: 'GET',
        url: `/payment/${paymentId}`,
        token: who.token,
      }),
    charge: (paymentId: string, who: TestUser = customer, idempotencyKey?: string) =>
      t.request<Schemas['ChargeResult'] & Schemas['Error']>({
        method: 'POST',
        url: `/payment/charge/${paymentId}`,
        token: who.token,
        ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
      }),
    /** Presses a button of the sandbox checkout page, as the browser's form post would (the link's `?t=` token included). */
    sandboxPost: (
      checkoutUrl: string,
      action: 'pay' | 'cancel',
      method: 'card' | 'promptpay' = 'card',
    ) =>
      t.app.inject({
        method: 'POST',
        url: `${new URL(checkoutUrl).pathname}/${action}${new URL(checkoutUrl).search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: action === 'pay' ? `method=${method}` : '',
      }),
    /** The deps the server was built with, for calling a background job (the expiry) directly as its timer does. */
    deps: (): Deps => ({
      db: t.db,
      clock,
      config: t.config,
      provider: sandbox,
      log: t.app.log,
      metrics: new Registry(),
      storage: localStorage(t.config.mediaDir, t.config.mediaPublicUrl),
    }),
    /** The kinds of `user`'s notifications about `appointmentId` (the bell's first 100), sorted. */
    async kindsOf(user: TestUser, appointmentId: string) {
      const answer = await t.request<Schemas['NotificationList']>({
        method: 'GET',
        url: '/notification?limit=100',
        token: user.token,
      });
      return answer.body.notifications
        .filter((n) => n.appointmentId === appointmentId)
        .map((n) => n.kind)
        .sort();
    },
    busyTimesOf: (appointmentId: string) =>
      t.db.select().from(busyTimes).where(eq(busyTimes.appointmentId, appointmentId)),
    ledgerOf: (paymentId: string) =>
      t.db.select().from(transactions).where(eq(transactions.paymentId, paymentId)),
    webhookEventCount: async () => (await t.db.select().from(webhookEvents)).length,
    /**
     * Asks the customer to cancel paid `appointment` (before its start) while the provider refuses
     * the refund, so the whole change rolls back; returns the answer (409).
     */
    async cancelWhileProviderDown(appointment: Schemas['Appointment']) {
      const refund = sandbox.refund;
      sandbox.refund = async () => {
        throw new ProviderRefusedError('The provider is down');
      };
      try {
        return await world.setStatus(appointment.id, 'Canceled', customer);
      } finally {
        sandbox.refund = refund;
      }
    },
    /**
     * Moves the clock past the dispute window of completed `appointment` (its end + 72 hours, the
     * payout of a booking with nothing to deliver: docs/product.md §11) and runs the delivery
     * sweep as its timer does; returns what the sweep did.
     */
    async afterDisputeWindow(appointment: Pick<Schemas['Appointment'], 'end'>) {
      clock.set(new Date(Date.parse(appointment.end) + (DISPUTE_WINDOW_HOURS * 60 + 1) * 60_000));
      return runDeliverySweeps(world.deps());
    },
    /**
     * A second 2-hour sub-package at the same price in the world's package whose photos are
     * delivered through ShootBook (docs/product.md §11): `deliverablePhotos` (default 20) and the
     * other delivery terms of `terms`; returns its id.
     */
    async deliverySubpackage(terms: Partial<Schemas['SubpackageCreate']> = {}) {
      const created = await t.request<Schemas['Subpackage']>({
        method: 'POST',
        url: `/subpackage/${pkg.packageId}`,
        token: photographer.token,
        body: {
          title: 'Two hours, photos delivered here',
          price: PRICE,
          durationMinutes: 120,
          deliverablePhotos: 20,
          ...terms,
        },
      });
      if (created.status !== 201)
        throw new Error(`createSubpackage → ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.id;
    },
    /**
     * A package of `owner` (default: the world's photographer) that takes instant bookings
     * (docs/decisions/0029-instant-booking.md), with one 2-hour sub-package at {@link PRICE};
     * returns both ids.
     */
    instantPackage: (owner: TestUser = photographer) =>
      packageWithOption(
        owner,
        {
          title: 'Instant studio portraits',
          description: 'Booked and confirmed at once',
          category: 'FAMILY_PORTRAITS',
          location: 'Siam studio',
          instantBooking: true,
        },
        'Two hours in the studio',
      ),
    /** The delivery of `appointmentId` as `who` reads it (`{ delivery }`, null while none). */
    delivery: (appointmentId: string, who: TestUser = customer) =>
      t.request<Schemas['BookingDelivery'] & Schemas['Error']>({
        method: 'GET',
        url: `/appointment/${appointmentId}/delivery`,
        token: who.token,
      }),
    /** Sends delivery event `type` (with `note`) for `appointmentId` as `who`. */
    deliveryEvent: (
      appointmentId: string,
      type: Schemas['DeliveryEventInput']['type'],
      who: TestUser,
      note?: string,
    ) =>
      t.request<Schemas['Delivery'] & Schemas['Error']>({
        method: 'POST',
        url: `/appointment/${appointmentId}/delivery/events`,
        token: who.token,
        body: note === undefined ? { type } : { type, note },
      }),
    /**
     * Records files `names` of `kind` (default one final) in the delivery of `appointmentId` as a
     * finished upload does (`insertDeliveryFile`: a row per file, in order, at the world's clock),
     * without sending bytes through tus; returns their ids. DELIVER_FINALS needs at least one
     * final (docs/product.md §11). The rows point at no stored file (retention tolerates that).
     */
    async files(
      appointmentId: string,
      kind: 'proof' | 'final' = 'final',
      names: readonly string[] = ['IMG_0001.jpg'],
    ) {
      const delivery = await deliveryOfAppointment(t.db, appointmentId);
      if (!delivery) throw new Error(`no delivery for appointment ${appointmentId}`);
      const ids: string[] = [];
      for (const [index, originalName] of names.entries()) {
        const id = randomUUID();
        await insertDeliveryFile(t.db, {
          id,
          deliveryId: delivery.deliveryId,
          photographerId: delivery.photographerId,
          kind,
          originalName,
          storageKey: `delivery/${id}`,
          contentType: 'image/jpeg',
          bytes: 2_000_000,
          width: 6000,
          height: 4000,
          sha256: id.replace(/-/g, ''),
          createdAt: new Date(clock.now().getTime() + index),
        });
        ids.push(id);
      }
      return ids;
    },
    /** Books `start` (of `subpackageId`), accepts it, and returns the appointment and its Unpaid payment. */
    async accepted(start: string, who: TestUser = customer, subpackageId = pkg.subpackageId) {
      const booked = await world.book(start, who, subpackageId);
      if (booked.status !== 201)
        throw new Error(`book → ${booked.status} ${JSON.stringify(booked.body)}`);
      const accepted = await world.setStatus(booked.body.id, 'Accepted', photographer);
      if (accepted.status !== 200)
        throw new Error(`accept → ${accepted.status} ${JSON.stringify(accepted.body)}`);
      const payment = await world.paymentOf(booked.body.id, who);
      return { appointment: accepted.body, payment: payment! };
    },
    /** Accepted + charged + paid through the sandbox checkout. */
    async paid(
      start: string,
      method: 'card' | 'promptpay' = 'card',
      subpackageId: string = pkg.subpackageId,
    ) {
      const { appointment, payment } = await world.accepted(start, customer, subpackageId);
      const charged = await world.charge(payment.id);
      if (charged.status !== 200)
        throw new Error(`charge → ${charged.status} ${JSON.stringify(charged.body)}`);
      const pay = await world.sandboxPost(charged.body.checkoutUrl, 'pay', method);
      if (pay.statusCode !== 303) throw new Error(`sandbox pay → ${pay.statusCode} ${pay.body}`);
      return { appointment, payment, checkoutUrl: charged.body.checkoutUrl };
    },
  };
  return world;
}

export type BookingWorld = Awaited<ReturnType<typeof bookingWorld>>;
