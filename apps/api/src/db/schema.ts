/**
 * The database schema of ShootBook (docs/product.md §3). Drizzle tables for PGlite and
 * PostgreSQL 15+. Conventions (docs/decisions/0001): ids are text (UUID v4, users = Firebase uid),
 * times are `timestamptz` (UTC), money is integer satang.
 *
 * What Drizzle cannot express lives in the custom migration `drizzle/0001_*.sql`: the
 * `btree_gist` extension, the EXCLUDE constraint that stops two Pending/Accepted appointments of
 * one photographer from overlapping (SQLSTATE 23P01), and the trigger that makes `transactions`
 * append-only.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { components } from '@shootbook/api-client';
import {
  appointmentStatuses,
  CANCELLATION_POLICIES,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_REVISIONS_ALLOWED,
  DISPUTE_DECISIONS,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  deliveryStatuses,
  MESSAGE_TEXT_MAX,
  notificationChannels,
  notificationTopics,
  MOVE_REASONS,
  moveProposalStatuses,
  paymentStatuses,
  provinceCodes,
  RATING_PRIOR,
  type AcceptedImageFormat,
  type CancelingParty,
  type CancellationPolicy,
  type MoveProposalStatus,
  type MoveReason,
  type DisputeDecision,
  type DisputeReason,
  type DisputeStatus,
  type NotificationChannel,
  type NotificationTopic,
  type ProvinceCode,
  type RefundSplit,
} from '@shootbook/machines';

type Schemas = components['schemas'];

/**
 * `values` as the SQL list of a check constraint (`'a', 'b'`), so the constraint allows exactly
 * what packages/machines lists. The values are the machines' own constants (never input), and
 * the text matches the committed migrations character for character.
 */
const sqlList = (values: readonly string[]): SQL => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * `province` columns hold an ISO 3166-2:TH code of packages/machines `PROVINCES` or NULL
 * (docs/decisions/0013); the check lists the 77 codes.
 */
const provinceCodeList = sqlList(provinceCodes);

/**
 * The price-order key of a photographer or package without a price: above every price (Satang's
 * maximum is 100000000), so those come last in an ascending index (docs/decisions/0017).
 */
export const NO_PRICE_KEY = 2147483647;

/**
 * A price order's key for `minPrice` (satang, null without a price): `coalesce(min_price,
 * NO_PRICE_KEY)` — one expression for the indexes and the queries that must match them.
 */
export const priceKey = (minPrice: AnyPgColumn): SQL =>
  sql`coalesce(${minPrice}, ${sql.raw(String(NO_PRICE_KEY))})`;

/**
 * The directory's "listed photographer" predicate for a users table `t`: a photographer once named
 * and able to be paid out (docs/product.md §10.2). One expression for the directory's partial
 * indexes and the query that must repeat their predicate to use them (users/queries.ts).
 */
export const listedPhotographer = (t: {
  role: AnyPgColumn;
  name: AnyPgColumn;
  bankAccount: AnyPgColumn;
  suspendedAt: AnyPgColumn;
}): SQL =>
  sql`${t.role} = 'Photographer' and ${t.name} <> '' and ${t.bankAccount} is not null and ${t.suspendedAt} is null`;

/**
 * A text search's haystack, stored by the database: the lower-cased `columns` (SQL names; null
 * read as empty) joined by a line feed. `q` (openapi.yaml `Q`) cannot hold a control character,
 * so a search never matches across two columns. A search is `search_text LIKE lower(pattern)`
 * (db/search.ts `matchesText`): one trigram index answers it, and no row is case-folded while
 * reading — ILIKE over three columns folded every row it read and OR-ed three indexes' bitmaps
 * (at 10k photographers a count of 1000 matches fell from 6–25 ms to under 2 ms).
 */
const searchText = (...columns: string[]): SQL =>
  sql.raw(`lower(${columns.map((column) => `coalesce(${column}, '')`).join(` || E'\\n' || `)})`);

/** `timestamptz` with millisecond precision, read and written as `Date` (UTC). */
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * PostgreSQL `tstzrange`, read as its text form (e.g. `["2026-01-01 10:00:00+00","2026-01-01 12:00:00+00")`).
 * Only used for the generated `appointments.during` column; code reasons with `start`/`end`.
 */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tstzrange';
  },
});

/** docs/product.md §3.1. `id` is the Firebase uid. Payout account columns live here too. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    name: text('name').notNull().default(''),
    role: text('role').$type<Schemas['UserRole']>().notNull().default('Guest'),
    phone: text('phone'),
    bio: text('bio'),
    /** Text search (`q`) of the directory: name and bio, lower-cased ({@link searchText}). */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchText('name', 'bio')),
    avatarUrl: text('avatar_url'),
    province: text('province').$type<ProvinceCode>(),
    specialties: jsonb('specialties').$type<Schemas['ShootCategory'][]>().notNull().default([]),
    timezone: text('timezone').notNull().default('Asia/Bangkok'),
    /** The language of the app and of what ShootBook sends the user (`Language` of openapi.yaml). */
    language: text('language').$type<Schemas['Language']>().notNull().default('en'),
    weeklyAvailability: jsonb('weekly_availability')
      .$type<Schemas['WeeklyAvailability']>()
      .notNull()
      .default({}),
    bankAccount: jsonb('bank_account').$type<Schemas['BankAccount'] | null>(),
    /** The payments provider's connected account id (Stripe `acct_…` or the sandbox's). */
    payoutAccountId: text('payout_account_id'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Kept in step with `ratings` in the same transaction (src/reviews). Null without reviews. */
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * "Top rated" order: packages/machines `bayesianRating` of the two columns above, with its
     * `RATING_PRIOR`, so one 5-star review cannot outrank forty 4.8s. Kept by the database.
     */
    ratingRank: doublePrecision('rating_rank')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${RATING_PRIOR.count * RATING_PRIOR.mean} + coalesce(rating_average, 0) * rating_count) / (${RATING_PRIOR.count} + rating_count)`,
        ),
      ),
    /**
     * Directory summary of a photographer, refreshed after every catalogue or profile write
     * (users/summary.ts): active packages, the cheapest active sub-package (satang; null without
     * one), and the categories they can be found under (specialties and active packages').
     */
    packageCount: integer('package_count').notNull().default(0),
    minPrice: integer('min_price'),
    categories: jsonb('categories').$type<Schemas['ShootCategory'][]>().notNull().default([]),
    /**
     * Bytes of photo originals this user has uploaded and not deleted, kept by photos/service.ts
     * with a conditional `UPDATE` so two uploads at once cannot both pass the quota.
     */
    storageBytes: integer('storage_bytes').notNull().default(0),
    /**
     * When the user deleted their account (docs/product.md §14, decision 0031): the row stays for
     * the bookings, payments and reviews that point at it, anonymised (no name, contact, bank or
     * photos). Null for a live account.
     */
    deletedAt: tstz('deleted_at'),
    /**
     * When what a deletion removes outside the database (photo files, a customer's delivered
     * files, the identity provider's account) was gone; null while the erasure sweep still owes it.
     */
    erasedAt: tstz('erased_at'),
    /**
     * The linked LINE account (docs/decisions/0030): its user id in ShootBook's LINE channel
     * (`U…`), set by LINE's `accountLink` webhook event; null when not linked. One ShootBook user
     * per LINE account.
     */
    lineUserId: text('line_user_id'),
    /** The nonce of the caller's pending LINE account link, and until when it is valid. */
    lineLinkNonce: text('line_link_nonce'),
    lineLinkNonceExpiresAt: tstz('line_link_nonce_expires_at'),
    /**
     * When an operator suspended this photographer (docs/decisions/0033): hidden from the
     * directory and refused new bookings and acceptances until restored (null again). Why is in
     * `operator_actions`.
     */
    suspendedAt: tstz('suspended_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => {
    const listed = listedPhotographer(t);
    return [
      uniqueIndex('users_line_user_idx').on(t.lineUserId),
      uniqueIndex('users_line_link_nonce_idx').on(t.lineLinkNonce),
      index('users_role_idx').on(t.role),
      // The photographer directory: listed photographers in each order, read top-down. Every key
      // ascends (ranks negated, no price as NO_PRICE_KEY), so a cursor's row comparison
      // `(…) > (…)` is an index bound (docs/decisions/0017; users/queries.ts).
      index('users_directory_rank_idx')
        .on(sql`(-${t.ratingRank})`, sql`(-${t.ratingCount})`, t.name, t.id)
        .where(listed),
      index('users_directory_price_idx').on(priceKey(t.minPrice), t.id).where(listed),
      // A province filter picks ~1/77 of the directory: its pages are index ranges of these, in
      // either order, and counting its matches reads the leading column (with the categories' GIN)
      // instead of every listed photographer. Without them the planner walked the whole rank order
      // and filtered (44 ms for a page of province + category on 10k photographers).
      index('users_directory_province_rank_idx')
        .on(t.province, sql`(-${t.ratingRank})`, sql`(-${t.ratingCount})`, t.name, t.id)
        .where(listed),
      index('users_directory_province_price_idx')
        .on(t.province, priceKey(t.minPrice), t.id)
        .where(listed),
      index('users_categories_idx').using('gin', t.categories),
      // Text search (`q`) is `LIKE '%…%'`: a trigram index answers it without reading every row.
      index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // The erasure sweep's work: deleted accounts whose files or sign-in are not gone yet.
      index('users_erasure_owed_idx')
        .on(t.deletedAt)
        .where(sql`${t.deletedAt} is not null and ${t.erasedAt} is null`),
      check('users_storage_bytes_check', sql`${t.storageBytes} >= 0`),
      check('users_role_check', sql`${t.role} in ('Photographer', 'Customer', 'Guest')`),
      check('users_language_check', sql`${t.language} in ('en', 'th')`),
      check('users_province_check', sql`${t.province} in (${provinceCodeList})`),
    ];
  },
);

/** docs/product.md §3.2: groups sub-packages; its price range comes from them. */
export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<Schemas['ShootCategory']>().notNull(),
    location: text('location').notNull(),
    province: text('province').$type<ProvinceCode>(),
    coverImageUrl: text('cover_image_url'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The cancellation preset of new bookings (docs/product.md §12, packages/machines `CANCELLATION_POLICIES`). */
    cancellationPolicy: text('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICY),
    /** Instant booking: a booking is Accepted at once (docs/decisions/0029-instant-booking.md). */
    instantBooking: boolean('instant_booking').notNull().default(false),
    /**
     * Price range summary: the cheapest and dearest active sub-package (satang; null without
     * one), refreshed with the photographer's directory summary after every catalogue write
     * (users/summary.ts), so a list reads no sub-packages.
     */
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /**
     * Search summary, refreshed with the price range (users/summary.ts): the photographer's name,
     * and the province the package is found under — its own, else its photographer's
     * (docs/decisions/0013) — so a text search or a province filter reads packages alone.
     */
    photographerName: text('photographer_name').notNull().default(''),
    effectiveProvince: text('effective_province').$type<ProvinceCode>(),
    /** Text search (`q`): title, description and photographer's name, lower-cased ({@link searchText}). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchText('title', 'description', 'photographer_name')),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('packages_photographer_idx').on(t.photographerId),
    index('packages_province_idx').on(t.effectiveProvince, t.createdAt, t.id),
    index('packages_province_price_idx').on(t.effectiveProvince, priceKey(t.minPrice), t.id),
    index('packages_category_idx').on(t.category),
    // Browse orders (catalogue/queries.ts), read top-down and bound by a cursor. Not partial:
    // browse also shows the caller's own inactive packages.
    index('packages_browse_newest_idx').on(t.createdAt, t.id),
    index('packages_browse_price_idx').on(priceKey(t.minPrice), t.id),
    index('packages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('packages_province_check', sql`${t.province} in (${provinceCodeList})`),
    check(
      'packages_cancellation_policy_check',
      sql`${t.cancellationPolicy} in (${sqlList(CANCELLATION_POLICIES)})`,
    ),
  ],
);

/** docs/product.md §3.3: the bookable item with price (satang) and duration (minutes). */
export const subpackages = pgTable(
  'subpackages',
  {
    id: text('id').primaryKey(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    /** Copy of the package's owner (packages never change owner), so queries need no join. */
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Satang (THB × 100). */
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    deliverables: text('deliverables').notNull().default(''),
    deliveryDays: integer('delivery_days').notNull().default(7),
    /**
     * Photos delivered through ShootBook (the count `deliverables` describes); 0 opens no delivery
     * and the payout goes after the dispute window (docs/product.md §11, decision 0023).
     */
    deliverablePhotos: integer('deliverable_photos').notNull().default(0),
    /** The customer picks from proofs before the finals (docs/product.md §11). */
    offersProofs: boolean('offers_proofs').notNull().default(false),
    /** Revisions the customer may ask for, 0–5 (packages/machines `DEFAULT_REVISIONS_ALLOWED`). */
    revisionsAllowed: integer('revisions_allowed').notNull().default(DEFAULT_REVISIONS_ALLOWED),
    /** Satang per photo picked beyond `deliverablePhotos` (the extra-photos add-on). */
    extraPhotoPrice: integer('extra_photo_price').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subpackages_package_idx').on(t.packageId),
    index('subpackages_photographer_idx').on(t.photographerId),
    check('subpackages_price_check', sql`${t.price} >= 0`),
    check('subpackages_duration_check', sql`${t.durationMinutes} > 0`),
    check('subpackages_deliverable_photos_check', sql`${t.deliverablePhotos} >= 0`),
    check('subpackages_revisions_allowed_check', sql`${t.revisionsAllowed} between 0 and 5`),
    check('subpackages_extra_photo_price_check', sql`${t.extraPhotoPrice} >= 0`),
  ],
);

/** One entry of `appointments.status_history` (the `StatusChange` schema). */
export type StatusChange = Schemas['StatusChange'];

/**
 * docs/product.md §3.5. `during` = `[start, end)` is generated by PostgreSQL; the custom
 * migration adds `appointments_no_overlap`: EXCLUDE USING gist (photographer_id WITH =, during WITH &&)
 * WHERE status IN ('Pending', 'Accepted') — an overlapping hold fails with SQLSTATE 23P01.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    subpackageId: text('subpackage_id')
      .notNull()
      .references(() => subpackages.id),
    start: tstz('start').notNull(),
    end: tstz('end').notNull(),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange("start", "end", '[)')`),
    /** The sub-package's price when booked, satang ("price changes apply to new bookings only"). */
    price: integer('price').notNull(),
    location: text('location').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status').$type<Schemas['AppointmentStatus']>().notNull().default('Pending'),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    acceptedAt: tstz('accepted_at'),
    /**
     * How many times the booking was moved by an accepted move proposal (docs/product.md §12): with
     * the status changes, the calendar event's `SEQUENCE`, so a moved shoot replaces the old one.
     */
    moveCount: integer('move_count').notNull().default(0),
    /**
     * The package's cancellation preset when the booking was requested: its refunds follow it
     * whatever the package says later (docs/product.md §12).
     */
    cancellationPolicy: text('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICY),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointments_customer_idx').on(t.customerId),
    index('appointments_photographer_idx').on(t.photographerId),
    index('appointments_subpackage_idx').on(t.subpackageId),
    check('appointments_end_after_start', sql`${t.end} > ${t.start}`),
    check('appointments_status_check', sql`${t.status} in (${sqlList(appointmentStatuses)})`),
    check(
      'appointments_cancellation_policy_check',
      sql`${t.cancellationPolicy} in (${sqlList(CANCELLATION_POLICIES)})`,
    ),
  ],
);

/**
 * A proposal to move an `Accepted` booking to another time (docs/product.md §12,
 * docs/decisions/0032-moving-a-shoot.md): the new `[start, end)` of the same length, who proposed
 * it, why (`MOVE_REASONS`), until when it stands (`moveProposalExpiresAt`) and where it is
 * (`moveProposalStatuses`). `appointment_moves_one_open` keeps one `Open` proposal per booking, so
 * two parties proposing at once leave one proposal (SQLSTATE 23505). An `Open` row past its
 * `expires_at` counts as expired; it is marked so by the next proposal or answer.
 */
export const appointmentMoves = pgTable(
  'appointment_moves',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The user who proposed (the booking's customer or photographer). */
    proposedBy: text('proposed_by')
      .notNull()
      .references(() => users.id),
    /** The booking's start when the proposal was made. */
    fromStart: tstz('from_start').notNull(),
    start: tstz('start').notNull(),
    end: tstz('end').notNull(),
    reason: text('reason').$type<MoveReason>().notNull(),
    status: text('status').$type<MoveProposalStatus>().notNull().default('Open'),
    expiresAt: tstz('expires_at').notNull(),
    decidedAt: tstz('decided_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointment_moves_appointment_idx').on(t.appointmentId, t.createdAt),
    uniqueIndex('appointment_moves_one_open')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'Open'`),
    check('appointment_moves_end_after_start', sql`${t.end} > ${t.start}`),
    check('appointment_moves_status_check', sql`${t.status} in (${sqlList(moveProposalStatuses)})`),
    check('appointment_moves_reason_check', sql`${t.reason} in (${sqlList(MOVE_REASONS)})`),
  ],
);

/** A row of {@link appointmentMoves}. */
export type AppointmentMoveRow = typeof appointmentMoves.$inferSelect;

/**
 * docs/product.md §3.4. kind `Photographer` = blocked by hand; kind `Appointment` = the hold of
 * an open appointment, written with the booking and removed when the appointment is rejected,
 * withdrawn, canceled or expires (packages/machines `releaseHold`). `during` = `[start, end)` is
 * generated by PostgreSQL; the custom part of migration 0003 adds `busy_times_no_overlap`:
 * EXCLUDE USING gist (photographer_id WITH =, during WITH &&, kind WITH <>) — a hand-made block and
 * an appointment's hold of one photographer never overlap, whichever is written first (SQLSTATE 23P01).
 */
export const busyTimes = pgTable(
  'busy_times',
  {
    id: text('id').primaryKey(),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    start: tstz('start').notNull(),
    end: tstz('end').notNull(),
    title: text('title').notNull().default(''),
    kind: text('kind').$type<Schemas['BusyTimeKind']>().notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange("start", "end", '[)')`),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('busy_times_photographer_idx').on(t.photographerId, t.start),
    // One hold per appointment; also how a hold is found from its appointment.
    uniqueIndex('busy_times_appointment_unique').on(t.appointmentId),
    check('busy_times_end_after_start', sql`${t.end} > ${t.start}`),
    check('busy_times_kind_check', sql`${t.kind} in ('Photographer', 'Appointment')`),
  ],
);

/** docs/product.md §3.7: one per appointment (unique), score 1–5. */
export const ratings = pgTable(
  'ratings',
  {
    id: text('id').primaryKey(),
    /** The reviewed photographer. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_appointment_unique').on(t.appointmentId),
    index('ratings_user_idx').on(t.userId, t.createdAt),
    check('ratings_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/** docs/product.md §3.8: one per appointment, created Unpaid on accept. Amounts in satang. */
/**
 * A decided cancellation split as `payments.cancellation_split` keeps it: who canceled, when (ISO
 * UTC; the moment the refund rule was read at) and the amounts of packages/machines `refundFor`
 * then, integer satang.
 */
export interface CancellationSplitRecord extends RefundSplit {
  canceledBy: CancelingParty;
  decidedAt: string;
}

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<'THB'>().notNull().default('THB'),
    platformFee: integer('platform_fee').notNull(),
    payoutAmount: integer('payout_amount').notNull(),
    status: text('status').$type<Schemas['PaymentStatus']>().notNull().default('Unpaid'),
    provider: text('provider').$type<Schemas['Payment']['provider']>().notNull(),
    /** Provider's checkout/payment reference (Stripe Checkout Session id or the sandbox's). */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    /**
     * When the open checkout (status Wait) stops accepting payment: set when the checkout starts
     * (`CHECKOUT_EXPIRY_MINUTES` later), cleared with the checkout. Null for payments without an
     * open checkout and for checkouts started before this column existed (those never expire here).
     */
    checkoutExpiresAt: tstz('checkout_expires_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    completedAt: tstz('completed_at'),
    refundedAt: tstz('refunded_at'),
    /**
     * The split a paid booking's cancellation decided (docs/product.md §12, decision 0024),
     * written in its own transaction before the provider is asked: a cancellation retried after a
     * provider failure finishes these amounts with the same idempotency keys, even once the refund
     * tier it was decided in has passed. Null until such a cancellation is first decided.
     */
    cancellationSplit: jsonb('cancellation_split').$type<CancellationSplitRecord | null>(),
  },
  (t) => [
    uniqueIndex('payments_appointment_unique').on(t.appointmentId),
    index('payments_customer_idx').on(t.customerId),
    index('payments_photographer_idx').on(t.photographerId),
    index('payments_provider_ref_idx').on(t.providerRef),
    // The checkout expiry job looks for open checkouts past their time every minute.
    index('payments_open_checkout_expiry_idx')
      .on(t.checkoutExpiresAt)
      .where(sql`${t.status} = 'Wait'`),
    check(
      'payments_amounts_check',
      sql`${t.amount} >= 0 and ${t.platformFee} >= 0 and ${t.payoutAmount} >= 0`,
    ),
    check('payments_status_check', sql`${t.status} in (${sqlList(paymentStatuses)})`),
  ],
);

/**
 * docs/product.md §3.10: an append-only ledger line (`charge`, `refund`, `payout`, `fee`).
 * A trigger (custom migration) refuses UPDATE and DELETE. `userId` is the account the line
 * belongs to: the customer (charge, refund) or the photographer (payout, and the platform fee
 * deducted from it), as `ledgerEntriesFor` in packages/machines decides. No foreign key, so a
 * ledger line outlives any change to the user row.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<Schemas['TransactionType']>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<'THB'>().notNull().default('THB'),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: text('user_id').notNull(),
    /**
     * The delivery whose extra-photos add-on the line is about (its charge, fee, payout or
     * refund; decision 0023); null for the lines of the booking's own payment, `paymentId`.
     */
    deliveryId: text('delivery_id').references((): AnyPgColumn => deliveries.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transactions_payment_idx').on(t.paymentId),
    // An add-on's money moves once each: a second charge (or fee, payout, refund) is refused.
    uniqueIndex('transactions_delivery_type_unique')
      .on(t.deliveryId, t.type)
      .where(sql`${t.deliveryId} is not null`),
    index('transactions_user_idx').on(t.userId),
    check('transactions_type_check', sql`${t.type} in ('charge', 'refund', 'payout', 'fee')`),
    check('transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Stored results of calls made with an `Idempotency-Key` header (per user and operation). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    operation: text('operation').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] })],
);

/** Provider webhook events already handled; the primary key makes handling idempotent. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    processedAt: tstz('processed_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The notification centre (docs/decisions/0009): one row per recipient per appointment or payment
 * change, written in the change's own transaction (packages/machines `notificationsFor…` decides
 * who hears what). `details` is a snapshot of what the entry shows (package title, the other
 * party's name, the shoot's start, the reason, the pay-by deadline), so the list reads one table.
 * The e-mail outbox (mail/outbox.ts) reads the same rows: `mailedAt` is null until the row's mail
 * went out (or there was nothing to send: no address); a sender claims a row by moving
 * `mailClaimedUntil` into the future and counting `mailAttempts`, so across replicas each mail is
 * sent once, and a failed one is retried after a back-off, at most `MAX_MAIL_ATTEMPTS` times.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<Schemas['NotificationKind']>().notNull(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    details: jsonb('details').$type<Schemas['NotificationDetails']>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    readAt: tstz('read_at'),
    mailedAt: tstz('mailed_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailClaimedUntil: tstz('mail_claimed_until'),
    /** Not mailed before this instant: quiet hours (packages/machines `deliverAt`; docs/decisions/0036). */
    mailNotBefore: tstz('mail_not_before'),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    // A reminder (packages/machines `reminderKinds`) goes once per appointment and recipient, however
    // many replicas sweep for it at the same moment.
    uniqueIndex('notifications_reminder_once')
      .on(t.appointmentId, t.recipientId, t.kind)
      .where(sql`${t.kind} in ('shoot_reminder_24h', 'shoot_reminder_2h', 'pay_reminder')`),
  ],
);

/**
 * A stored image (docs/decisions/0010), content-addressed by the SHA-256 of the uploaded bytes,
 * so the same file is stored once however many photos use it. `width`/`height` are the
 * auto-oriented size; `widths` the rendered variants (each as AVIF, WebP and JPEG under
 * `<hash>/<width>.<format>`), `placeholder` a ThumbHash (base64) shown until a variant loads.
 * `status` is `processing` until the variants are stored; `claimedAt` marks a worker at it.
 */
export const imageAssets = pgTable(
  'image_assets',
  {
    hash: text('hash').primaryKey(),
    format: text('format').$type<AcceptedImageFormat>().notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status')
      .$type<'processing' | 'ready' | 'failed'>()
      .notNull()
      .default('processing'),
    widths: jsonb('widths').$type<number[]>().notNull().default([]),
    placeholder: text('placeholder'),
    claimedAt: tstz('claimed_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('image_assets_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    check('image_assets_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/**
 * A photo of a user: their avatar, one of a package's gallery, or one of a photographer's
 * portfolio (`purpose`). `position` orders a gallery or portfolio (0 first); a package's cover is
 * the photo with `cover` set. `bytes` counts toward the owner's `storage_bytes`.
 */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    hash: text('hash')
      .notNull()
      .references(() => imageAssets.hash),
    purpose: text('purpose').$type<Schemas['PhotoPurpose']>().notNull(),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cover: boolean('cover').notNull().default(false),
    caption: text('caption'),
    category: text('category').$type<Schemas['ShootCategory']>(),
    bytes: integer('bytes').notNull(),
    /**
     * The delivered final this portfolio photo was copied from with the customer's permission
     * (docs/product.md §11, decision 0023); null for an upload. One copy per file (unique).
     */
    sourceDeliveryFileId: text('source_delivery_file_id').references(() => deliveryFiles.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('photos_package_idx')
      .on(t.packageId, t.position)
      .where(sql`${t.packageId} is not null`),
    index('photos_owner_idx').on(t.ownerId, t.purpose, t.position),
    index('photos_hash_idx').on(t.hash),
    // One cover per package, one avatar per user.
    uniqueIndex('photos_one_cover_idx')
      .on(t.packageId)
      .where(sql`${t.cover}`),
    uniqueIndex('photos_one_avatar_idx')
      .on(t.ownerId)
      .where(sql`${t.purpose} = 'avatar'`),
    check('photos_purpose_check', sql`${t.purpose} in ('avatar', 'package', 'portfolio')`),
    check('photos_package_check', sql`(${t.purpose} = 'package') = (${t.packageId} is not null)`),
    // One portfolio copy per delivered file: two copies at once make one photo.
    uniqueIndex('photos_source_delivery_file_unique').on(t.sourceDeliveryFileId),
    check(
      'photos_source_check',
      sql`${t.sourceDeliveryFileId} is null or ${t.purpose} = 'portfolio'`,
    ),
  ],
);

/**
 * The delivery of a booking's photos (docs/product.md §11, decision 0023): at most one per
 * appointment, opened in the transaction that completes it when its sub-package has
 * `deliverable_photos`. `status` is packages/machines `deliveryStatuses`; the rules' facts that
 * change with the delivery are stored here, those of the sub-package (proofs offered, revisions
 * allowed, price per extra photo, photos included) are copied at opening so a later edit of the
 * sub-package does not change a running delivery. The extra-photos add-on (`extra_photos_*`) is a
 * charge of its own through the payments provider; its ledger lines go on the booking's payment.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    status: text('status').$type<Schemas['DeliveryStatus']>().notNull().default('Open'),
    dueAt: tstz('due_at').notNull(),
    includedPhotos: integer('included_photos').notNull(),
    offersProofs: boolean('offers_proofs').notNull(),
    revisionsAllowed: integer('revisions_allowed').notNull(),
    extraPhotoPrice: integer('extra_photo_price').notNull(),
    finalsDeliveredAt: tstz('finals_delivered_at'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    revisionNote: text('revision_note'),
    acceptedAt: tstz('accepted_at'),
    acceptedBy: text('accepted_by').$type<'customer' | 'system'>(),
    refundedAt: tstz('refunded_at'),
    /** The late notice went out (once). */
    lateNotifiedAt: tstz('late_notified_at'),
    /** The retention reminder went out (once). */
    expiryRemindedAt: tstz('expiry_reminded_at'),
    /** The finals were removed at the end of their retention. */
    finalsRemovedAt: tstz('finals_removed_at'),
    /** Extra photos of the add-on (picks beyond `included_photos`); 0 without one. */
    extraPhotos: integer('extra_photos').notNull().default(0),
    /** The add-on's amount, platform fee and payout, satang (`extraPhotosCharge`). */
    extraPhotosAmount: integer('extra_photos_amount').notNull().default(0),
    extraPhotosFee: integer('extra_photos_fee').notNull().default(0),
    extraPhotosPayout: integer('extra_photos_payout').notNull().default(0),
    /** null without an add-on; `Wait` while its checkout is open, then `Paid`, `Refunded`. */
    extraPhotosStatus: text('extra_photos_status').$type<'Wait' | 'Paid' | 'Refunded'>(),
    /** The provider's reference of the add-on's checkout. */
    extraPhotosProviderRef: text('extra_photos_provider_ref'),
    extraPhotosCheckoutUrl: text('extra_photos_checkout_url'),
    extraPhotosPaidAt: tstz('extra_photos_paid_at'),
    /** When the add-on's open checkout stops accepting payment; null without one. */
    extraPhotosCheckoutExpiresAt: tstz('extra_photos_checkout_expires_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_appointment_unique').on(t.appointmentId),
    index('deliveries_due_idx').on(t.dueAt),
    index('deliveries_extra_photos_ref_idx').on(t.extraPhotosProviderRef),
    // The checkout expiry sweep's question: which open add-on checkouts have run out.
    index('deliveries_open_extra_photos_checkout_expiry_idx')
      .on(t.extraPhotosCheckoutExpiresAt)
      .where(sql`${t.extraPhotosStatus} = 'Wait'`),
    check('deliveries_status_check', sql`${t.status} in (${sqlList(deliveryStatuses)})`),
    check(
      'deliveries_accepted_by_check',
      sql`${t.acceptedBy} is null or ${t.acceptedBy} in ('customer', 'system')`,
    ),
    check(
      'deliveries_extra_photos_status_check',
      sql`${t.extraPhotosStatus} is null or ${t.extraPhotosStatus} in ('Wait', 'Paid', 'Refunded')`,
    ),
    check(
      'deliveries_counts_check',
      sql`${t.includedPhotos} >= 1 and ${t.revisionsUsed} >= 0 and ${t.extraPhotos} >= 0 and ${t.extraPhotoPrice} >= 0`,
    ),
    check(
      'deliveries_extra_photos_amounts_check',
      sql`${t.extraPhotosAmount} >= 0 and ${t.extraPhotosFee} >= 0 and ${t.extraPhotosPayout} >= 0 and ${t.extraPhotosFee} + ${t.extraPhotosPayout} = ${t.extraPhotosAmount}`,
    ),
  ],
);

/**
 * One proof or final of a delivery (docs/product.md §11), written by the upload path when a
 * resumable upload completes. `storageKey` is the original in the photo storage port,
 * `previewKey` the reduced (for proofs watermarked) rendering; `sha256` the content hash of the
 * original. A removed file keeps its row with `removedAt` set (the photographer took it back
 * before handing it over, or retention removed it). A photographer's quota (files, bytes) counts
 * their rows not removed.
 */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    /** Copy of the booking's photographer, for the quota without a join. */
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<Schemas['DeliveryFileKind']>().notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    previewKey: text('preview_key'),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    picked: boolean('picked').notNull().default(false),
    portfolioAllowed: boolean('portfolio_allowed').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    removedAt: tstz('removed_at'),
  },
  (t) => [
    index('delivery_files_delivery_idx').on(t.deliveryId, t.kind, t.createdAt),
    index('delivery_files_photographer_idx')
      .on(t.photographerId)
      .where(sql`${t.removedAt} is null`),
    check('delivery_files_kind_check', sql`${t.kind} in ('proof', 'final')`),
    check(
      'delivery_files_size_check',
      sql`${t.bytes} >= 0 and ${t.width} >= 1 and ${t.height} >= 1`,
    ),
    check('delivery_files_picked_check', sql`not ${t.picked} or ${t.kind} = 'proof'`),
    check('delivery_files_portfolio_check', sql`not ${t.portfolioAllowed} or ${t.kind} = 'final'`),
  ],
);

/**
 * A conversation between one customer and one photographer (docs/product.md "Conversation",
 * docs/decisions/0028): an enquiry (`appointmentId` null; one open per pair, `threads_open_enquiry`)
 * or a booking's thread (one per appointment). Booking the photographer links the customer's open
 * enquiry to the new appointment, so the enquiry becomes the booking's thread. Each party's read
 * mark is the `seq` of the last message they read (0: none); marks only move forward.
 */
export const threads = pgTable(
  'threads',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'set null' }),
    customerReadSeq: bigint('customer_read_seq', { mode: 'number' }).notNull().default(0),
    photographerReadSeq: bigint('photographer_read_seq', { mode: 'number' }).notNull().default(0),
    /** When the newest message was written, and its `seq` (the list's order; null: no message yet). */
    lastMessageAt: tstz('last_message_at'),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_appointment_idx').on(t.appointmentId),
    uniqueIndex('threads_open_enquiry')
      .on(t.customerId, t.photographerId)
      .where(sql`${t.appointmentId} is null`),
    index('threads_customer_idx').on(t.customerId, t.lastMessageSeq.desc()),
    index('threads_photographer_idx').on(t.photographerId, t.lastMessageSeq.desc()),
    check('threads_parties_check', sql`${t.customerId} <> ${t.photographerId}`),
  ],
);

/**
 * A message of a thread: a text (`body`, plain text), a place (`place`: name and http(s) map
 * link) or a system line (`line`: a booking event's code and parameters, worded by the web; no
 * author). `seq` orders every message (an identity: later inserts get larger numbers) and is the
 * paging cursor and the read mark. `clientId` (the client's id for the message) makes a retried
 * post return the first one (`thread_messages_client_once`).
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    threadId: text('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id),
    kind: text('kind').$type<Schemas['MessageKind']>().notNull(),
    body: text('body'),
    place: jsonb('place').$type<Schemas['Place']>(),
    line: jsonb('line').$type<Schemas['ThreadLine']>(),
    clientId: text('client_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('thread_messages_seq_idx').on(t.seq),
    index('thread_messages_thread_idx').on(t.threadId, t.seq.desc()),
    uniqueIndex('thread_messages_client_once')
      .on(t.threadId, t.authorId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check(
      'thread_messages_kind_check',
      sql`(${t.kind} = 'text' and ${t.body} is not null and ${t.authorId} is not null)
        or (${t.kind} = 'place' and ${t.place} is not null and ${t.authorId} is not null)
        or (${t.kind} = 'system' and ${t.line} is not null and ${t.authorId} is null)`,
    ),
    check(
      'thread_messages_body_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_TEXT_MAX))}`,
    ),
  ],
);

/**
 * The LINE outbox (docs/decisions/0030): one row per notification or thread message owed to a
 * recipient whose LINE account is linked, written in the transaction of the notification or
 * message (a change that rolls back owes nothing). A sender claims a row as the e-mail outbox
 * does (`claimedUntil`, `attempts`), pushes it with the row id as LINE's retry key, and settles
 * `sentAt` with the id LINE gave the message (`lineMessageId`). `threadId` is the conversation a
 * LINE reply to the message lands in.
 */
export const lineOutbox = pgTable(
  'line_outbox',
  {
    id: text('id').primaryKey(),
    /** Creation order (an identity): ties of equal timestamps are broken by it. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    messageId: text('message_id').references(() => threadMessages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').references(() => threads.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: tstz('claimed_until'),
    /** Not sent before this instant: quiet hours (packages/machines `deliverAt`; docs/decisions/0036). */
    notBefore: tstz('not_before'),
    lineMessageId: text('line_message_id'),
  },
  (t) => [
    uniqueIndex('line_outbox_notification_once').on(t.notificationId),
    uniqueIndex('line_outbox_message_once').on(t.messageId),
    index('line_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('line_outbox_recipient_sent_idx').on(t.recipientId, t.sentAt.desc(), t.seq.desc()),
    index('line_outbox_line_message_idx').on(t.lineMessageId),
    check(
      'line_outbox_source_check',
      sql`(${t.notificationId} is null) <> (${t.messageId} is null)`,
    ),
  ],
);

/** A party's report of a message, kept for review; one per message and reporter. */
export const messageReports = pgTable(
  'message_reports',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => threadMessages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<Schemas['MessageReport']['reason']>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.reporterId] })],
);

/**
 * The photographers a user saved to come back to (openapi.yaml tag `saved`): one row per user and
 * photographer, so saving twice is one row; listed last saved first.
 */
export const savedPhotographers = pgTable(
  'saved_photographers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.photographerId] }),
    index('saved_photographers_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A customer's dispute of a paid booking (docs/product.md §12, decision 0033): one a booking.
 * `status` follows packages/machines `disputeTransition`; while it is not `Decided` the payout
 * waits. The decision's money is in the ledger (`transactions`), its reason in `operator_actions`.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    photographerId: text('photographer_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<DisputeReason>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('Opened'),
    answer: text('answer'),
    answeredAt: tstz('answered_at'),
    decision: text('decision').$type<DisputeDecision>(),
    /** What went back to the customer, satang (every decision; 0 for a release). */
    refundAmount: integer('refund_amount'),
    decidedBy: text('decided_by'),
    decidedAt: tstz('decided_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One dispute a booking: two opened at once, one wins.
    uniqueIndex('disputes_appointment_unique').on(t.appointmentId),
    index('disputes_undecided_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'Decided'`),
    check('disputes_reason_check', sql`${t.reason} in (${sqlList(DISPUTE_REASONS)})`),
    check('disputes_status_check', sql`${t.status} in (${sqlList(DISPUTE_STATUSES)})`),
    check(
      'disputes_decision_check',
      sql`${t.decision} is null or ${t.decision} in (${sqlList(DISPUTE_DECISIONS)})`,
    ),
    check('disputes_refund_amount_check', sql`${t.refundAmount} is null or ${t.refundAmount} >= 0`),
  ],
);

/**
 * The operators' audit log (docs/decisions/0033): one row per operator action, who (the Firebase
 * uid and e-mail of the token), when, what, on what and why. Append-only: a trigger (custom part of
 * its migration) refuses UPDATE and DELETE, and no route changes a row.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id').notNull(),
    operatorEmail: text('operator_email'),
    action: text('action').$type<Schemas['OperatorActionKind']>().notNull(),
    targetType: text('target_type').$type<Schemas['OperatorTargetType']>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt.desc(), t.id),
    index('operator_actions_target_idx').on(t.targetType, t.targetId),
    check('operator_actions_reason_check', sql`length(btrim(${t.reason})) > 0`),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
export type OperatorActionRow = typeof operatorActions.$inferSelect;
/**
 * A user's choice for one topic on one channel (docs/decisions/0036); a missing row is the
 * default, on (packages/machines `defaultNotificationPreferences`).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topic, t.channel] }),
    check(
      'notification_preferences_topic_check',
      sql`${t.topic} in (${sqlList(notificationTopics)})`,
    ),
    check(
      'notification_preferences_channel_check',
      sql`${t.channel} in (${sqlList(notificationChannels)})`,
    ),
  ],
);

/**
 * A browser's Web Push subscription (docs/decisions/0036): its push service's endpoint (unique:
 * a browser re-subscribing moves it to the user signed in) and the keys its messages are
 * encrypted to.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What is owed to Web Push (docs/decisions/0036), the LINE outbox's way: one row per
 * notification or thread message and recipient with a subscription, written in its transaction.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    messageId: text('message_id').references(() => threadMessages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').references(() => threads.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    notBefore: tstz('not_before'),
    sentAt: tstz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: tstz('claimed_until'),
  },
  (t) => [
    uniqueIndex('push_outbox_notification_once').on(t.notificationId),
    uniqueIndex('push_outbox_message_once').on(t.messageId),
    index('push_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    check(
      'push_outbox_source_check',
      sql`(${t.notificationId} is null) <> (${t.messageId} is null)`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type LineOutboxRow = typeof lineOutbox.$inferSelect;
export type ImageAssetRow = typeof imageAssets.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type SubpackageRow = typeof subpackages.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type BusyTimeRow = typeof busyTimes.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryFileRow = typeof deliveryFiles.$inferSelect;
export type ThreadRow = typeof threads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
