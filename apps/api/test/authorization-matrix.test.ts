/**
 * Runs the authorization matrix (authorization-matrix.ts): every operation of openapi.yaml × every
 * kind of caller, against the real server on one fixture world. Each cell asserts the status and,
 * for every 4xx, the Error schema (the contract check of `request()`) with the expected code.
 * The coverage tests read openapi.yaml at test time, so a new operation without a row fails here.
 */

import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { firebaseApp } from '../src/identity/auth.ts';
import { loadSpecification } from '../src/openapi.ts';
import {
  ACTORS,
  F,
  IT,
  MATRIX,
  N,
  RI,
  SIGNED_OUT_ACTORS,
  SUSPECTED_BUGS,
  U,
  UP,
  type Actor,
  type Expected,
  type FreshResource,
  type MatrixRow,
  type ResourceName,
} from './authorization-matrix.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestResponse, TestUser } from './helpers/app.ts';
import { assertMatchesContract, operationOf } from './helpers/contract.ts';
import { EMULATOR_HOST, PROJECT_ID } from './helpers/identity.ts';
import { withOperatorClaim } from './helpers/operator.ts';
import { badSignatureToken, expiredToken, reencodeToken } from './helpers/tokens.ts';
import { BEYOND_SPEC, SPEC_OPERATION_COUNT } from './helpers/spec-walk.ts';

type Schemas = components['schemas'];
type Ids = Partial<Record<ResourceName, string>>;

// ── the contract, read at test time ──────────────────────────────────────────────────────────

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const spec = loadSpecification() as {
  paths: Record<
    string,
    Partial<
      Record<(typeof METHODS)[number], { operationId: string; responses: Record<string, unknown> }>
    >
  >;
};
const specOperations = Object.values(spec.paths).flatMap((item) =>
  METHODS.flatMap((method) =>
    item[method]
      ? [{ operationId: item[method].operationId, documented: Object.keys(item[method].responses) }]
      : [],
  ),
);
const specOperationIds = new Set(specOperations.map((op) => op.operationId));

const EXPECTED_VALUES: readonly Expected[] = [200, 201, 202, 204, U, F, RI, N, IT, UP];

function parseExpected(expected: Expected): { status: number; code?: string } {
  if (typeof expected === 'number') return { status: expected };
  const [status, code] = expected.split(' ');
  return { status: Number(status), code: code! };
}

const rowName = (row: MatrixRow) => `${row.operationId}${row.variant ? ` (${row.variant})` : ''}`;
const format = (expected: Expected) => String(expected);

/** `{name}` placeholders of `text` replaced by `ids` (a placeholder without an id stays, so the failure shows it). */
const fill = (text: string, ids: Ids) =>
  text.replace(/\{(\w+)\}/g, (whole, name: ResourceName) =>
    ids[name] !== undefined ? encodeURIComponent(ids[name]) : whole,
  );
/** A string value of a body with its `{name}` placeholders filled (other values as they are). */
const fillText = (value: unknown, ids: Ids): unknown =>
  typeof value === 'string'
    ? value.replace(/\{(\w+)\}/g, (whole, name: ResourceName) => ids[name] ?? whole)
    : value;
const fillBody = (
  body: Record<string, unknown> | undefined,
  ids: Ids,
): Record<string, unknown> | undefined =>
  body &&
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => fillText(item, ids)) : fillText(value, ids),
    ]),
  );

// ── the table covers openapi.yaml ────────────────────────────────────────────────────────────

describe('the authorization matrix covers openapi.yaml', () => {
  it("has a row for every operation of openapi.yaml (docs/product.md §7's and those beyond it)", () => {
    expect(specOperationIds.size).toBe(SPEC_OPERATION_COUNT + BEYOND_SPEC.length);
    const covered = new Set(MATRIX.map((row) => row.operationId));
    expect(
      [...specOperationIds].filter((id) => !covered.has(id)),
      'operations of openapi.yaml without a row',
    ).toEqual([]);
  });

  it('names only operations that exist, each with the method and path openapi.yaml gives it', () => {
    expect(
      MATRIX.filter((row) => !specOperationIds.has(row.operationId)).map(rowName),
      'rows naming no operation of openapi.yaml',
    ).toEqual([]);
    // Any id will do: the path alone decides the operation.
    const anyId = (path: string) => path.replace(/\{\w+\}/g, 'x1');
    for (const row of MATRIX)
      expect(
        operationOf(row.method, anyId(row.path)),
        `${rowName(row)}: ${row.method} ${row.path}`,
      ).toBe(row.operationId);
  });

  it('gives every row every actor, each with an expectation the operation documents', () => {
    for (const row of MATRIX) {
      expect(Object.keys(row.expect).sort(), `${rowName(row)}: actors`).toEqual([...ACTORS].sort());
      const documented =
        specOperations.find((op) => op.operationId === row.operationId)?.documented ?? [];
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        expect(EXPECTED_VALUES, `${rowName(row)} × ${actor}: ${String(expected)}`).toContain(
          expected,
        );
        expect(
          documented,
          `${rowName(row)} × ${actor}: status ${String(expected)} is not documented for the operation`,
        ).toContain(String(parseExpected(expected).status));
      }
    }
  });

  it('has one row per operation and variant', () => {
    const names = MATRIX.map(rowName);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      'duplicate rows',
    ).toEqual([]);
  });

  it('lists as suspected bugs only cells of the table, each observed answer differing from the rule', () => {
    for (const bug of SUSPECTED_BUGS) {
      const row = MATRIX.find(
        (r) => r.operationId === bug.operationId && r.variant === bug.variant,
      );
      expect(row, `${bug.operationId} ${bug.variant ?? ''}`).toBeDefined();
      expect(bug.observed, `${bug.operationId} × ${bug.actor}`).not.toBe(row!.expect[bug.actor]);
    }
  });
});

// ── the world ────────────────────────────────────────────────────────────────────────────────

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 09:00 Bangkok on Monday 2030-01-07, the day the test clock stands on (07:00). */
const FIRST_DAY_0900 = Date.parse(bkk(0, '09:00'));

let w: BookingWorld;
let people: {
  P: TestUser;
  C: TestUser;
  P2: TestUser;
  C2: TestUser;
  guest: TestUser;
  noName: TestUser;
  operator: TestUser;
};
/** The world's resources, one of each (used by read rows and by signed-out cells). */
let worldIds: Ids;

/**
 * A free 2-hour slot (the world's sub-package lasts 2 hours) inside the photographer's
 * availability (MON–SAT 09:00–18:00 Bangkok) and the booking window: from Tuesday on, 09:00, 11:00,
 * 13:00 and 15:00, Sundays skipped, each handed out once.
 */
let slotsUsed = 0;
function nextSlot(): { start: string; end: string } {
  for (;;) {
    const day = 1 + Math.floor(slotsUsed / 4);
    const start = FIRST_DAY_0900 + day * DAY + (slotsUsed % 4) * 2 * HOUR;
    slotsUsed += 1;
    if (day % 7 === 6) continue; // Sunday
    return { start: new Date(start).toISOString(), end: new Date(start + 2 * HOUR).toISOString() };
  }
}

/** Runs `fn` with the test clock at `instant`, then puts it back. */
async function atClock<T>(instant: string, fn: () => Promise<T>): Promise<T> {
  const saved = w.clock.now();
  w.clock.set(new Date(instant));
  try {
    return await fn();
  } finally {
    w.clock.set(saved);
  }
}

function must<T>(res: TestResponse<T>, status: number, label: string): T {
  if (res.status !== status)
    throw new Error(`fixture ${label} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const after = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/** Makes one fresh resource of each kind, in the state where its owner's request succeeds. */
const makeFresh: Record<FreshResource, () => Promise<Ids>> = {
  async package() {
    const res = await w.t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: people.P.token,
      body: {
        title: 'Disposable package',
        description: '',
        category: 'OTHER',
        location: 'Bangkok',
      },
    });
    return { package: must(res, 201, 'createPackage').id };
  },
  async subpackage() {
    const res = await w.t.request<Schemas['Subpackage']>({
      method: 'POST',
      url: `/subpackage/${w.packageId}`,
      token: people.P.token,
      body: { title: 'Disposable hour', price: 200_000, durationMinutes: 60 },
    });
    return { subpackage: must(res, 201, 'createSubpackage').id };
  },
  async pendingAppointment() {
    return { pendingAppointment: must(await w.book(nextSlot().start), 201, 'book').id };
  },
  async acceptedAppointment() {
    const { appointment, payment } = await w.accepted(nextSlot().start);
    return { acceptedAppointment: appointment.id, payment: payment.id };
  },
  async moveProposal() {
    const { appointment } = await w.accepted(nextSlot().start);
    const res = await w.t.request<Schemas['AppointmentMove']>({
      method: 'POST',
      url: `/appointment/${appointment.id}/moves`,
      token: people.C.token,
      body: { start: nextSlot().start, reason: 'WEATHER' },
    });
    return { movedAppointment: appointment.id, moveProposal: must(res, 201, 'proposeMove').id };
  },
  async paidAppointment() {
    const { appointment } = await w.paid(nextSlot().start);
    return { paidAppointment: appointment.id, afterPaidAppointmentEnd: after(appointment.end, 1) };
  },
  async completedAppointment() {
    const { paidAppointment, afterPaidAppointmentEnd } = await makeFresh.paidAppointment();
    await atClock(afterPaidAppointmentEnd!, async () =>
      must(await w.setStatus(paidAppointment!, 'Completed', people.P), 200, 'complete'),
    );
    return { completedAppointment: paidAppointment! };
  },
  async rating() {
    const { completedAppointment } = await makeFresh.completedAppointment();
    const res = await w.t.request<Schemas['Rating']>({
      method: 'POST',
      url: `/user/${people.P.uid}/rating`,
      token: people.C.token,
      body: { appointmentId: completedAppointment, score: 5, comment: 'Lovely' },
    });
    return { completedAppointment, rating: must(res, 201, 'createUserRating').ratingId };
  },
  async busyTime() {
    const slot = nextSlot();
    const res = await w.t.request<Schemas['BusyTime']>({
      method: 'POST',
      url: '/user/busytime',
      token: people.P.token,
      body: { start: slot.start, end: slot.end, title: 'Dentist' },
    });
    return { busyTime: must(res, 201, 'createBusyTime').id };
  },
  async slot() {
    const slot = nextSlot();
    return { slotStart: slot.start, slotEnd: slot.end };
  },
  async delivery() {
    const { paidAppointment, afterPaidAppointmentEnd } = await paidFor(await deliverySubpackage());
    await atClock(afterPaidAppointmentEnd!, async () =>
      must(await w.setStatus(paidAppointment!, 'Completed', people.P), 200, 'complete'),
    );
    return { delivery: paidAppointment! };
  },
  async finalsUpDelivery() {
    const { delivery } = await makeFresh.delivery();
    await w.files(delivery!, 'final');
    return { delivery: delivery! };
  },
  async finalsDelivery() {
    const { delivery } = await makeFresh.delivery();
    const [finalFile] = await w.files(delivery!, 'final');
    must(await w.deliveryEvent(delivery!, 'DELIVER_FINALS', people.P), 200, 'deliver finals');
    return { finalsDelivery: delivery!, finalFile: finalFile! };
  },
  extrasDelivery: () => proofsDelivery(true),
  async disputable() {
    const { paidAppointment, afterPaidAppointmentEnd } = await makeFresh.paidAppointment();
    await atClock(afterPaidAppointmentEnd!, async () =>
      must(await w.setStatus(paidAppointment!, 'Completed', people.P), 200, 'complete'),
    );
    return {
      completedAppointment: paidAppointment!,
      afterPaidAppointmentEnd: afterPaidAppointmentEnd!,
    };
  },
  async dispute() {
    const { completedAppointment, afterPaidAppointmentEnd } = await makeFresh.disputable();
    const opened = await atClock(afterPaidAppointmentEnd!, () =>
      w.t.request<Schemas['Dispute']>({
        method: 'POST',
        url: `/appointment/${completedAppointment!}/dispute`,
        token: people.C.token,
        body: { reason: 'not_as_agreed', text: 'Not what we agreed' },
      }),
    );
    return {
      disputedAppointment: completedAppointment!,
      dispute: must(opened, 201, 'openDispute').id,
    };
  },
  async suspendable() {
    return { suspendable: (await w.t.signUpUser('Photographer')).uid };
  },
  async photo() {
    const { package: packageId } = await makeFresh.package();
    const res = await w.t.request<Schemas['Photo']>({
      method: 'POST',
      url: '/photo',
      token: people.P.token,
      body: multipartOf({ purpose: 'package', packageId }),
    });
    return { photo: must(res, 202, 'uploadPhoto').id };
  },
};

let deliverySubpackageId: string | undefined;
/** P's sub-package whose 20 photos are delivered through ShootBook (made once). */
async function deliverySubpackage(): Promise<string> {
  deliverySubpackageId ??= await w.deliverySubpackage({ deliverablePhotos: 20 });
  return deliverySubpackageId;
}
let proofsSubpackageId: string | undefined;

/** A paid booking of `subpackageId` at the next free slot. */
async function paidFor(subpackageId: string): Promise<Ids> {
  const { appointment } = await w.paid(nextSlot().start, 'card', subpackageId);
  return { paidAppointment: appointment.id, afterPaidAppointmentEnd: after(appointment.end, 1) };
}

let extrasSubpackageId: string | undefined;

/**
 * C's booking whose proofs P handed over (ProofsReady): `proofFile`, and another proof C picked;
 * with `extras`, of a sub-package including one photo and selling more, both proofs picked.
 */
async function proofsDelivery(extras = false): Promise<Ids> {
  const subpackageId = extras
    ? (extrasSubpackageId ??= await w.deliverySubpackage({
        deliverablePhotos: 1,
        offersProofs: true,
        extraPhotoPrice: 15_000,
      }))
    : (proofsSubpackageId ??= await w.deliverySubpackage({
        deliverablePhotos: 2,
        offersProofs: true,
      }));
  const { paidAppointment, afterPaidAppointmentEnd } = await paidFor(subpackageId);
  await atClock(afterPaidAppointmentEnd!, async () =>
    must(await w.setStatus(paidAppointment!, 'Completed', people.P), 200, 'complete'),
  );
  const [proofFile, favourite] = await w.files(paidAppointment!, 'proof', [
    'IMG_0.jpg',
    'IMG_1.jpg',
  ]);
  must(await w.deliveryEvent(paidAppointment!, 'UPLOAD_PROOFS', people.P), 200, 'proofs ready');
  // A pick the rows leave alone, so the picks export has a line to give.
  const pick = await w.t.request({
    method: 'PUT',
    url: `/appointment/${paidAppointment!}/delivery/files/${favourite!}/pick`,
    token: people.C.token,
  });
  must(pick, 200, 'pick');
  if (extras) {
    const second = await w.t.request({
      method: 'PUT',
      url: `/appointment/${paidAppointment!}/delivery/files/${proofFile!}/pick`,
      token: people.C.token,
    });
    must(second, 200, 'pick');
  }
  return { proofsDelivery: paidAppointment!, proofFile: proofFile! };
}

/** A 4×3 PNG, the file of every upload cell (the same bytes: stored once). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4kWIERww4OQBHKhBpRkq2OAAAAABJRU5ErkJggg==',
  'base64',
);

/** `fields` as multipart text parts, plus {@link TINY_PNG} as `file`. */
function multipartOf(fields: Record<string, unknown> | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, String(value));
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'tiny.png');
  return form;
}

/** Who plays `actor` in `row` (the signed-out actors carry the owner's identity). */
function playerOf(row: MatrixRow, actor: Actor): TestUser {
  const photographerOwns = row.owner === 'Photographer';
  switch (actor) {
    case 'guest':
      return people.guest;
    case 'noName':
      return people.noName;
    case 'wrongRole':
      return photographerOwns ? people.C2 : people.P2;
    case 'nonOwner':
      return photographerOwns ? people.P2 : people.C2;
    case 'counterparty':
      return photographerOwns ? people.C : people.P;
    case 'operator':
      return people.operator;
    default:
      return photographerOwns ? people.P : people.C;
  }
}

/**
 * A new user of `actor`'s kind in `row` (a row with `freshPlayers`): a named Guest, a fresh
 * profile, or a registered user of the role the world's player of `actor` has.
 */
async function freshPlayerOf(row: MatrixRow, actor: Actor): Promise<TestUser> {
  if (actor === 'noName') return w.t.signUpUser('Guest');
  if (actor === 'guest' || actor === 'operator') {
    const guest = await w.t.signUpUser('Guest');
    must(
      await w.t.request({
        method: 'PATCH',
        url: '/user/profile',
        token: guest.token,
        body: { name: 'Fresh Guest' },
      }),
      200,
      'name the fresh guest',
    );
    return actor === 'operator' ? withOperatorClaim(guest) : guest;
  }
  return w.t.signUpUser(playerOf(row, actor).profile!.role as 'Customer' | 'Photographer');
}

function tokenOf(row: MatrixRow, actor: Actor): string | undefined {
  const player = playerOf(row, actor);
  if (actor === 'none') return undefined;
  if (actor === 'expired') return expiredToken(player.token);
  if (actor === 'badSignature') return badSignatureToken(player.token);
  return player.token;
}

// ── the cells ────────────────────────────────────────────────────────────────────────────────

const cells = MATRIX.flatMap((row) =>
  ACTORS.map((actor) => {
    const expected = row.expect[actor];
    const bug = SUSPECTED_BUGS.find(
      (b) => b.operationId === row.operationId && b.variant === row.variant && b.actor === actor,
    );
    const name = `${rowName(row)} × ${actor} → ${format(expected)}${bug ? ` — SUSPECTED BUG: the server answers ${format(bug.observed)}` : ''}`;
    return { name, row, actor, expected, bug };
  }),
);

describe('authorization matrix', () => {
  beforeAll(async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOST;
    w = await bookingWorld();
    const [P2, C2, guest, noName] = [
      await w.t.signUpUser('Photographer'),
      await w.t.signUpUser('Customer'),
      await w.t.signUpUser('Guest'),
      await w.t.signUpUser('Guest'),
    ];
    // A named Guest: the registration step between "create user" and "select role" (docs/product.md §4).
    must(
      await w.t.request({
        method: 'PATCH',
        url: '/user/profile',
        token: guest!.token,
        body: { name: 'Gina Guest' },
      }),
      200,
      'name the guest',
    );
    // The operator: a named Guest with the operator claim (docs/decisions/0033).
    const operator = await w.t.signUpUser('Guest');
    must(
      await w.t.request({
        method: 'PATCH',
        url: '/user/profile',
        token: operator.token,
        body: { name: 'Otto Operator' },
      }),
      200,
      'name the operator',
    );
    people = {
      P: w.photographer,
      C: w.customer,
      P2: P2!,
      C2: C2!,
      guest: guest!,
      noName: noName!,
      operator: await withOperatorClaim(operator),
    };

    const busy = await makeFresh.busyTime();
    const pending = await makeFresh.pendingAppointment();
    const accepted = await makeFresh.acceptedAppointment();
    const paid = await makeFresh.paidAppointment();
    const completed = await makeFresh.completedAppointment();
    const rated = await makeFresh.rating();
    const slot = await makeFresh.slot();
    const photo = await makeFresh.photo();
    const delivery = await makeFresh.delivery();
    const finals = await makeFresh.finalsDelivery();
    const proofs = await proofsDelivery();
    const move = await makeFresh.moveProposal();
    // The pending booking's thread and P's message in it (docs/decisions/0028).
    const thread = must(
      await w.t.request<Schemas['Thread']>({
        method: 'GET',
        url: `/thread/appointment/${pending.pendingAppointment}`,
        token: people.C.token,
      }),
      200,
      'the booking thread',
    );
    const threadMessage = must(
      await w.t.request<Schemas['Message']>({
        method: 'POST',
        url: `/thread/${thread.id}/message`,
        token: people.P.token,
        body: { clientId: 'matrix-fixture', text: 'Happy to help' },
      }),
      201,
      "P's message",
    );
    worldIds = {
      photographer: people.P.uid,
      package: w.packageId,
      subpackage: w.subpackageId,
      ...busy,
      ...pending,
      ...accepted,
      ...paid,
      ...completed,
      rating: rated.rating!,
      ...slot,
      ...photo,
      ...delivery,
      ...finals,
      ...proofs,
      ...move,
      thread: thread.id,
      threadMessage: threadMessage.id,
    };
  });
  afterAll(async () => {
    await w?.t.close();
  });

  let origin: string | undefined;
  /**
   * Opens an event stream over a real connection (inject would wait for its end), reads the
   * status and closes it; a refusal's body is checked against openapi.yaml as `request()` does.
   */
  async function streamStatus(url: string, token: string | undefined): Promise<TestResponse> {
    origin ??= await w.t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${origin}${url}`, {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (response.status === 200) {
      await response.body?.cancel();
      return { status: 200, body: undefined, headers: {} };
    }
    const body: unknown = await response.json();
    assertMatchesContract('GET', url, response.status, body);
    return { status: response.status, body, headers: {} };
  }

  it('forges tokens firebase-admin refuses for the reason they stand for (emulator mode)', async () => {
    const auth = getAuth(firebaseApp(PROJECT_ID));
    const token = people.C.token;
    // Control: the same claims through the same encoder are accepted, so only the change refuses a forgery.
    await expect(auth.verifyIdToken(reencodeToken(token))).resolves.toMatchObject({
      uid: people.C.uid,
    });
    await expect(auth.verifyIdToken(expiredToken(token))).rejects.toMatchObject({
      code: 'auth/id-token-expired',
    });
    await expect(auth.verifyIdToken(badSignatureToken(token))).rejects.toMatchObject({
      message: expect.stringContaining('invalid signature'),
    });
  });

  // `%s` of a plain string: `$name` would quote the title and cut it at 40 characters.
  it.each(cells.map((cell) => [cell.name, cell] as const))(
    '%s',
    async (_name, { row, actor, expected, bug }) => {
      const signedIn = !SIGNED_OUT_ACTORS.includes(actor);
      const ids: Ids = {
        ...worldIds,
        ...(row.fresh && signedIn ? await makeFresh[row.fresh]() : {}),
      };
      const url = fill(row.path, ids);
      expect(operationOf(row.method, url), url).toBe(row.operationId);
      const token =
        row.freshPlayers && signedIn
          ? (await freshPlayerOf(row, actor)).token
          : tokenOf(row, actor);
      const body = row.multipart ? multipartOf(fillBody(row.body, ids)) : fillBody(row.body, ids);
      const send = row.stream
        ? () => streamStatus(url, token)
        : () =>
            w.t.request({
              method: row.method,
              url,
              token,
              body,
              ...(row.headers ? { headers: row.headers } : {}),
            });
      const res = row.clockAt ? await atClock(ids[row.clockAt]!, send) : await send();
      const observed = `${res.status}${res.status >= 400 ? ` ${String(res.body?.code)}` : ''}`;

      if (bug) {
        expect(
          observed,
          `the rules say ${format(expected)}: the suspected bug is fixed, remove it from SUSPECTED_BUGS`,
        ).not.toBe(format(expected));
        expect(
          observed,
          `suspected bug recorded as ${format(bug.observed)}; body ${JSON.stringify(res.body)}`,
        ).toBe(format(bug.observed));
        return;
      }

      const want = parseExpected(expected);
      expect(observed, `${row.method} ${url} as ${actor}: ${JSON.stringify(res.body)}`).toBe(
        format(expected),
      );
      if (want.status >= 400) {
        // request() has matched the body against openapi.yaml's Error schema; the code is the one the rules give.
        expect(res.body).toEqual(
          expect.objectContaining({ code: want.code, message: expect.any(String) }),
        );
      }
      if (want.code === 'registration_incomplete') {
        // registrationRequirement: a Guest (the operator is one) lacks the role, a nameless one also the name.
        expect(res.body.details?.missing).toEqual(actor === 'noName' ? ['name', 'role'] : ['role']);
      }
    },
  );
});
