/**
 * The export of everything ShootBook holds about a user (`GET /user/export`, docs/product.md §14,
 * decision 0031), as one ZIP streamed with archiver like a delivery's finals
 * (deliveries/files/archive.ts): JSON documents of their records, then their own photos read from
 * the storage port one at a time. Another user's data appears only as far as it is part of the
 * user's own records (the other party's id on a booking, their messages in a shared thread).
 */
import type { Writable } from 'node:stream';

import { toAppointment } from '../appointments/index.ts';
import type { Database } from '../db/client.ts';
import { streamZip } from '../deliveries/index.ts';
import type { Deps } from '../deps.ts';
import { toNotification } from '../notifications/wire.ts';
import { toPayment } from '../payments/index.ts';
import { toTransaction } from '../payments/wire.ts';
import { photosOwnedBy, type PhotoWithAsset } from '../photos/index.ts';
import { variantKey, originalKey } from '../photos/pipeline.ts';
import { toMessage } from '../threads/wire.ts';
import {
  bookingsOf,
  filesOfDeliveries,
  ledgerOf,
  messagesOfThreads,
  notificationsOf,
  reviewsOf,
  savedOf,
  threadsOf,
} from './account-queries.ts';
import { findUser } from './queries.ts';
import { toUserProfile } from './wire.ts';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/** One JSON document of the export: its file name and content. */
export interface ExportDocument {
  name: string;
  content: unknown;
}

/**
 * The JSON documents of user `uid`'s export, in archive order: `profile.json` (null without a
 * profile), `bookings.json` (as customer and as photographer, each with its titles, payment and
 * delivery with the delivered files' names and dates), `messages.json` (each thread of theirs
 * with every message), `reviews.json` (written and received), `ledger.json`,
 * `notifications.json` and `saved.json` (the photographers they saved).
 */
export async function exportDocuments(db: Database, uid: string): Promise<ExportDocument[]> {
  const profile = await findUser(db, uid);
  const bookings = await bookingsOf(db, uid);
  const files = await filesOfDeliveries(
    db,
    bookings.flatMap((booking) => (booking.delivery ? [booking.delivery.id] : [])),
  );
  const bookingDocument = (booking: (typeof bookings)[number]) => ({
    ...toAppointment(booking.appointment),
    packageTitle: booking.packageTitle,
    subpackageTitle: booking.subpackageTitle,
    price: booking.appointment.price,
    payment: booking.payment ? toPayment(booking.payment, uid) : null,
    delivery: booking.delivery
      ? {
          id: booking.delivery.id,
          status: booking.delivery.status,
          dueAt: booking.delivery.dueAt.toISOString(),
          acceptedAt: iso(booking.delivery.acceptedAt),
          revisionNote: booking.delivery.revisionNote,
          extraPhotos: booking.delivery.extraPhotos,
          extraPhotosAmount: booking.delivery.extraPhotosAmount,
          files: files
            .filter((file) => file.deliveryId === booking.delivery!.id)
            .map((file) => ({
              id: file.id,
              kind: file.kind,
              originalName: file.originalName,
              bytes: file.bytes,
              picked: file.picked,
              portfolioAllowed: file.portfolioAllowed,
              createdAt: file.createdAt.toISOString(),
              removedAt: iso(file.removedAt),
            })),
        }
      : null,
  });
  const threads = await threadsOf(db, uid);
  const messages = await messagesOfThreads(
    db,
    threads.map((thread) => thread.id),
  );
  const reviews = await reviewsOf(db, uid);
  const reviewDocument = (review: (typeof reviews)[number]) => ({
    id: review.id,
    photographerId: review.userId,
    reviewerId: review.reviewerId,
    appointmentId: review.appointmentId,
    score: review.score,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  });
  return [
    { name: 'profile.json', content: profile ? toUserProfile(profile) : null },
    {
      name: 'bookings.json',
      content: {
        asCustomer: bookings
          .filter((booking) => booking.appointment.customerId === uid)
          .map(bookingDocument),
        asPhotographer: bookings
          .filter((booking) => booking.appointment.photographerId === uid)
          .map(bookingDocument),
      },
    },
    {
      name: 'messages.json',
      content: threads.map((thread) => ({
        id: thread.id,
        kind: thread.appointmentId === null ? 'enquiry' : 'appointment',
        appointmentId: thread.appointmentId,
        customerId: thread.customerId,
        photographerId: thread.photographerId,
        createdAt: thread.createdAt.toISOString(),
        messages: messages
          .filter((message) => message.threadId === thread.id)
          .map((message) => toMessage(message, uid)),
      })),
    },
    {
      name: 'reviews.json',
      content: {
        written: reviews.filter((review) => review.reviewerId === uid).map(reviewDocument),
        received: reviews.filter((review) => review.userId === uid).map(reviewDocument),
      },
    },
    { name: 'ledger.json', content: (await ledgerOf(db, uid)).map(toTransaction) },
    {
      name: 'notifications.json',
      content: (await notificationsOf(db, uid)).map(toNotification),
    },
    {
      name: 'saved.json',
      content: (await savedOf(db, uid)).map((saved) => ({
        photographerId: saved.photographerId,
        savedAt: saved.createdAt.toISOString(),
      })),
    },
  ];
}

/**
 * Where a photo's file is and its name in the archive: the largest JPEG rendering once rendered,
 * else the uploaded original (kept until the renderings exist) under its own format.
 */
export function photoEntry({ photo, asset }: PhotoWithAsset): { key: string; name: string } {
  const largest = Math.max(0, ...asset.widths);
  const folder = photo.purpose === 'package' ? `package-${photo.packageId}` : photo.purpose;
  return largest > 0
    ? { key: variantKey(asset.hash, largest, 'jpeg'), name: `photos/${folder}/${photo.id}.jpg` }
    : { key: originalKey(asset.hash), name: `photos/${folder}/${photo.id}.${asset.format}` };
}

/**
 * Writes user `uid`'s export into `destination`: the JSON documents of {@link exportDocuments}
 * (pretty-printed, deflated), then each of their own photos (avatar, galleries, portfolio; stored,
 * not deflated again) read as a stream one at a time, and resolves when the archive has ended. A
 * photo whose file is not in storage (yet) is left out.
 * @throws the database's or the storage's errors; `destination` is then destroyed, so the client
 *   sees a failed download, never a short archive.
 */
export async function streamExport(
  deps: Pick<Deps, 'db' | 'storage'>,
  uid: string,
  destination: Writable,
): Promise<void> {
  await streamZip({ zlib: { level: 6 } }, destination, async (append) => {
    for (const document of await exportDocuments(deps.db, uid))
      await append(`${JSON.stringify(document.content, null, 2)}\n`, { name: document.name });
    for (const photo of await photosOwnedBy(deps.db, uid)) {
      const entry = photoEntry(photo);
      const source = await deps.storage.getStream(entry.key);
      if (!source) continue;
      await append(source, { name: entry.name, date: photo.photo.createdAt, store: true });
    }
  });
}
