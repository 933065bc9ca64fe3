/**
 * Every operation of openapi.yaml answers bad input with the `Error` schema and the right
 * 4xx, never a 500 (docs/decisions/0003-api-errors-and-provider-routes.md).
 *
 * The operations are read from openapi.yaml at test time, so a new operation is walked
 * automatically: no token, unknown and malformed path ids, broken JSON bodies (empty, wrong types,
 * unknown properties, malformed JSON) and out-of-range query parameters. Every answer also goes
 * through the contract check of `request()` (status documented for the operation, body matches).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestResponse, TestUser } from './helpers/app.ts';
import { signUpOperator } from './helpers/operator.ts';
import {
  BEYOND_SPEC,
  HTTP,
  type Json,
  operations,
  resolve,
  type Schema,
  spec,
  SPEC_OPERATION_COUNT,
  typesOf,
  walkedOperations,
  type WalkedOperation,
} from './helpers/spec-walk.ts';

/** A well-formed id (matches the `Id` pattern) that names nothing. */
const UNKNOWN_ID = 'no-such-id-0000';

function urlOf(op: WalkedOperation, ids: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? UNKNOWN_ID);
  return query ? `${path}?${query}` : path;
}

// --- JSON bodies: a minimal valid body per schema, checked with the spec itself -------------------

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: 'spec' });

/** A value of `schema` (its first enum value, its minimum, a date in 2030, …). */
function sampleOf(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.enum) return s.enum[0];
  if (s.format === 'date-time') return '2030-01-08T03:00:00.000Z';
  if (s.format === 'uri') return 'https://example.com/photo.jpg';
  const type = typesOf(s).find((t) => t !== 'null');
  if (type === 'integer' || type === 'number')
    return Math.max(s.minimum ?? 0, s.multipleOf ?? 0, 1);
  if (type === 'boolean') return true;
  if (type === 'array')
    return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}));
  if (type === 'object') return minimalBody(s);
  return 'x'.repeat(Math.max(s.minLength ?? 0, 3));
}

/** Only the required properties (or the first one, when the schema needs at least one). */
function minimalBody(schema: Schema): Json {
  const props = schema.properties ?? {};
  const names = schema.required?.length
    ? schema.required
    : (schema.minProperties ?? 0) > 0
      ? Object.keys(props).slice(0, 1)
      : [];
  return Object.fromEntries(names.map((name) => [name, sampleOf(props[name] ?? {})]));
}

/**
 * Values of the wrong type for a property: things no JSON client should get away with, including
 * those a type-coercing validator would quietly turn into valid ones (`null` → `0` or `""`,
 * `"2000"` → `2000`, `12345` → `"12345"`, `"true"` → `true`).
 */
function wrongValuesOf(schema: Schema): unknown[] {
  const s = resolve(schema);
  const types = typesOf(s);
  const wrong: unknown[] = [types.includes('object') ? 42 : { unexpected: true }];
  if (!types.includes('null')) wrong.push(null);
  if (types.includes('integer') || types.includes('number')) wrong.push(String(sampleOf(s)));
  if (types.includes('string') && !types.includes('integer')) wrong.push(12345);
  if (types.includes('boolean')) wrong.push('true');
  return wrong;
}

// --- the world ---------------------------------------------------------------------------------

let w: BookingWorld;
/** Each operation is tried as a customer and as a photographer (role checks come first for some). */
let callers: TestUser[];
let operator: TestUser;

beforeAll(async () => {
  w = await bookingWorld();
  callers = [w.customer, w.photographer];
  operator = await signUpOperator(w.t);
});
afterAll(async () => {
  await w?.t.close();
});

function expectError(res: TestResponse, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual(
    expect.objectContaining({ code: code ?? expect.any(String), message: expect.any(String) }),
  );
}

const BAD_ID = 'bad%20id';

describe.each(walkedOperations)('$operationId ($method $path)', (op) => {
  it('answers 401 unauthenticated without a token', async () => {
    const res = await w.t.request({ method: HTTP(op.method), url: urlOf(op) });
    expectError(res, 401, 'unauthenticated');
  });

  it.runIf(op.pathParams.length > 0)(
    'answers a well-formed unknown id with 404 (or 403 for a caller of the wrong role)',
    async () => {
      const statuses: number[] = [];
      // The operator operations have one role that may ask: the operator (docs/decisions/0033).
      const askers = op.path.startsWith('/operator/') ? [...callers, operator] : callers;
      for (const caller of askers) {
        const body = op.body ? minimalBody(op.body) : undefined;
        const res = await w.t.request({
          method: HTTP(op.method),
          url: urlOf(op),
          token: caller.token,
          body,
        });
        expect(
          [403, 404],
          `${caller.profile?.role}: ${res.status} ${JSON.stringify(res.body)}`,
        ).toContain(res.status);
        expectError(res, res.status, res.status === 404 ? 'not_found' : 'forbidden');
        statuses.push(res.status);
      }
      expect(statuses, 'at least one role may ask and then learns the id is unknown').toContain(
        404,
      );
    },
  );

  it.runIf(op.pathParams.length > 0)(
    `answers an id with forbidden characters (${BAD_ID}) with 400`,
    async () => {
      expect(
        op.documents(400),
        'every operation with a path id documents 400 for a malformed id',
      ).toBe(true);
      for (const name of op.pathParams) {
        const res = await w.t.request({
          method: HTTP(op.method),
          url: urlOf(op, { [name]: BAD_ID }),
          token: w.photographer.token,
          body: op.body ? minimalBody(op.body) : undefined,
        });
        expectError(res, 400, 'validation_failed');
      }
    },
  );

  if (op.body)
    describe('JSON body', () => {
      const schema = op.body!;
      const send = (body: unknown, headers?: Record<string, string>) =>
        w.t.request({
          method: HTTP(op.method),
          url: urlOf(op),
          token: w.photographer.token,
          body,
          headers,
        });

      it('has a minimal valid body the tests can start from', () => {
        const ref = op.bodyRef?.$ref;
        const valid = ajv.validate(ref ? { $ref: `spec${ref}` } : schema, minimalBody(schema));
        expect(valid, ajv.errorsText(ajv.errors)).toBe(true);
      });

      it.runIf((schema.required?.length ?? 0) > 0 || (schema.minProperties ?? 0) > 0)(
        'refuses an empty object with 400',
        async () => {
          expectError(await send({}), 400, 'validation_failed');
        },
      );

      it('refuses properties of the wrong type with 400', async () => {
        for (const [name, propSchema] of Object.entries(schema.properties ?? {})) {
          for (const value of wrongValuesOf(propSchema)) {
            const res = await send({ ...minimalBody(schema), [name]: value });
            expect(
              res.status,
              `${name}: ${JSON.stringify(value)} → ${res.status} ${JSON.stringify(res.body)}`,
            ).toBe(400);
            expectError(res, 400, 'validation_failed');
          }
        }
      });

      it('refuses unknown properties with 400', async () => {
        expectError(
          await send({ ...minimalBody(schema), unexpectedField: 'x' }),
          400,
          'validation_failed',
        );
      });

      it('refuses a malformed JSON string and a non-object with 400', async () => {
        expectError(
          await send('{"title": ', { 'content-type': 'application/json' }),
          400,
          'validation_failed',
        );
        expectError(
          await send('[1, 2]', { 'content-type': 'application/json' }),
          400,
          'validation_failed',
        );
        expectError(
          await send('"text"', { 'content-type': 'application/json' }),
          400,
          'validation_failed',
        );
      });
    });

  const queryCases = op.query.flatMap((p): string[] => {
    const s = resolve(p.schema);
    const cases: string[] = [];
    if (p.name === 'limit') cases.push('limit=0', 'limit=1001', 'limit=ten');
    if (p.name === 'offset') cases.push('offset=-1', 'offset=1.5');
    if (s.enum) cases.push(`${p.name}=NOT_A_VALUE`);
    if (s.format === 'date-time') cases.push(`${p.name}=yesterday`);
    if (s.format === 'uri') cases.push(`${p.name}=not%20a%20url`);
    if (p.name !== 'limit' && p.name !== 'offset' && typesOf(s).includes('integer'))
      cases.push(`${p.name}=-5`, `${p.name}=cheap`);
    return cases;
  });

  it.runIf(queryCases.length > 0)(
    'refuses out-of-range and unknown query values with 400',
    async () => {
      for (const query of queryCases) {
        const ids = Object.fromEntries(op.pathParams.map((name) => [name, w.photographer.uid]));
        const res = await w.t.request({
          method: HTTP(op.method),
          url: urlOf(op, ids, query),
          token: w.photographer.token,
        });
        expect(res.status, `?${query} → ${res.status} ${JSON.stringify(res.body)}`).toBe(400);
        expectError(res, 400, 'validation_failed');
      }
    },
  );
});

it("walks all of docs/product.md §7's operations and the ones beyond it that docs/decisions lists", () => {
  expect(operations).toHaveLength(SPEC_OPERATION_COUNT + BEYOND_SPEC.length);
  for (const id of BEYOND_SPEC) expect(operations.map((op) => op.operationId)).toContain(id);
});
