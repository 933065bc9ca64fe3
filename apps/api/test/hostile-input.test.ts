/**
 * The hostile input walk: every operation of openapi.yaml (read at test time, so a new one is
 * walked too) is sent what an attacker or a broken client would send — form, text and multipart
 * bodies, no body, NUL / control / bidi-override characters and whitespace-only text in every
 * string field, numbers past every bound, ids past every length, unknown fields, prototype keys,
 * oversized bodies — by the owner of real resources, so a request that slipped past the contract
 * WOULD write. Each answer must be a 4xx in the Error schema (the contract check of `request()`),
 * never a 5xx, and the database must be byte-for-byte what it was before (a digest of every table).
 * docs/decisions/0003 "What the contract refuses".
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestResponse, TestUser } from './helpers/app.ts';
import {
  BEYOND_SPEC,
  flatten,
  HTTP,
  type Json,
  operations,
  type Schema,
  SPEC_OPERATION_COUNT,
  typesOf,
  walkedOperations,
  type WalkedOperation,
} from './helpers/spec-walk.ts';

/** A valid value of `schema`. */
function sampleOf(schema: Schema): unknown {
  const s = flatten(schema);
  if (s.enum) return s.enum[0];
  if (s.format === 'date-time') return bkk(1, '10:00');
  if (s.format === 'uri') return 'https://example.com/photo.jpg';
  const type = typesOf(s).find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') {
    const base = Math.max(s.minimum ?? 0, 1);
    return s.multipleOf ? Math.ceil(base / s.multipleOf) * s.multipleOf : base;
  }
  if (type === 'boolean') return true;
  if (type === 'array')
    return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}));
  if (type === 'object') return minimalBody(s);
  return 'Valid text'.padEnd(Math.max(s.minLength ?? 0, 3), 'x');
}

function minimalBody(schema: Schema): Json {
  const props = schema.properties ?? {};
  const names = schema.required?.length
    ? schema.required
    : (schema.minProperties ?? 0) > 0
      ? Object.keys(props).slice(0, 1)
      : [];
  return Object.fromEntries(names.map((name) => [name, sampleOf(props[name] ?? {})]));
}

/** Strings no text field may hold: NUL, other controls, DEL, bidi overrides and isolates, only spaces. */
const HOSTILE_TEXT = [
  'a\u0000b',
  'a\u0007b',
  'a\u001bb',
  'a\u007fb',
  'a\u0085b',
  'x\u202Eevil',
  'x\u2066y',
  '   ',
  '\t\n',
];

/** Numbers past every bound: huge, negative huge, not an integer. */
const HOSTILE_NUMBERS = [1e20, -1e20, 2 ** 53, 0.5];

/** The body variants of an operation with a JSON body, each with a label. */
function hostileBodies(schema: Schema): [string, unknown][] {
  const base = minimalBody(schema);
  const cases: [string, unknown][] = [
    ['unknown field', { ...base, ownerId: 'someone-else' }],
    [
      'prototype key',
      JSON.parse(
        `{"__proto__": {"admin": true}, ${JSON.stringify(base).slice(1, -1) || '"x": 1'}}`,
      ),
    ],
  ];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const prop = flatten(raw);
    const types = typesOf(prop);
    if (types.includes('string') && !prop.enum && !prop.format) {
      for (const text of HOSTILE_TEXT)
        cases.push([`${name}=${JSON.stringify(text)}`, { ...base, [name]: text }]);
    }
    if (types.includes('integer') || types.includes('number')) {
      for (const n of HOSTILE_NUMBERS) cases.push([`${name}=${n}`, { ...base, [name]: n }]);
    }
    if (types.includes('array') && prop.items) {
      const item = flatten(prop.items);
      if (typesOf(item).includes('string') && !item.enum)
        cases.push([`${name}=[NUL]`, { ...base, [name]: ['a\u0000b'] }]);
    }
    if (prop.format === 'uri')
      cases.push([`${name}=javascript:`, { ...base, [name]: 'javascript:alert(1)' }]);
    if (prop.format === 'date-time')
      cases.push([`${name}=year 275760`, { ...base, [name]: '+275760-09-13T00:00:00.000Z' }]);
  }
  return cases;
}

/** A form body that, if it were parsed, would be a valid request (plus a money/status field an attacker adds). */
function formBodyOf(schema: Schema): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(minimalBody(schema))) params.set(key, String(value));
  params.set('price', '100');
  params.set('status', 'Completed');
  return params.toString();
}

let w: BookingWorld;
/** Ids of real resources, by path parameter name per operation. */
let idsFor: (op: WalkedOperation) => Record<string, string>;
/** The caller who owns the resources the operation names. */
let ownerOf: (op: WalkedOperation) => TestUser;

/** A digest of every table's content: any row written, changed or deleted changes it. */
async function databaseDigest(): Promise<string> {
  const tables = [
    'users',
    'packages',
    'subpackages',
    'appointments',
    'busy_times',
    'ratings',
    'payments',
    'transactions',
    'idempotency_keys',
    'webhook_events',
    'deliveries',
    'delivery_files',
    'threads',
    'thread_messages',
    'message_reports',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await w.t.db.execute(
      sql.raw(
        `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as digest, count(*)::int as n from ${table} t`,
      ),
    );
    const row = (result as unknown as { rows: { digest: string; n: number }[] }).rows[0]!;
    parts.push(`${table}:${row.n}:${row.digest}`);
  }
  return parts.join(' ');
}

beforeAll(async () => {
  w = await bookingWorld();
  // A Pending request, an Accepted one with its payment, a busy time and a completed, reviewed shoot.
  const pending = await w.book(bkk(1, '10:00'));
  const { appointment: accepted, payment } = await w.accepted(bkk(2, '10:00'));
  // The customer's open proposal of another time for it (docs/decisions/0032-moving-a-shoot.md).
  const move = await w.t.request({
    method: 'POST',
    url: `/appointment/${accepted.id}/moves`,
    token: w.customer.token,
    body: { start: bkk(2, '14:00'), reason: 'WEATHER' },
  });
  const busy = await w.t.request({
    method: 'POST',
    url: '/user/busytime',
    token: w.photographer.token,
    body: { start: bkk(3, '10:00'), end: bkk(3, '12:00') },
  });
  const done = await w.paid(bkk(4, '10:00'));
  w.clock.set(new Date(bkk(4, '13:00')));
  await w.setStatus(done.appointment.id, 'Completed', w.photographer);
  const review = await w.t.request({
    method: 'POST',
    url: `/user/${w.photographer.uid}/rating`,
    token: w.customer.token,
    body: { appointmentId: done.appointment.id, score: 5 },
  });
  for (const res of [pending, busy, review, move])
    if (res.status !== 201) throw new Error(`fixture → ${res.status} ${JSON.stringify(res.body)}`);
  // A delivered shoot (docs/product.md §11) with one final, for the delivery operations.
  const delivered = await w.paid(bkk(5, '10:00'), 'card', await w.deliverySubpackage());
  w.clock.set(new Date(bkk(5, '13:00')));
  await w.setStatus(delivered.appointment.id, 'Completed', w.photographer);
  const finalId = (await w.files(delivered.appointment.id))[0]!;
  // The pending request's thread (docs/decisions/0028) and the customer's message in it, which
  // the photographer (the walk's default caller) may report.
  const thread = await w.t.request({
    method: 'GET',
    url: `/thread/appointment/${pending.body.id}`,
    token: w.customer.token,
  });
  const message = await w.t.request({
    method: 'POST',
    url: `/thread/${thread.body.id}/message`,
    token: w.customer.token,
    body: { clientId: 'walk-fixture', text: 'Is parking near the venue?' },
  });
  if (thread.status !== 200 || message.status !== 201)
    throw new Error(`thread fixture → ${thread.status} ${message.status}`);
  const inThread = { id: thread.body.id as string };
  const inDelivery = { id: delivered.appointment.id };
  const fileInDelivery = { ...inDelivery, fileId: finalId };

  const byPath: Record<string, Record<string, string>> = {
    '/package/{id}': { id: w.packageId },
    '/subpackage/{id}': { id: w.subpackageId },
    '/appointment/{id}': { id: pending.body.id },
    '/appointment/detail/{id}': { id: accepted.id },
    '/appointment/status/{id}': { id: pending.body.id },
    '/user/profile/{id}': { id: w.photographer.uid },
    '/busytime/photographer/{id}': { id: w.photographer.uid },
    '/user/busytime/{id}': { id: busy.body.id },
    '/user/{id}/rating': { id: w.photographer.uid },
    '/user/{id}/rating/{ratingId}': { id: w.photographer.uid, ratingId: review.body.ratingId },
    '/payment/{id}': { id: payment.id },
    '/payment/charge/{id}': { id: payment.id },
    '/appointment/{id}/delivery': inDelivery,
    '/appointment/{id}/delivery/events': inDelivery,
    '/appointment/{id}/delivery/extra-photos': inDelivery,
    '/appointment/{id}/delivery/files': inDelivery,
    '/appointment/{id}/delivery/files/{fileId}': fileInDelivery,
    '/appointment/{id}/delivery/files/{fileId}/pick': fileInDelivery,
    '/appointment/{id}/delivery/files/{fileId}/portfolio': fileInDelivery,
    '/appointment/{id}/delivery/files/{fileId}/portfolio-copy': fileInDelivery,
    '/appointment/{id}/delivery/picks.txt': inDelivery,
    '/appointment/{id}/delivery/archive-link': inDelivery,
    '/thread/appointment/{id}': { id: pending.body.id },
    '/appointment/{id}/moves': { id: accepted.id },
    '/appointment/{id}/moves/{moveId}/accept': { id: accepted.id, moveId: move.body.id },
    '/appointment/{id}/moves/{moveId}/decline': { id: accepted.id, moveId: move.body.id },
    '/appointment/{id}/moves/{moveId}/withdraw': { id: accepted.id, moveId: move.body.id },
    '/thread/{id}': inThread,
    '/thread/{id}/message': inThread,
    '/thread/{id}/read': inThread,
    '/thread/{id}/message/{messageId}/report': { ...inThread, messageId: message.body.id },
  };
  idsFor = (op) => byPath[op.path] ?? {};
  const customerPaths = [
    '/appointment/{id}',
    '/appointment/{id}/delivery/events',
    '/appointment/{id}/delivery/extra-photos',
    '/appointment/{id}/delivery/files/{fileId}/pick',
    '/appointment/{id}/delivery/files/{fileId}/portfolio',
    '/user/{id}/rating',
    '/user/{id}/rating/{ratingId}',
    '/payment/charge/{id}',
    '/payment/{id}',
  ];
  // POST /subpackage/{id} is the package owner's; POST /appointment/{id} books the sub-package as a customer.
  ownerOf = (op) =>
    customerPaths.includes(op.path) || op.operationId === 'createAppointment'
      ? w.customer
      : w.photographer;
  idsFor = ((base) => (op: WalkedOperation) =>
    op.operationId === 'createAppointment'
      ? { id: w.subpackageId }
      : op.operationId === 'createSubpackage'
        ? { id: w.packageId }
        : base(op))(idsFor);
});
afterAll(async () => {
  await w?.t.close();
});

function urlOf(op: WalkedOperation, ids: Record<string, string>, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(ids[name] ?? 'none'),
  );
  return query ? `${path}?${query}` : path;
}

/** A 4xx in the Error schema (the contract check of request() already matched the schema). */
function expectRefused(label: string, res: TestResponse) {
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expect(res.body, label).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  );
}

describe.each(walkedOperations)('$operationId ($method $path)', (op) => {
  it('refuses every hostile variant with a 4xx in the Error schema and writes nothing', async () => {
    const caller = ownerOf(op);
    const ids = idsFor(op);
    const url = urlOf(op, ids);
    const before = await databaseDigest();
    const send = (
      label: string,
      options: { url?: string; body?: unknown; headers?: Record<string, string> },
    ) =>
      w.t
        .request({
          method: HTTP(op.method),
          url: options.url ?? url,
          token: caller.token,
          body: options.body,
          headers: options.headers,
        })
        .then((res) => {
          expectRefused(label, res);
          return res;
        });

    if (op.body) {
      for (const [label, body] of hostileBodies(op.body)) {
        const res = await send(label, { body });
        expect(res.status, label).toBe(400);
      }
      expect(
        (
          await send('form body', {
            body: formBodyOf(op.body),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(415);
      expect(
        (
          await send('text/plain body', {
            body: JSON.stringify(minimalBody(op.body)),
            headers: { 'content-type': 'text/plain' },
          })
        ).status,
      ).toBe(415);
      const boundary = 'shootbookboundary';
      const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="price"\r\n\r\n100\r\n--${boundary}--\r\n`;
      expect(
        (
          await send('multipart body', {
            body: multipart,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          })
        ).status,
      ).toBe(415);
      expect((await send('no body', {})).status, 'a body-taking operation without a body').toBe(
        400,
      );
      expect(
        (
          await send('empty JSON body', {
            body: '',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      const huge = JSON.stringify({ ...minimalBody(op.body), description: 'x'.repeat(300 * 1024) });
      expect(
        (
          await send('300 KiB body', {
            body: huge,
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(413);
    } else if (op.method !== 'get') {
      // Operations without a body still refuse one they cannot parse.
      expect(
        (
          await send('form body', {
            body: 'status=Completed',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(415);
    }

    for (const name of Object.keys(ids)) {
      for (const length of [129, 200, 300]) {
        const res = await send(`${name} of ${length} characters`, {
          url: urlOf(op, { ...ids, [name]: 'a'.repeat(length) }),
          body: op.body ? minimalBody(op.body) : undefined,
        });
        expect([400, 414], `${name} of ${length}`).toContain(res.status);
      }
      await send(`${name} with NUL`, {
        url: urlOf(op, { ...ids, [name]: 'a\u0000b' }),
        body: op.body ? minimalBody(op.body) : undefined,
      });
    }

    for (const p of op.parameters.filter((param) => param.in === 'query')) {
      const s = flatten(p.schema);
      const values =
        typesOf(s).includes('integer') || typesOf(s).includes('number')
          ? ['1e20', '-1e20', '99999999999999999999999']
          : ['a%00b', 'x%E2%80%AEevil', '%20%20%20'];
      if (s.enum) continue;
      if (s.format === 'date-time') values.push('%2B275760-09-13T00:00:00Z');
      for (const value of values) {
        const res = await send(`?${p.name}=${value}`, {
          url: urlOf(op, ids, `${p.name}=${value}`),
        });
        expect(res.status, `?${p.name}=${value}`).toBe(400);
      }
    }

    for (const p of op.parameters.filter((param) => param.in === 'header')) {
      for (const value of ['short', 'schlüssel-äöü', 'x'.repeat(300)]) {
        const res = await send(`${p.name}: ${value}`, {
          headers: { [p.name.toLowerCase()]: value },
        });
        expect(res.status, `${p.name}: ${value}`).toBe(400);
      }
    }

    expect(await databaseDigest(), 'a refused request changed the database').toBe(before);
  });
});

it("walks all of docs/product.md §7's operations and the ones beyond it that docs/decisions lists", () => {
  expect(operations).toHaveLength(SPEC_OPERATION_COUNT + BEYOND_SPEC.length);
  for (const id of BEYOND_SPEC) expect(operations.map((op) => op.operationId)).toContain(id);
});
