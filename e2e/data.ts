/**
 * Product data made through the API, for specs whose subject is not how it was made (a layout
 * sweep needs a booking, not the booking flow): users at the end of the docs/product.md §4
 * registration progression, a package with a sub-package and a photo, and a booking moved
 * through its states (docs/product.md appointment and payment states) as the web would move it.
 */
import sharp from 'sharp';
import {
  advanceClock,
  apiGet,
  apiSend,
  signUp,
  until,
  type Appointment,
  type Order,
  type Package,
  type Payment,
  type Profile,
  type Subpackage,
} from './records.ts';
import { WEB_URL } from './stack.ts';
import { newUser, type TestUser } from './users.ts';

/** A registered user and their emulator account. */
export interface ApiUser extends TestUser {
  uid: string;
  idToken: string;
}

/** `count` small JPEG "photos" of different colours, as the file picker hands them over. */
export async function shootPhotos(
  count: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const colours = ['#c8643c', '#3c78c8', '#3cc878', '#c8b43c'];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `golden-hour-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 1600,
          height: 1067,
          channels: 3,
          background: colours[i % colours.length]!,
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}

/** A Customer (createUser → selectRole Customer), named after `kind`. */
export async function customerViaApi(kind = 'customer'): Promise<ApiUser> {
  const user = newUser(kind);
  const auth = await signUp(user.email, user.password);
  await apiGet<Profile>('/user/profile', auth.idToken);
  await apiSend('PATCH', '/user/profile', auth.idToken, { name: user.name });
  await apiSend('PATCH', '/user/profile', auth.idToken, { role: 'Customer' });
  return { ...user, ...auth };
}

/**
 * A Photographer with a Kasikorn account, working in Chiang Mai (TH-50), shooting weddings;
 * payouts not set up unless `payouts` (the sandbox onboarding, as its page's button does).
 */
export async function photographerViaApi(
  kind = 'photographer',
  { payouts = false } = {},
): Promise<ApiUser> {
  const user = newUser(kind);
  const auth = await signUp(user.email, user.password);
  await apiGet<Profile>('/user/profile', auth.idToken);
  await apiSend('PATCH', '/user/profile', auth.idToken, { name: user.name });
  await apiSend('PATCH', '/user/profile', auth.idToken, { role: 'Photographer' });
  await apiSend('PATCH', '/user/profile', auth.idToken, {
    bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: user.name },
    province: 'TH-50',
    specialties: ['WEDDING_BLISS'],
  });
  const photographer = { ...user, ...auth };
  if (payouts) await onboardViaApi(photographer);
  return photographer;
}

/** Completes the sandbox payout onboarding of `photographer`; waits for payouts to be enabled. */
async function onboardViaApi(photographer: ApiUser): Promise<void> {
  const { url } = await apiGet<{ url: string }>(
    `/payment/onboardingURL?returnUrl=${encodeURIComponent(`${WEB_URL}/appointment/confirm`)}`,
    photographer.idToken,
  );
  const page = new URL(url);
  // The sandbox page's "Complete onboarding" form.
  const res = await fetch(`${page.origin}${page.pathname}/complete${page.search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`sandbox onboarding → ${res.status}`);
  await until(
    () => apiGet<Profile>('/user/profile', photographer.idToken),
    (p) => p.payoutsEnabled,
    'payouts enabled (onboarding webhook)',
  );
}

/** Delivery terms of a sub-package (openapi.yaml `SubpackageCreate`; none: nothing delivered here). */
export interface DeliveryTerms {
  deliverablePhotos?: number;
  offersProofs?: boolean;
  revisionsAllowed?: number;
  extraPhotoPrice?: number;
}

/**
 * A package with one sub-package (2 500 THB, 60 minutes, with the delivery `terms`) and, when
 * `photos` > 0, its gallery.
 */
export async function offerViaApi(
  photographer: ApiUser,
  {
    title = 'Golden Hour Portraits',
    photos = 1,
    terms = {},
  }: { title?: string; photos?: number; terms?: DeliveryTerms } = {},
): Promise<{ pkg: Package; sub: Subpackage }> {
  const pkg = await apiSend<Package>('POST', '/package', photographer.idToken, {
    title,
    description: 'Relaxed outdoor portraits at golden hour.',
    category: 'FAMILY_PORTRAITS',
    location: 'Lumphini Park, Bangkok',
  });
  const sub = await apiSend<Subpackage>('POST', `/subpackage/${pkg.id}`, photographer.idToken, {
    title: 'One-hour session',
    price: 250_000,
    durationMinutes: 60,
    ...terms,
  });
  for (const photo of await shootPhotos(photos)) {
    const form = new FormData();
    form.set('purpose', 'package');
    form.set('packageId', pkg.id);
    form.set(
      'file',
      new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
      photo.name,
    );
    await apiSend('POST', '/photo', photographer.idToken, form);
  }
  if (photos > 0)
    await until(
      () =>
        apiGet<{ photos: { status: string }[] }>(
          `/photo?packageId=${pkg.id}`,
          photographer.idToken,
        ),
      (r) => r.photos.length === photos && r.photos.every((p) => p.status === 'ready'),
      'the package photos rendered',
      60_000,
    );
  return { pkg, sub };
}

/** The stages a booking made by {@link bookingViaApi} can be left at, in order. */
export type Stage = 'Pending' | 'Accepted' | 'Paid' | 'Completed' | 'Reviewed';
const STAGES: Stage[] = ['Pending', 'Accepted', 'Paid', 'Completed', 'Reviewed'];

/** What {@link bookingViaApi} made. `payment` once Accepted, `ratingId` once Reviewed. */
export interface Booking {
  customer: ApiUser;
  photographer: ApiUser;
  pkg: Package;
  sub: Subpackage;
  appointment: Appointment;
  payment?: Payment;
  ratingId?: string;
}

/**
 * A customer books the photographer's sub-package (with the delivery `terms`) at its first free
 * slot, and the booking is moved on to `stage`: accepted (payouts set up first), paid through the
 * sandbox checkout by card, completed after the shoot (the API clock is moved past its end and
 * back again), reviewed with 5 stars.
 */
export async function bookingViaApi(
  stage: Stage = 'Reviewed',
  { terms = {} }: { terms?: DeliveryTerms } = {},
): Promise<Booking> {
  const reach = (at: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(at);
  const photographer = await photographerViaApi('photographer', { payouts: reach('Accepted') });
  const customer = await customerViaApi();
  const { pkg, sub } = await offerViaApi(photographer, { terms });
  const { slots } = await apiGet<{ slots: { start: string }[] }>(
    `/subpackage/${sub.id}/slots`,
    customer.idToken,
  );
  let appointment = await apiSend<Appointment>('POST', `/appointment/${sub.id}`, customer.idToken, {
    start: slots[0]!.start,
    note: 'Two of us, at sunset',
  });
  const booking: Booking = { customer, photographer, pkg, sub, appointment };
  if (!reach('Accepted')) return booking;
  const status = (to: string) =>
    apiSend<Appointment>('PATCH', `/appointment/status/${appointment.id}`, photographer.idToken, {
      status: to,
    });
  appointment = await status('Accepted');
  const payment = await until(
    () => apiGet<{ payments: Payment[] }>('/payment', customer.idToken),
    (r) => r.payments.some((p) => p.appointmentId === appointment.id),
    'the payment created on accept',
  ).then((r) => r.payments.find((p) => p.appointmentId === appointment.id)!);
  Object.assign(booking, { appointment, payment });
  if (!reach('Paid')) return booking;
  const { checkoutUrl } = await apiSend<{ checkoutUrl: string }>(
    'POST',
    `/payment/charge/${payment.id}`,
    customer.idToken,
    undefined,
    { 'idempotency-key': `e2e-${payment.id}` },
  );
  const checkout = new URL(checkoutUrl);
  // The sandbox checkout's "Pay with card" form.
  const paid = await fetch(`${checkout.origin}${checkout.pathname}/pay${checkout.search}`, {
    method: 'POST',
    body: new URLSearchParams({ method: 'card' }),
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`sandbox checkout → ${paid.status}`);
  await until(
    () => apiGet<Order>(`/payment/${payment.id}`, customer.idToken),
    (o) => o.payment.status === 'Paid',
    'payment Paid (webhook)',
  );
  if (!reach('Completed')) return booking;
  const moved = (new Date(appointment.end).getTime() - Date.now()) / 60_000 + 30;
  await advanceClock(moved);
  try {
    booking.appointment = await status('Completed');
  } finally {
    await advanceClock(-moved);
  }
  if (!reach('Reviewed')) return booking;
  const rating = await apiSend<{ ratingId: string }>(
    'POST',
    `/user/${photographer.uid}/rating`,
    customer.idToken,
    { appointmentId: appointment.id, score: 5, comment: 'A lovely shoot' },
  );
  booking.ratingId = rating.ratingId;
  return booking;
}
