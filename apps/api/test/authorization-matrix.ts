/**
 * The authorization matrix, as data: every operation of openapi.yaml × every kind of caller →
 * the answer the RULES call for. `authorization-matrix.test.ts` runs every cell against the real
 * server and fails when openapi.yaml has an operation without a row, a row lacks an actor, or a
 * row names an operation that does not exist.
 *
 * Where the expectations come from (never from watching the server):
 * - openapi.yaml: which statuses an operation documents ("Owner only", "Customers only", "Its
 *   customer or photographer only", "The payment's customer only", "Photographers only"); an
 *   operation that documents no 403 is open to every signed-in caller.
 * - docs/decisions/0003 "Error body and codes": 401 `unauthenticated` for a missing, invalid or
 *   expired token, checked before anything else; 403 `forbidden` for role or ownership
 *   (only an appointment's/payment's customer and photographer see it; only the author edits a
 *   review); 403 `registration_incomplete` while name, role, bank account or onboarding is missing.
 * - packages/machines: the appointment machine (who may ACCEPT, REJECT, CANCEL, COMPLETE,
 *   WITHDRAW, EDIT: `forbidden_actor` → 403), `registrationRequirement` (book, review, sell,
 *   blockTime, accept: Guest → `registration_incomplete`, the other role → `forbidden`) and
 *   `reviewRefusal` (`not_customer` → 403).
 * - docs/product.md §6 and "Appointment states" (who does what, from which state).
 *
 * One rule the sources leave open, decided here once for every row (ambiguity A below):
 * `registration_incomplete` means "finish registration and you may" (registration-requirements.ts:
 * "finishing registration is the way forward"). When the request names an EXISTING resource the
 * caller has no part in (someone else's package, appointment, payment, review), finishing
 * registration would not help, so a Guest gets `forbidden` like anyone else; `registration_incomplete`
 * is for actions the caller could take once registered (create a package, book, block time, onboard).
 *
 * Actors (the runner maps them to users of one fixture world; see `owner` of each row):
 * - `none`: no Authorization header; `expired`: the owner's token with `exp` in the past;
 *   `badSignature`: the owner's token re-signed RS256 with a garbage signature (helpers/tokens.ts
 *   explains why firebase-admin refuses it in emulator mode). All three carry (or would carry) the
 *   OWNER's identity, so a token the server wrongly accepted would succeed: a 401 is only ever about the token.
 * - `guest`: named, role Guest. `noName`: the fresh profile of `GET /user/profile` (name "", Guest).
 * - With `owner: 'Photographer'` (the world's photographer P owns the resource or is the one the
 *   operation is for): `nonOwner` = another registered photographer, `wrongRole` = a registered
 *   customer with no part in it, `counterparty` = the world's customer C (who books from P).
 * - With `owner: 'Customer'` (C): `nonOwner` = another registered customer, `wrongRole` = another
 *   registered photographer, `counterparty` = P (the photographer of C's appointment/payment).
 * - `operator`: a named Guest whose ID token carries the `operator` claim (docs/decisions/0033).
 *   The claim is no product role: on every product operation the operator is answered as the
 *   same Guest without it (the product rows take the `guest` cell), and only the operator
 *   operations (`OPERATOR_ROWS`) answer them otherwise; everyone else gets 403 there.
 */

/** The callers of every row, in column order. */
export const ACTORS = [
  'none',
  'expired',
  'badSignature',
  'guest',
  'noName',
  'wrongRole',
  'nonOwner',
  'counterparty',
  'owner',
  'operator',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Callers without a token the server may accept. */
export const SIGNED_OUT_ACTORS: readonly Actor[] = ['none', 'expired', 'badSignature'];

/** `401 unauthenticated`. */
export const U = '401 unauthenticated';
/** `403 forbidden`: role or ownership. */
export const F = '403 forbidden';
/** `403 registration_incomplete`: finish registration first (`details.missing`). */
export const RI = '403 registration_incomplete';

/**
 * `404 not_found`: the booking's delivery to anyone but its two parties (docs/product.md §11: no
 * existence leak), and the delivery-files operations this server does not serve yet.
 */
export const N = '404 not_found';
/** `409 invalid_transition`: the delivery's state refuses the step (the extra-photos checkout). */
export const IT = '409 invalid_transition';
/** `422 unprocessable`: a product rule refuses the caller's own request (an enquiry with oneself). */
export const UP = '422 unprocessable';

/** What a cell expects: a success status, or `"<status> <Error.code>"`. */
export type Expected =
  200 | 201 | 202 | 204 | typeof U | typeof F | typeof RI | typeof N | typeof IT | typeof UP;

/**
 * A resource the request names, filled in for `{name}` in `path` and `body`:
 * - `photographer`: P's uid; `package`, `subpackage`: P's active package and 2-hour sub-package;
 * - `pendingAppointment`: C's Pending request to P;
 * - `acceptedAppointment` / `payment`: C's Accepted appointment with P and its Unpaid payment;
 * - `paidAppointment`: an Accepted appointment whose payment is Paid; `afterPaidAppointmentEnd`:
 *   one minute after its end (the shoot has ended: COMPLETE is allowed from then on);
 * - `completedAppointment`: a Completed appointment of C with P, not yet reviewed;
 * - `rating`: C's review of P (of another Completed appointment);
 * - `busyTime`: P's busy time of kind Photographer;
 * - `slotStart` / `slotEnd`: a free 2-hour slot inside P's availability and the booking window;
 * - `photo`: the only photo of one of P's packages (docs/decisions/0010).
 * - Deliveries (docs/product.md §11), of C's completed bookings of P's sub-packages whose photos are
 *   delivered through ShootBook: `delivery` (Open); `proofsDelivery` (ProofsReady) with its proof
 *   `proofFile`; `finalsDelivery` (FinalsDelivered) with its final `finalFile`.
 * - `thread`: the thread of `pendingAppointment` (docs/decisions/0028); `threadMessage`: P's
 *   message in it.
 * - `moveProposal`: C's open proposal of another free time for `movedAppointment`, an Accepted
 *   appointment of C with P (docs/decisions/0032-moving-a-shoot.md).
 */
export type ResourceName =
  | 'photographer'
  | 'package'
  | 'subpackage'
  | 'pendingAppointment'
  | 'acceptedAppointment'
  | 'payment'
  | 'paidAppointment'
  | 'afterPaidAppointmentEnd'
  | 'completedAppointment'
  | 'rating'
  | 'busyTime'
  | 'slotStart'
  | 'slotEnd'
  | 'photo'
  | 'delivery'
  | 'proofsDelivery'
  | 'proofFile'
  | 'finalsDelivery'
  | 'finalFile'
  | 'thread'
  | 'threadMessage'
  | 'movedAppointment'
  | 'moveProposal'
  | 'disputedAppointment'
  | 'dispute'
  | 'suspendable';

/**
 * A resource made anew for every signed-in cell of a row whose request changes it, so each cell
 * sees it in the state where its owner's request succeeds, and no cell depends on another.
 * (Signed-out cells use the world's: their request is refused before anything reads it.)
 */
export type FreshResource =
  | 'package' // an unused package of P → `package`
  | 'subpackage' // an unused sub-package in P's package → `subpackage`
  | 'pendingAppointment' // C books a free slot → `pendingAppointment`
  | 'acceptedAppointment' // … and P accepts → `acceptedAppointment`, `payment` (Unpaid)
  | 'paidAppointment' // … and C pays through the sandbox checkout → `paidAppointment`, `afterPaidAppointmentEnd`
  | 'completedAppointment' // … and P completes it after the shoot → `completedAppointment`
  | 'rating' // … and C reviews it → `completedAppointment`, `rating`
  | 'busyTime' // P blocks a free slot → `busyTime`
  | 'slot' // a free slot → `slotStart`, `slotEnd`
  | 'photo' // a new package of P with one photo → `photo`
  | 'delivery' // C's completed booking of a sub-package with photos to deliver → `delivery` (Open)
  | 'finalsUpDelivery' // … with one final photo uploaded, ready to deliver → `delivery` (Open)
  | 'finalsDelivery' // C's completed booking whose finals P delivered → `finalsDelivery`, `finalFile`
  | 'moveProposal' // C's Accepted booking and C's open proposal of another time → `movedAppointment`, `moveProposal`
  | 'disputable' // C's completed paid booking → `completedAppointment`, `afterPaidAppointmentEnd` (its shoot over: disputable)
  | 'dispute' // … with C's open dispute → `disputedAppointment`, `dispute`
  | 'suspendable' // a new registered photographer → `suspendable`
  | 'extrasDelivery'; // C's booking in ProofsReady with more picks than included, extra photos for sale → `proofsDelivery`

export interface MatrixRow {
  operationId: string;
  /** Tells rows of the same operation apart (e.g. which status change). */
  variant?: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The URL with `{ResourceName}` placeholders. */
  path: string;
  /** A valid body (placeholders allowed in strings), so a refusal is about who asks. */
  body?: Record<string, unknown>;
  /** Send `body` as `multipart/form-data` text parts with a small PNG as `file` (the photo upload). */
  multipart?: true;
  /** Request headers a valid call of the operation carries (the tus protocol's, for uploads). */
  headers?: Record<string, string>;
  /** An event stream (`GET /events`): sent over a real connection, which is closed once its status is read. */
  stream?: true;
  /** Whose resource it is / whom the operation is for; decides who plays nonOwner, wrongRole, counterparty. */
  owner: 'Photographer' | 'Customer';
  fresh?: FreshResource;
  /**
   * Each signed-in cell is played by a new user of the actor's kind (a named Guest, a fresh
   * profile, a registered photographer or customer without bookings), not the world's: the request
   * deletes its caller (`deleteOwnAccount`), so the world's people must not play it.
   */
  freshPlayers?: true;
  /** Send the request with the test clock at this resource's instant (then put the clock back). */
  clockAt?: 'afterPaidAppointmentEnd';
  /** The rules the expectations come from. */
  rule: string;
  expect: Record<Actor, Expected>;
}

/**
 * A cell where the server does not answer what the rules call for. The cell keeps the rule's
 * expectation in {@link MATRIX}; the runner asserts the observed answer instead, named as a
 * suspected bug, and fails as soon as the server answers what the rules say (remove the entry then).
 */
export interface SuspectedBug {
  operationId: string;
  variant?: string;
  actor: Actor;
  observed: Expected;
  note: string;
}

// Shorthands for rows where every signed-in caller gets the same answer.
const signedOut = { none: U, expired: U, badSignature: U } as const;
/** Signed-in callers with no part in the booking: its delivery does not exist for them. */
const strangers = { guest: N, noName: N, wrongRole: N, nonOwner: N } as const;
/** A step of one party of the booking: the other party 403 (forbidden_source), strangers 404. */
const onePartysStep = { ...signedOut, ...strangers, counterparty: F, owner: 200 } as const;
/** Every signed-in caller gets `status`. */
/** Every channel on, a topic's row of the notification preferences. */
const ALL_ON = { email: true, line: true, push: true };

const everyoneSignedIn = (status: Expected) =>
  ({
    ...signedOut,
    guest: status,
    noName: status,
    wrongRole: status,
    nonOwner: status,
    counterparty: status,
    owner: status,
  }) as const;
/** A thread's two parties get `status`; anyone else is told it does not exist (404). */
const threadParties = (status: Expected) =>
  ({ ...signedOut, ...strangers, counterparty: status, owner: status }) as const;
/** 404 whoever asks, signed in or not (a link whose signature is the credential). */
const forgedLink = {
  none: N,
  expired: N,
  badSignature: N,
  guest: N,
  noName: N,
  wrongRole: N,
  nonOwner: N,
  counterparty: N,
  owner: N,
} as const;

/** A row of a product operation: its `operator` cell is its `guest` cell unless it says otherwise. */
type ProductRow = Omit<MatrixRow, 'expect'> & {
  expect: Record<Exclude<Actor, 'operator'>, Expected> & { operator?: Expected };
};

const PRODUCT_ROWS: readonly ProductRow[] = [
  // ── packages ────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listPackages',
    method: 'GET',
    path: '/package',
    owner: 'Photographer',
    // Ambiguity B: docs/product.md says a Guest "may only pick" a role, but that is the web's route guard;
    // openapi.yaml documents no 403 here and registrationRequirement protects only book/review/sell/blockTime/accept.
    rule: 'openapi: no 403 documented — every signed-in caller browses (catalogue/service.ts: "everyone signed in browses")',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'createPackage',
    method: 'POST',
    path: '/package',
    body: {
      title: 'Matrix portraits',
      description: 'Authorization matrix',
      category: 'OTHER',
      location: 'Bangkok',
    },
    owner: 'Photographer',
    rule: 'openapi: "Photographers only"; registrationRequirement(sell): Guest → registration_incomplete, Customer → forbidden',
    expect: {
      ...signedOut,
      guest: RI,
      noName: RI,
      wrongRole: F,
      nonOwner: 201,
      counterparty: F,
      owner: 201,
    },
  },
  {
    operationId: 'getPackage',
    method: 'GET',
    path: '/package/{package}',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented — an active package is public to signed-in callers',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updatePackage',
    method: 'PATCH',
    path: '/package/{package}',
    body: { description: 'Updated by the authorization matrix' },
    owner: 'Photographer',
    // Ambiguity A: a Guest is refused for ownership (forbidden), not sent to finish registration.
    rule: 'openapi: "Owner only"; ADR 0003: ownership → forbidden',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'deletePackage',
    method: 'DELETE',
    path: '/package/{package}',
    owner: 'Photographer',
    fresh: 'package',
    rule: 'openapi: "Owner only" (an unused package is removed: 204)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },

  // ── users ───────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'getOwnProfile',
    method: 'GET',
    path: '/user/profile',
    owner: 'Customer',
    rule: "openapi: the caller's own profile (created on first call) — every signed-in caller has one",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updateOwnProfile',
    method: 'PATCH',
    path: '/user/profile',
    // A field every role may set (bank accounts are photographers' only: that 403 is about the body).
    body: { bio: 'Set by the authorization matrix' },
    owner: 'Customer',
    rule: "openapi: the caller's own profile; docs/product.md §4: a Guest progresses by updating it",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'deleteOwnAccount',
    method: 'DELETE',
    path: '/user/profile',
    owner: 'Customer',
    freshPlayers: true,
    rule: "openapi: the caller's own account, whatever their role (docs/product.md §14); only a booking in flight refuses it (409, users' own test), and the fresh players have none",
    expect: {
      ...signedOut,
      guest: 204,
      noName: 204,
      wrongRole: 204,
      nonOwner: 204,
      counterparty: 204,
      owner: 204,
    },
  },
  {
    operationId: 'exportOwnData',
    method: 'GET',
    path: '/user/export',
    owner: 'Customer',
    rule: "openapi: the caller's own data, whatever their role (docs/product.md §14)",
    expect: everyoneSignedIn(200),
  },
  {
    operationId: 'getUserProfile',
    method: 'GET',
    path: '/user/profile/{photographer}',
    owner: 'Photographer',
    rule: 'openapi: a public profile, no 403 documented',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'listPhotographers',
    method: 'GET',
    path: '/user/photographers',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented — the photographer directory',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },

  // ── sub-packages ────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listSubpackages',
    method: 'GET',
    path: '/subpackage?packageId={package}',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'getSubpackage',
    method: 'GET',
    path: '/subpackage/{subpackage}',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'listSubpackageSlots',
    method: 'GET',
    path: '/subpackage/{subpackage}/slots',
    owner: 'Photographer',
    rule: 'docs/decisions/0007: anyone signed in sees when a sub-package can be booked (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'listSavedPhotographers',
    method: 'GET',
    path: '/users/me/saved',
    owner: 'Customer',
    rule: 'openapi.yaml tag saved: everyone signed in reads their own saved list (no 403 documented)',
    expect: everyoneSignedIn(200),
  },
  {
    operationId: 'savePhotographer',
    method: 'PUT',
    path: '/users/me/saved/{photographer}',
    owner: 'Customer',
    rule: 'openapi.yaml tag saved: everyone signed in saves a listed photographer to their own list (no 403 documented)',
    expect: everyoneSignedIn(204),
  },
  {
    operationId: 'unsavePhotographer',
    method: 'DELETE',
    path: '/users/me/saved/{photographer}',
    owner: 'Customer',
    rule: 'openapi.yaml tag saved: everyone signed in removes a photographer from their own list (no 403 documented)',
    expect: everyoneSignedIn(204),
  },
  {
    operationId: 'listNotifications',
    method: 'GET',
    path: '/notification',
    owner: 'Customer',
    rule: 'docs/decisions/0009: everyone signed in reads their own notifications (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'markNotificationsRead',
    method: 'POST',
    path: '/notification/read',
    body: {},
    owner: 'Customer',
    rule: 'docs/decisions/0009: everyone signed in marks their own notifications read (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'streamEvents',
    method: 'GET',
    path: '/events',
    stream: true,
    owner: 'Customer',
    rule: 'docs/decisions/0011: everyone signed in hears of changes to their own appointments (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  // ── photos (docs/decisions/0010) ────────────────────────────────────────────────────────────
  {
    operationId: 'listPhotos',
    method: 'GET',
    path: '/photo?packageId={package}',
    owner: 'Photographer',
    rule: 'docs/decisions/0010: galleries and portfolios are public to everyone signed in (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'uploadPhoto',
    variant: 'package gallery',
    method: 'POST',
    path: '/photo',
    body: { purpose: 'package', packageId: '{package}' },
    multipart: true,
    owner: 'Photographer',
    rule: "openapi.yaml uploadPhoto: 403 another photographer's package (ambiguity A: it exists, so forbidden for everyone but its owner)",
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 202,
    },
  },
  {
    operationId: 'uploadPhoto',
    variant: 'portfolio',
    method: 'POST',
    path: '/photo',
    body: { purpose: 'portfolio' },
    multipart: true,
    owner: 'Photographer',
    rule: "docs/decisions/0010: a portfolio is a photographer's (registrationRequirement `sell`): Guests finish registration, customers are forbidden",
    expect: {
      ...signedOut,
      guest: RI,
      noName: RI,
      wrongRole: F,
      nonOwner: 202,
      counterparty: F,
      owner: 202,
    },
  },
  {
    operationId: 'uploadPhoto',
    variant: 'avatar',
    method: 'POST',
    path: '/photo',
    body: { purpose: 'avatar' },
    multipart: true,
    owner: 'Customer',
    rule: 'docs/decisions/0010: everyone with a profile has an avatar',
    expect: {
      ...signedOut,
      guest: 202,
      noName: 202,
      wrongRole: 202,
      nonOwner: 202,
      counterparty: 202,
      owner: 202,
    },
  },
  {
    operationId: 'reorderPhotos',
    method: 'PUT',
    path: '/photo/order',
    body: { photoIds: ['{photo}'] },
    owner: 'Photographer',
    fresh: 'photo',
    rule: 'openapi.yaml reorderPhotos: owner only (403)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'getPhoto',
    method: 'GET',
    path: '/photo/{photo}',
    owner: 'Photographer',
    rule: 'docs/decisions/0010: photos are public to everyone signed in (no 403 documented)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updatePhoto',
    method: 'PATCH',
    path: '/photo/{photo}',
    body: { caption: 'Golden hour' },
    owner: 'Photographer',
    rule: 'openapi.yaml updatePhoto: owner only (403)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'deletePhoto',
    method: 'DELETE',
    path: '/photo/{photo}',
    owner: 'Photographer',
    fresh: 'photo',
    rule: 'openapi.yaml deletePhoto: owner only (403)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },
  {
    operationId: 'setPhotoCover',
    method: 'POST',
    path: '/photo/{photo}/cover',
    owner: 'Photographer',
    rule: 'openapi.yaml setPhotoCover: owner only (403)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'createSubpackage',
    method: 'POST',
    path: '/subpackage/{package}',
    body: { title: 'Matrix hour', price: 200_000, durationMinutes: 60 },
    owner: 'Photographer',
    // Ambiguity A: the package is someone else's, so a Guest is forbidden rather than registration_incomplete.
    rule: 'openapi: "Package owner only"; ADR 0003: ownership → forbidden',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 201,
    },
  },
  {
    operationId: 'updateSubpackage',
    method: 'PATCH',
    path: '/subpackage/{subpackage}',
    body: { description: 'Updated by the authorization matrix' },
    owner: 'Photographer',
    rule: 'openapi: "Owner only"; ambiguity A for Guests',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'deleteSubpackage',
    method: 'DELETE',
    path: '/subpackage/{subpackage}',
    owner: 'Photographer',
    fresh: 'subpackage',
    rule: 'openapi: "Owner only" (an unused sub-package is removed: 204)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },

  // ── appointments ────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listAppointments',
    method: 'GET',
    path: '/appointment',
    owner: 'Customer',
    rule: "openapi: the caller's own appointments, no 403 documented (a caller without any gets an empty page)",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'listAppointmentDetails',
    method: 'GET',
    path: '/appointment/detail',
    owner: 'Customer',
    rule: "openapi: the caller's own appointment details, no 403 documented",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'getAppointmentDetail',
    method: 'GET',
    path: '/appointment/detail/{acceptedAppointment}',
    owner: 'Customer',
    rule: "ADR 0003: only an appointment's customer and photographer see it (403 otherwise)",
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updateAppointmentStatus',
    variant: 'Accepted, of a Pending request',
    method: 'PATCH',
    path: '/appointment/status/{pendingAppointment}',
    body: { status: 'Accepted' },
    owner: 'Photographer',
    fresh: 'pendingAppointment',
    rule: 'machine ACCEPT: the owning photographer only (forbidden_actor → 403); the customer cannot accept',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'updateAppointmentStatus',
    variant: 'Rejected, of a Pending request',
    method: 'PATCH',
    path: '/appointment/status/{pendingAppointment}',
    body: { status: 'Rejected', reason: 'Not available' },
    owner: 'Photographer',
    fresh: 'pendingAppointment',
    rule: 'machine REJECT: the owning photographer only',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'updateAppointmentStatus',
    variant: 'Canceled, of a Pending request',
    method: 'PATCH',
    path: '/appointment/status/{pendingAppointment}',
    body: { status: 'Canceled', reason: 'Plans changed' },
    owner: 'Customer',
    fresh: 'pendingAppointment',
    rule: 'docs/product.md: Pending → Canceled by the customer; machine CANCEL (Pending): the photographer rejects instead → 403',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'updateAppointmentStatus',
    variant: 'Canceled, of an Accepted appointment',
    method: 'PATCH',
    path: '/appointment/status/{acceptedAppointment}',
    body: { status: 'Canceled', reason: 'Plans changed' },
    owner: 'Customer',
    fresh: 'acceptedAppointment',
    rule: 'docs/product.md: Accepted → Canceled by customer or photographer before start; anyone else → 403',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updateAppointmentStatus',
    variant: 'Completed, paid and after the shoot',
    method: 'PATCH',
    path: '/appointment/status/{paidAppointment}',
    body: { status: 'Completed' },
    owner: 'Photographer',
    fresh: 'paidAppointment',
    clockAt: 'afterPaidAppointmentEnd',
    rule: 'docs/product.md: Accepted → Completed by the photographer (shoot ended, payment Paid); machine COMPLETE: owning photographer only',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'getAppointment',
    method: 'GET',
    path: '/appointment/{pendingAppointment}',
    owner: 'Customer',
    rule: 'openapi: "Its customer or photographer only"',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'getAppointmentCalendar',
    method: 'GET',
    path: '/appointment/{pendingAppointment}/calendar',
    owner: 'Customer',
    rule: 'docs/decisions/0012: "its customer or photographer only"',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'createAppointment',
    method: 'POST',
    path: '/appointment/{subpackage}',
    body: { start: '{slotStart}', note: 'Booked by the authorization matrix' },
    owner: 'Customer',
    fresh: 'slot',
    // nonOwner: any registered customer may book a photographer's sub-package; counterparty: P booking his own.
    rule: 'openapi: "Customers only"; registrationRequirement(book): Guest → registration_incomplete, Photographer → forbidden',
    expect: {
      ...signedOut,
      guest: RI,
      noName: RI,
      wrongRole: F,
      nonOwner: 201,
      counterparty: F,
      owner: 201,
    },
  },
  {
    operationId: 'updateAppointment',
    method: 'PATCH',
    path: '/appointment/{pendingAppointment}',
    body: { note: 'Edited by the authorization matrix' },
    owner: 'Customer',
    rule: 'openapi: "Its customer only, while Pending"; machine EDIT: owning customer only (forbidden_actor → 403)',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'proposeAppointmentMove',
    method: 'POST',
    path: '/appointment/{acceptedAppointment}/moves',
    body: { start: '{slotStart}', reason: 'WEATHER' },
    owner: 'Customer',
    fresh: 'acceptedAppointment',
    rule: 'openapi: "Either party of an Accepted booking"; docs/decisions/0032: only its customer or photographer',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 201,
      owner: 201,
    },
  },
  {
    operationId: 'acceptAppointmentMove',
    method: 'POST',
    path: '/appointment/{movedAppointment}/moves/{moveProposal}/accept',
    owner: 'Photographer',
    fresh: 'moveProposal',
    rule: 'openapi: "The party who did not propose"; moveProposalMachine ACCEPT: move_own_proposal → 403',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'declineAppointmentMove',
    method: 'POST',
    path: '/appointment/{movedAppointment}/moves/{moveProposal}/decline',
    owner: 'Photographer',
    fresh: 'moveProposal',
    rule: 'openapi: "The party who did not propose"; moveProposalMachine DECLINE: move_own_proposal → 403',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'withdrawAppointmentMove',
    method: 'POST',
    path: '/appointment/{movedAppointment}/moves/{moveProposal}/withdraw',
    owner: 'Customer',
    fresh: 'moveProposal',
    rule: 'openapi: "The proposer"; moveProposalMachine WITHDRAW: move_not_proposer → 403',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'deleteAppointment',
    method: 'DELETE',
    path: '/appointment/{pendingAppointment}',
    owner: 'Customer',
    fresh: 'pendingAppointment',
    rule: 'openapi: "Its customer only, while Pending"; machine WITHDRAW: owning customer only',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },

  // ── busy times ──────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listPhotographerBusyTimes',
    method: 'GET',
    path: '/busytime/photographer/{photographer}',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented — everyone sees when a photographer is busy (titles hidden)',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'createBusyTime',
    method: 'POST',
    path: '/user/busytime',
    body: { start: '{slotStart}', end: '{slotEnd}', title: 'Blocked by the authorization matrix' },
    owner: 'Photographer',
    fresh: 'slot',
    rule: 'openapi: "Photographers only" (in the caller\'s own schedule); registrationRequirement(blockTime)',
    expect: {
      ...signedOut,
      guest: RI,
      noName: RI,
      wrongRole: F,
      nonOwner: 201,
      counterparty: F,
      owner: 201,
    },
  },
  {
    operationId: 'deleteBusyTime',
    method: 'DELETE',
    path: '/user/busytime/{busyTime}',
    owner: 'Photographer',
    fresh: 'busyTime',
    rule: 'openapi: "one of the caller\'s busy times"; ADR 0003: ownership → forbidden',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },

  // ── ratings ─────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listUserRatings',
    method: 'GET',
    path: '/user/{photographer}/rating',
    owner: 'Photographer',
    rule: 'openapi: no 403 documented — reviews are public',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'createUserRating',
    method: 'POST',
    path: '/user/{photographer}/rating',
    body: { appointmentId: '{completedAppointment}', score: 5, comment: 'Great shoot' },
    owner: 'Customer',
    fresh: 'completedAppointment',
    // Ambiguity A: the appointment is someone else's, so a Guest gets reviewRefusal's not_customer (forbidden),
    // not registration_incomplete: no registration makes them this appointment's customer.
    rule: 'openapi: "the customer of a Completed appointment with this photographer"; reviewRefusal not_customer → 403; registrationRequirement(review): Photographer → forbidden',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 201,
    },
  },
  {
    operationId: 'getUserRating',
    method: 'GET',
    path: '/user/{photographer}/rating/{rating}',
    owner: 'Customer',
    rule: 'openapi: no 403 documented — reviews are public',
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'updateUserRating',
    method: 'PUT',
    path: '/user/{photographer}/rating/{rating}',
    body: { score: 4, comment: 'Updated by the authorization matrix' },
    owner: 'Customer',
    // The reviewed photographer (counterparty) may not rewrite what was said about him either.
    rule: 'openapi: "Replace one\'s own review"; ADR 0003: only the author edits a review',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'deleteUserRating',
    method: 'DELETE',
    path: '/user/{photographer}/rating/{rating}',
    owner: 'Customer',
    fresh: 'rating',
    rule: 'openapi: "Delete one\'s own review"',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 204,
    },
  },

  // ── payments ────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listPayments',
    method: 'GET',
    path: '/payment',
    owner: 'Customer',
    rule: "openapi: the caller's own payments and ledger lines, no 403 documented",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'getOnboardingUrl',
    method: 'GET',
    path: '/payment/onboardingURL',
    owner: 'Photographer',
    // Ambiguity C: onboarding is not one of registrationRequirement's actions, but it is a photographer's
    // registration step (ADR 0003: "name, role, bank account or payout onboarding is missing"); a Guest's
    // way forward is choosing the role, so registration_incomplete like every other role-bound action.
    rule: 'openapi: "Photographers only"; a Customer → forbidden, a Guest → registration_incomplete (role missing)',
    expect: {
      ...signedOut,
      guest: RI,
      noName: RI,
      wrongRole: F,
      nonOwner: 200,
      counterparty: F,
      owner: 200,
    },
  },
  {
    operationId: 'getPayment',
    method: 'GET',
    path: '/payment/{payment}',
    owner: 'Customer',
    rule: "ADR 0003: only a payment's customer and photographer see it",
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'chargePayment',
    method: 'POST',
    path: '/payment/charge/{payment}',
    owner: 'Customer',
    fresh: 'acceptedAppointment',
    rule: 'openapi: "The payment\'s customer only" — the photographer does not pay his own booking',
    expect: {
      ...signedOut,
      guest: F,
      noName: F,
      wrongRole: F,
      nonOwner: F,
      counterparty: F,
      owner: 200,
    },
  },
  // ── deliveries (docs/product.md §11, decision 0023) ─────────────────────────────────────────
  {
    operationId: 'listDeliveries',
    method: 'GET',
    path: '/deliveries',
    owner: 'Customer',
    rule: "openapi: the caller's own deliveries, no 403 documented (a caller without any gets an empty page)",
    expect: {
      ...signedOut,
      guest: 200,
      noName: 200,
      wrongRole: 200,
      nonOwner: 200,
      counterparty: 200,
      owner: 200,
    },
  },
  {
    operationId: 'getDelivery',
    method: 'GET',
    path: '/appointment/{delivery}/delivery',
    owner: 'Customer',
    rule: 'openapi: "for its customer or photographer only; 404 for anyone else"',
    expect: { ...signedOut, ...strangers, counterparty: 200, owner: 200 },
  },
  {
    operationId: 'getDelivery',
    variant: 'none',
    method: 'GET',
    path: '/appointment/{completedAppointment}/delivery',
    owner: 'Customer',
    rule: 'openapi: a party reads `delivery: null` for a booking without one; 404 for anyone else',
    expect: { ...signedOut, ...strangers, counterparty: 200, owner: 200 },
  },
  {
    operationId: 'sendDeliveryEvent',
    variant: 'ACCEPT',
    method: 'POST',
    path: '/appointment/{finalsDelivery}/delivery/events',
    body: { type: 'ACCEPT' },
    owner: 'Customer',
    fresh: 'finalsDelivery',
    rule: "packages/machines DELIVERY_EVENT_SOURCE: ACCEPT is the customer's (forbidden_source → 403); strangers 404",
    expect: onePartysStep,
  },
  {
    operationId: 'sendDeliveryEvent',
    variant: 'DELIVER_FINALS',
    method: 'POST',
    path: '/appointment/{delivery}/delivery/events',
    body: { type: 'DELIVER_FINALS' },
    owner: 'Photographer',
    fresh: 'finalsUpDelivery',
    rule: "packages/machines DELIVERY_EVENT_SOURCE: DELIVER_FINALS is the photographer's; strangers 404",
    expect: onePartysStep,
  },
  {
    operationId: 'chargeExtraPhotos',
    method: 'POST',
    path: '/appointment/{proofsDelivery}/delivery/extra-photos',
    owner: 'Customer',
    fresh: 'extrasDelivery',
    rule: 'openapi: "The customer only" (the photographer 403); strangers 404',
    expect: { ...signedOut, ...strangers, counterparty: F, owner: 200 },
  },
  {
    operationId: 'pickDeliveryFile',
    method: 'PUT',
    path: '/appointment/{proofsDelivery}/delivery/files/{proofFile}/pick',
    owner: 'Customer',
    rule: 'openapi: "The customer only, on a proof, while the delivery is ProofsReady"; strangers 404',
    expect: onePartysStep,
  },
  {
    operationId: 'unpickDeliveryFile',
    method: 'DELETE',
    path: '/appointment/{proofsDelivery}/delivery/files/{proofFile}/pick',
    owner: 'Customer',
    rule: 'openapi: as pickDeliveryFile',
    expect: onePartysStep,
  },
  {
    operationId: 'allowDeliveryFileInPortfolio',
    method: 'PUT',
    path: '/appointment/{finalsDelivery}/delivery/files/{finalFile}/portfolio',
    owner: 'Customer',
    rule: 'openapi: "The customer only, on a delivered final"; strangers 404',
    expect: onePartysStep,
  },
  {
    operationId: 'denyDeliveryFileInPortfolio',
    method: 'DELETE',
    path: '/appointment/{finalsDelivery}/delivery/files/{finalFile}/portfolio',
    owner: 'Customer',
    rule: 'openapi: as allowDeliveryFileInPortfolio',
    expect: onePartysStep,
  },
  {
    operationId: 'exportDeliveryPicks',
    method: 'GET',
    path: '/appointment/{proofsDelivery}/delivery/picks.txt',
    owner: 'Photographer',
    rule: 'openapi: "The photographer only"; strangers 404',
    expect: onePartysStep,
  },
  // Delivery files (apps/api/src/deliveries/files): the booking's two parties only; nobody else
  // learns that the delivery exists.
  {
    operationId: 'listDeliveryFiles',
    method: 'GET',
    path: '/appointment/{finalsDelivery}/delivery/files',
    owner: 'Customer',
    rule: 'openapi: either party of the booking (the customer sees finals once delivered); 404 for anyone else',
    expect: { ...signedOut, ...strangers, counterparty: 200, owner: 200 },
  },
  {
    operationId: 'deleteDeliveryFile',
    method: 'DELETE',
    path: '/appointment/{finalsDelivery}/delivery/files/{finalFile}',
    owner: 'Photographer',
    rule: 'openapi: the photographer only (the customer 403), while the step takes changes: delivered finals are not removed (409); strangers 404',
    expect: { ...signedOut, ...strangers, counterparty: F, owner: IT },
  },
  {
    operationId: 'createDeliveryArchiveLink',
    method: 'POST',
    path: '/appointment/{finalsDelivery}/delivery/archive-link',
    owner: 'Customer',
    rule: 'openapi: either party once finals were delivered; 404 for anyone else',
    expect: { ...signedOut, ...strangers, counterparty: 200, owner: 200 },
  },
  {
    operationId: 'copyDeliveryFileToPortfolio',
    method: 'POST',
    path: '/appointment/{finalsDelivery}/delivery/files/{finalFile}/portfolio-copy',
    owner: 'Photographer',
    rule: 'packages/machines portfolioCopyRefusal: the photographer only (the customer 403), a final the customer allowed (not yet: 409); strangers 404',
    expect: { ...signedOut, ...strangers, counterparty: F, owner: IT },
  },
  // The delivery-transfers operations (tus uploads, signed downloads) are served outside the JSON
  // contract routes (decision 0026).
  {
    operationId: 'createDeliveryUpload',
    method: 'POST',
    path: '/appointment/{delivery}/delivery/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '1024',
      'upload-metadata': `kind ${btoa('final')},filename ${btoa('final.jpg')}`,
    },
    owner: 'Photographer',
    rule: "decision 0026: the booking's photographer only; the customer and strangers 404",
    expect: { ...signedOut, ...strangers, counterparty: N, owner: 201 },
  },
  {
    operationId: 'appendDeliveryUpload',
    method: 'PATCH',
    path: '/appointment/{delivery}/delivery/uploads/upload1',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    owner: 'Photographer',
    rule: 'decision 0026: an upload id nobody created is 404 to every signed-in caller',
    expect: { ...signedOut, ...strangers, counterparty: N, owner: N },
  },
  {
    operationId: 'downloadDeliveryFile',
    method: 'GET',
    path: '/delivery-files/token-of-sixteen-chars',
    owner: 'Customer',
    rule: 'decision 0026: the signed link is the only credential; a forged one is 404 whoever asks',
    expect: forgedLink,
  },
  {
    operationId: 'downloadDeliveryArchive',
    method: 'GET',
    path: '/delivery-archive/token-of-sixteen-chars',
    owner: 'Customer',
    rule: 'decision 0026: the signed link is the only credential; a forged one is 404 whoever asks',
    expect: forgedLink,
  },
  // ── threads (docs/product.md "Conversation", docs/decisions/0028) ─────────────────────────────
  {
    operationId: 'listThreads',
    method: 'GET',
    path: '/thread',
    owner: 'Customer',
    rule: 'docs/decisions/0028: everyone signed in lists their own threads (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'countUnreadMessages',
    method: 'GET',
    path: '/thread/unread',
    owner: 'Customer',
    rule: 'docs/decisions/0028: everyone signed in counts their own unread messages (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'openEnquiry',
    method: 'POST',
    path: '/thread/enquiry',
    body: { photographerId: '{photographer}', packageId: '{package}' },
    owner: 'Customer',
    rule: 'packages/machines enquiryRefusal: anyone signed in asks a photographer, except the photographer (enquiry_own_profile → 422)',
    expect: { ...everyoneSignedIn(200), counterparty: UP },
  },
  {
    operationId: 'getAppointmentThread',
    method: 'GET',
    path: '/thread/appointment/{pendingAppointment}',
    owner: 'Customer',
    rule: "packages/machines threadPartyOf: the booking's two parties only; anyone else 404 (openapi)",
    expect: threadParties(200),
  },
  {
    operationId: 'getThread',
    method: 'GET',
    path: '/thread/{thread}',
    owner: 'Customer',
    rule: "packages/machines threadPartyOf: the thread's two parties only; anyone else 404 (openapi)",
    expect: threadParties(200),
  },
  {
    operationId: 'listThreadMessages',
    method: 'GET',
    path: '/thread/{thread}/message',
    owner: 'Customer',
    rule: "packages/machines threadPartyOf: the thread's two parties only; anyone else 404 (openapi)",
    expect: threadParties(200),
  },
  {
    operationId: 'postThreadMessage',
    method: 'POST',
    path: '/thread/{thread}/message',
    body: { clientId: 'matrix-message', text: 'Can we start at 16:00?' },
    owner: 'Customer',
    rule: 'packages/machines threadPartyOf: either party posts; anyone else 404 (openapi)',
    expect: threadParties(201),
  },
  {
    operationId: 'markThreadRead',
    method: 'POST',
    path: '/thread/{thread}/read',
    body: {},
    owner: 'Customer',
    rule: 'packages/machines threadPartyOf: either party marks their own read state; anyone else 404 (openapi)',
    expect: threadParties(200),
  },
  {
    operationId: 'reportThreadMessage',
    method: 'POST',
    path: '/thread/{thread}/message/{threadMessage}/report',
    body: { reason: 'spam' },
    owner: 'Customer',
    rule: "openapi: a party reports the other party's message (its author: report_own_message → 422); anyone else 404",
    expect: { ...threadParties(204), counterparty: UP },
  },
  // ── LINE (docs/product.md §13, docs/decisions/0030) ────────────────────────────────────────────
  {
    operationId: 'getLineLink',
    method: 'GET',
    path: '/line/link',
    owner: 'Customer',
    rule: 'docs/decisions/0030: everyone signed in reads their own LINE link (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'startLineLink',
    method: 'POST',
    path: '/line/link',
    body: { linkToken: 'matrixLinkToken' },
    owner: 'Customer',
    rule: 'docs/decisions/0030: everyone signed in links their own LINE account (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'unlinkLine',
    method: 'DELETE',
    path: '/line/link',
    owner: 'Customer',
    rule: 'docs/decisions/0030: everyone signed in unlinks their own LINE account (no 403 documented)',
    expect: { ...everyoneSignedIn(204) },
  },
  // ── disputes (docs/decisions/0033) ────────────────────────────────────────────────────────
  {
    operationId: 'getDispute',
    method: 'GET',
    path: '/appointment/{paidAppointment}/dispute',
    owner: 'Customer',
    rule: 'openapi: "for its customer or photographer only; 404 for anyone else"',
    expect: { ...signedOut, ...strangers, counterparty: 200, owner: 200 },
  },
  {
    operationId: 'openDispute',
    method: 'POST',
    path: '/appointment/{completedAppointment}/dispute',
    body: { reason: 'not_as_agreed', text: 'Not what we agreed' },
    owner: 'Customer',
    fresh: 'disputable',
    clockAt: 'afterPaidAppointmentEnd',
    rule: 'openapi: the customer opens it; its photographer 403; anyone else 404',
    expect: { ...signedOut, ...strangers, counterparty: F, owner: 201 },
  },
  {
    operationId: 'answerDispute',
    method: 'POST',
    path: '/appointment/{disputedAppointment}/dispute/answer',
    body: { text: 'We agreed on this' },
    owner: 'Photographer',
    fresh: 'dispute',
    rule: 'openapi: the photographer answers; the customer 403; anyone else 404',
    expect: { ...signedOut, ...strangers, counterparty: F, owner: 200 },
  },
  {
    operationId: 'receiveLineWebhook',
    method: 'POST',
    path: '/line/webhook',
    body: { events: [] },
    owner: 'Customer',
    rule: 'openapi: the x-line-signature is the only credential; without it 401 whoever asks, a bearer token counts for nothing',
    expect: {
      none: U,
      expired: U,
      badSignature: U,
      guest: U,
      noName: U,
      wrongRole: U,
      nonOwner: U,
      counterparty: U,
      owner: U,
    },
  },
  // ── Notification preferences and Web Push (docs/product.md §13, docs/decisions/0036) ───────────
  {
    operationId: 'getNotificationPreferences',
    method: 'GET',
    path: '/users/me/notification-preferences',
    owner: 'Customer',
    rule: 'docs/decisions/0036: everyone signed in reads their own preferences (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'putNotificationPreferences',
    method: 'PUT',
    path: '/users/me/notification-preferences',
    body: { messages: ALL_ON, bookings: ALL_ON, reminders: ALL_ON, delivery: ALL_ON },
    owner: 'Customer',
    rule: 'docs/decisions/0036: everyone signed in sets their own preferences (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'getPushSettings',
    method: 'GET',
    path: '/push/subscriptions',
    owner: 'Customer',
    rule: 'docs/decisions/0036: everyone signed in reads the push key (no 403 documented)',
    expect: { ...everyoneSignedIn(200) },
  },
  {
    operationId: 'subscribePush',
    method: 'POST',
    path: '/push/subscriptions',
    body: {
      endpoint: 'https://push.example/matrix',
      keys: { p256dh: 'BMatrixKey', auth: 'matrixAuth' },
    },
    owner: 'Customer',
    rule: 'docs/decisions/0036: everyone signed in subscribes their own browser (no 403 documented)',
    expect: { ...everyoneSignedIn(204) },
  },
  {
    operationId: 'unsubscribePush',
    method: 'DELETE',
    path: '/push/subscriptions?endpoint=https%3A%2F%2Fpush.example%2Fmatrix',
    owner: 'Customer',
    rule: 'docs/decisions/0036: everyone signed in forgets their own browser; another user’s is left alone (no 403 documented)',
    expect: { ...everyoneSignedIn(204) },
  },
];
/** Only the `operator` claim opens an operator operation; every other caller 403 (docs/decisions/0033). */
const operatorsOnly = {
  ...signedOut,
  guest: F,
  noName: F,
  wrongRole: F,
  nonOwner: F,
  counterparty: F,
  owner: F,
  operator: 200,
} as const;
const OPERATOR_RULE =
  "openapi/0033: operators only (the token's operator claim); 403 for everyone else";

/** The operator operations (docs/decisions/0033). */
const OPERATOR_ROWS: readonly MatrixRow[] = [
  {
    operationId: 'listOperatorDisputes',
    method: 'GET',
    path: '/operator/disputes',
    owner: 'Customer',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'decideDispute',
    method: 'POST',
    path: '/operator/disputes/{dispute}/decision',
    body: { decision: 'release', reason: 'Matrix decision' },
    owner: 'Customer',
    fresh: 'dispute',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'listOperatorPhotographers',
    method: 'GET',
    path: '/operator/photographers',
    owner: 'Photographer',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'suspendPhotographer',
    method: 'POST',
    path: '/operator/photographers/{suspendable}/suspension',
    body: { reason: 'Matrix suspension' },
    owner: 'Photographer',
    fresh: 'suspendable',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'restorePhotographer',
    method: 'POST',
    path: '/operator/photographers/{suspendable}/restoration',
    body: { reason: 'Matrix restoration' },
    owner: 'Photographer',
    fresh: 'suspendable',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'getOperatorBooking',
    method: 'GET',
    path: '/operator/bookings/{paidAppointment}',
    owner: 'Customer',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'listOperatorActions',
    method: 'GET',
    path: '/operator/audit',
    owner: 'Customer',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
  {
    operationId: 'listMessageReports',
    method: 'GET',
    path: '/operator/message-reports',
    owner: 'Customer',
    rule: OPERATOR_RULE,
    expect: operatorsOnly,
  },
];

export const MATRIX: readonly MatrixRow[] = [
  ...PRODUCT_ROWS.map((row) => ({ ...row, expect: { operator: row.expect.guest, ...row.expect } })),
  ...OPERATOR_ROWS,
];

/**
 * Cells where the server disagrees with the rules (see the final report of the branch
 * `authz-matrix`). Each keeps its rule's expectation in {@link MATRIX}.
 */
export const SUSPECTED_BUGS: readonly SuspectedBug[] = [];
