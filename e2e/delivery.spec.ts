/**
 * The delivery of the photos through ShootBook end to end (docs/product.md §11, decisions 0023 and
 * 0026): after a paid shoot whose sub-package offers proofs, the photographer completes it,
 * uploads proofs from the browser (resumable uploads), the customer picks favourites, the
 * photographer uploads and delivers the edited photos, the customer downloads one and all as a
 * ZIP and accepts, and the payout shows on the photographer's statement. Each step checks what the
 * user sees and, where the state or money changes, the record behind it through the API.
 */
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import { unzip } from '../apps/api/test/helpers/zip.ts';
import { bookingViaApi, shootPhotos, type ApiUser } from './data.ts';
import { expect, test } from './fixtures.ts';
import { markCompleted } from './pages.ts';
import { apiGet, until, type Appointment, type Order } from './records.ts';
import { expectPath, signInInBrowser } from './users.ts';
import type { Page } from '@playwright/test';

/** openapi.yaml `Delivery`: the fields the test reads. */
interface Delivery {
  status: string;
  proofCount: number;
  pickCount: number;
  finalCount: number;
}

/** The sub-package's terms: 3 photos included, proofs to pick from (docs/product.md §11). */
const INCLUDED_PHOTOS = 3;
/** The sub-package's price (data.ts `offerViaApi`) and the platform fee of 10 % (PLATFORM_FEE_BPS=1000), satang. */
const PRICE_SATANG = 250_000;
const FEE_SATANG = PRICE_SATANG / 10;

/** `count` generated JPEGs named `<prefix>-<n>.jpg`, as the file picker hands them over. */
async function photos(prefix: string, count: number) {
  return (await shootPhotos(count)).map((photo, i) => ({
    ...photo,
    name: `${prefix}-${i + 1}.jpg`,
  }));
}

/** The delivery of `appointmentId` as `user` reads it (null while there is none). */
async function deliveryOf(appointmentId: string, user: ApiUser): Promise<Delivery | null> {
  return (
    await apiGet<{ delivery: Delivery | null }>(
      `/appointment/${appointmentId}/delivery`,
      user.idToken,
    )
  ).delivery;
}

/**
 * Opens the booking's page, and from its delivery panel the gallery through the link `name` (the
 * panel names the viewer's next step).
 */
async function openGallery(page: Page, appointmentId: string, name: string): Promise<void> {
  await page.goto(`/appointment/${appointmentId}`);
  await page.getByRole('region', { name: 'Photo delivery' }).getByRole('link', { name }).click();
  await expectPath(page, `/appointment/${appointmentId}/delivery`);
}

/** Adds `files` to the gallery's uploader and waits until each is uploaded (tus) and listed. */
async function upload(page: Page, files: Awaited<ReturnType<typeof photos>>): Promise<void> {
  await page.getByLabel('Add photos').setInputFiles(files);
  await expect(page.getByText(`${files.length} of ${files.length} uploaded · 100%`)).toBeVisible({
    timeout: 60_000,
  });
}

test('the photographer delivers proofs and finals, the customer picks, downloads and accepts, and the payout follows', async ({
  session,
  clock,
}) => {
  test.setTimeout(360_000);
  const booking =
    await test.step('a paid booking of a sub-package with 3 photos and proofs (through the API)', () =>
      bookingViaApi('Paid', {
        terms: { deliverablePhotos: INCLUDED_PHOTOS, offersProofs: true },
      }));
  const { appointment, customer, photographer } = booking;
  const gallery = `/appointment/${appointment.id}/delivery`;
  const ph = await session('photographer');
  const cu = await session('customer');

  await test.step('both sign in; before the shoot the booking has no delivery, and its page says nothing about one', async () => {
    await signInInBrowser(ph.page, photographer);
    await signInInBrowser(cu.page, customer);
    expect(await deliveryOf(appointment.id, customer)).toBeNull();
    await cu.page.goto(`/appointment/${appointment.id}`);
    await expect(cu.page.getByRole('list', { name: 'History' })).toBeVisible();
    await expect(cu.page.getByRole('region', { name: 'Photo delivery' })).toHaveCount(0);
  });

  await test.step('the API clock passes the end of the shoot', async () => {
    await clock.passed(appointment.end);
  });

  await test.step('photographer completes on /appointment/complete → Completed; a delivery opens, owing proofs', async () => {
    await markCompleted(ph.page, customer.name);
    await until(
      () => apiGet<Appointment>(`/appointment/${appointment.id}`, photographer.idToken),
      (a) => a.status === 'Completed',
      'appointment Completed',
    );
    expect(await deliveryOf(appointment.id, photographer)).toMatchObject({
      status: 'Open',
      proofCount: 0,
    });
  });

  await test.step("photographer follows Upload proofs from the booking's page to the gallery, uploads 5 proofs and sends them", async () => {
    await openGallery(ph.page, appointment.id, 'Upload proofs');
    await upload(ph.page, await photos('proof', 5));
    await ph.page.getByRole('button', { name: 'Send proofs to the customer' }).click();
    await expect(ph.page.getByText('Proofs sent to the customer')).toBeVisible();
    expect(await deliveryOf(appointment.id, photographer)).toMatchObject({
      status: 'ProofsReady',
      proofCount: 5,
    });
  });

  await test.step('customer opens the gallery from the booking page, picks 3 favourites ("3 of 3 picked") and submits them', async () => {
    await openGallery(cu.page, appointment.id, 'Pick your favourites');
    for (const name of ['proof-1.jpg', 'proof-3.jpg', 'proof-4.jpg']) {
      const favourite = cu.page.getByRole('button', { name: `Favourite ${name}` });
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(cu.page.getByText('3 of 3 picked')).toBeVisible();
    await cu.page.getByRole('button', { name: 'Submit picks' }).click();
    await expect(cu.page.getByText('Picks sent to the photographer')).toBeVisible();
    expect(await deliveryOf(appointment.id, customer)).toMatchObject({
      status: 'PicksSubmitted',
      pickCount: 3,
    });
  });

  await test.step('photographer downloads the picks list (the 3 file names), uploads the 3 edited photos and delivers them', async () => {
    await ph.page.reload();
    const picksList = ph.page.waitForEvent('download');
    await ph.page.getByRole('button', { name: 'Download the picks list' }).click();
    const picks = await readFile(await (await picksList).path());
    expect(picks.toString('utf8').trim().split(/\r?\n/).sort()).toEqual([
      'proof-1.jpg',
      'proof-3.jpg',
      'proof-4.jpg',
    ]);
    await upload(ph.page, await photos('edited', 3));
    await ph.page.getByRole('button', { name: 'Deliver the photos' }).click();
    await expect(ph.page.getByText('Photos delivered')).toBeVisible();
    expect(await deliveryOf(appointment.id, photographer)).toMatchObject({
      status: 'FinalsDelivered',
      finalCount: 3,
    });
  });

  await test.step('customer downloads one photo (a full-size JPEG) and all of them as a ZIP holding the 3 photos', async () => {
    await cu.page.goto(gallery);
    const one = cu.page.waitForEvent('download');
    await cu.page.getByRole('link', { name: 'Download edited-2.jpg' }).click();
    const photo = await one;
    expect(photo.suggestedFilename()).toBe('edited-2.jpg');
    expect(await sharp(await readFile(await photo.path())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1067,
    });
    const all = cu.page.waitForEvent('download');
    await cu.page.getByRole('button', { name: 'Download all (ZIP)' }).click();
    const zip = await all;
    expect(zip.suggestedFilename()).toBe(`shootbook-${appointment.id}.zip`);
    const entries = await unzip(await readFile(await zip.path()));
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      'edited-1.jpg',
      'edited-2.jpg',
      'edited-3.jpg',
    ]);
    for (const entry of entries)
      expect((await sharp(entry.data).metadata()).format, entry.name).toBe('jpeg');
  });

  await test.step('customer accepts the photos → Accepted; the payment is settled: charge, fee, payout', async () => {
    await cu.page.getByRole('button', { name: 'Accept the photos' }).click();
    await cu.page
      .getByRole('alertdialog', { name: 'Accept these photos?' })
      .getByRole('button', { name: 'Accept photos' })
      .click();
    await expect(cu.page.getByText('Photos accepted')).toBeVisible();
    expect((await deliveryOf(appointment.id, customer))?.status).toBe('Accepted');
    const settled = await until(
      () => apiGet<Order>(`/payment/${booking.payment!.id}`, photographer.idToken),
      (o) => o.payment.status === 'Completed',
      'payment Completed',
    );
    expect(
      Object.fromEntries(settled.transactions.map((tx) => [tx.type, Math.abs(tx.amount)])),
    ).toEqual({ charge: PRICE_SATANG, fee: FEE_SATANG, payout: PRICE_SATANG - FEE_SATANG });
  });

  await test.step("photographer's /payment/transaction shows the payout to their bank and ฿2,250 paid out", async () => {
    await ph.page.goto('/payment/transaction');
    await expect(ph.page.getByText('3 transactions')).toBeVisible();
    const table = ph.page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: 'Payout to your bank' })).toHaveCount(1);
    await expect(
      table
        .getByRole('row')
        .filter({ has: ph.page.getByRole('rowheader', { name: 'Paid out to you' }) }),
    ).toContainText('฿2,250');
  });
});
