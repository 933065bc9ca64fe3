/**
 * Copying a delivered final into the photographer's portfolio (docs/product.md §11, decision
 * 0023; packages/machines `portfolioCopyRefusal`): only the booking's photographer, only a
 * delivered final the customer allowed; the copy goes through the photo pipeline (no EXIF, no GPS
 * position), is marked `fromBooking`, is the same photo however often it is asked for (two copies
 * at once make one photo: the unique index decides on PostgreSQL), and leaves the portfolio when
 * the customer withdraws the permission. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createHash } from 'node:crypto';

import type { components } from '@shootbook/api-client';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { deliveryFiles } from '../src/db/schema.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let stranger: TestUser;
let sub: string;

beforeAll(async () => {
  w = await bookingWorld();
  stranger = await w.t.signUpUser('Customer');
  sub = await w.deliverySubpackage({ deliverablePhotos: 20, deliveryDays: 7 });
});

afterEach(() => w.clock.set(START));

afterAll(async () => {
  await w?.t.close();
});

/** A 1200×800 JPEG with the GPS position of Bangkok in its EXIF, as a camera writes it. */
function cameraJpeg(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: red, g: 90, b: 60 } },
  })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A completed booking with `names` as finals (bytes in storage), finals delivered or not. */
async function withFinals(start: string, names: readonly string[], deliver = true) {
  const { appointment } = await w.paid(start, 'card', sub);
  w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
  expect((await w.setStatus(appointment.id, 'Completed', w.photographer)).status).toBe(200);
  const ids = await w.files(appointment.id, 'final', names);
  // Stored as the upload path stores a final: `<upload id>/final.jpg`.
  for (const [index, id] of ids.entries()) {
    const key = `${createHash('sha256').update(id).digest('hex')}/final.jpg`;
    await w.t.app.photoDeps.storage.put(key, await cameraJpeg(20 + index * 40), 'image/jpeg');
    await w.t.db.update(deliveryFiles).set({ storageKey: key }).where(eq(deliveryFiles.id, id));
  }
  if (deliver)
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
  return { appointmentId: appointment.id, ids };
}

const allow = (appointmentId: string, fileId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  w.t.request({
    method,
    url: `/appointment/${appointmentId}/delivery/files/${fileId}/portfolio`,
    token: w.customer.token,
  });

const copy = (appointmentId: string, fileId: string, who: TestUser = w.photographer) =>
  w.t.request<Schemas['Photo'] & Schemas['Error']>({
    method: 'POST',
    url: `/appointment/${appointmentId}/delivery/files/${fileId}/portfolio-copy`,
    token: who.token,
  });

const portfolio = async () =>
  (
    await w.t.request<Schemas['PhotoList']>({
      method: 'GET',
      url: `/photo?photographerId=${w.photographer.uid}`,
      token: w.customer.token,
    })
  ).body.photos;

describe('copying an allowed final into the portfolio', () => {
  it('makes a portfolio photo marked fromBooking, rendered without EXIF, once however often asked', async () => {
    const { appointmentId, ids } = await withFinals(bkk(1, '10:00'), ['IMG_0001.jpg']);
    const fileId = ids[0]!;
    expect((await allow(appointmentId, fileId)).status).toBe(200);

    const copied = await copy(appointmentId, fileId);
    expect(copied.status).toBe(200);
    expect(copied.body).toMatchObject({
      ownerId: w.photographer.uid,
      purpose: 'portfolio',
      fromBooking: true,
      width: 1200,
      height: 800,
    });
    const again = await copy(appointmentId, fileId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(copied.body.id);

    await w.t.app.photoProcessor.idle();
    const shown = (await portfolio()).filter((photo) => photo.id === copied.body.id);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ status: 'ready', fromBooking: true });
    const jpeg = await w.t.app.inject({ method: 'GET', url: new URL(shown[0]!.src!).pathname });
    expect(jpeg.statusCode).toBe(200);
    expect((await sharp(jpeg.rawPayload).metadata()).exif).toBeUndefined();
    expect(await exifr.gps(jpeg.rawPayload).catch(() => undefined)).toBeUndefined();
  });

  it('two copies at once make one photo', async () => {
    const { appointmentId, ids } = await withFinals(bkk(2, '10:00'), ['IMG_0002.jpg']);
    await allow(appointmentId, ids[0]!);
    const before = (await portfolio()).length;
    const [a, b] = await Promise.all([copy(appointmentId, ids[0]!), copy(appointmentId, ids[0]!)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect((await portfolio()).length).toBe(before + 1);
  });

  it('leaves the portfolio when the customer withdraws the permission', async () => {
    const { appointmentId, ids } = await withFinals(bkk(3, '10:00'), ['IMG_0003.jpg']);
    await allow(appointmentId, ids[0]!);
    const copied = await copy(appointmentId, ids[0]!);
    expect(copied.status).toBe(200);
    expect((await allow(appointmentId, ids[0]!, 'DELETE')).status).toBe(200);
    expect((await portfolio()).map((photo) => photo.id)).not.toContain(copied.body.id);
    const gone = await w.t.request({
      method: 'GET',
      url: `/photo/${copied.body.id}`,
      token: w.customer.token,
    });
    expect(gone.status).toBe(404);
    // Refused now, as the customer no longer allows it.
    expect((await copy(appointmentId, ids[0]!)).body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'portfolio_not_allowed_by_customer' },
    });
  });
});

describe('refusals', () => {
  it('409 for a final the customer has not allowed; 403 for the customer; 404 for a stranger', async () => {
    const { appointmentId, ids } = await withFinals(bkk(4, '10:00'), ['IMG_0004.jpg']);
    const notAllowed = await copy(appointmentId, ids[0]!);
    expect(notAllowed.status).toBe(409);
    expect(notAllowed.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'portfolio_not_allowed_by_customer' },
    });
    await allow(appointmentId, ids[0]!);
    expect((await copy(appointmentId, ids[0]!, w.customer)).status).toBe(403);
    expect((await copy(appointmentId, ids[0]!, stranger)).status).toBe(404);
    expect((await copy(appointmentId, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('409 portfolio_not_delivered before the finals are handed over', async () => {
    const { appointmentId, ids } = await withFinals(bkk(5, '10:00'), ['IMG_0005.jpg'], false);
    const early = await copy(appointmentId, ids[0]!);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ params: { reason: 'portfolio_not_delivered' } });
  });
});
