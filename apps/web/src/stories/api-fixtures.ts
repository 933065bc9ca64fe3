import type { Middleware } from 'openapi-fetch';
import type { ApiErrorBody, paths } from '@shootbook/api-client';
import { api } from '../app/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation of openapi.yaml as `'METHOD /path/{param}'`, e.g. `'POST /appointment/{id}'`. */
export type Operation = `${Method} ${keyof paths & string}`;

/** One call a page made, as the fixture saw it (and as a `play` function can assert it). */
export interface ApiCall {
  operation: Operation;
  /** Path parameters by name, e.g. `{ id: '…' }` for `/package/{id}`. */
  path: Record<string, string>;
  /** Query string parameters (all values as strings). */
  query: Record<string, string>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  headers: Headers;
}

/**
 * An answer with its status, e.g. 409 with `{ code, message }`. A class, not a plain object:
 * Storybook deep-merges plain objects of story parameters into the meta's, so a story's `reply`
 * replaces the meta's answer for that operation instead of being merged into it.
 */
export class ApiReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/**
 * What an operation answers: a JSON body (status 200), an {@link ApiReply} from {@link reply} or
 * {@link apiError}, or a function of the {@link ApiCall} returning (a promise of) either;
 * {@link never} keeps the call pending, for loading states.
 */
export type ApiFixture = unknown;

/** The API of one story: operation → answer. Calls to operations not listed answer 501. */
export type ApiFixtures = Partial<Record<Operation, ApiFixture>>;

/**
 * An answer with an explicit status (200, 201, 204, …) and body. A story that replaces a JSON
 * body the meta gives for the same operation must use `reply(200, body)` (or a function): two
 * plain objects would be deep-merged by Storybook.
 */
export function reply(status: number, body?: unknown): ApiReply {
  return new ApiReply(status, body);
}

/**
 * The API's `Error` answer (docs/decisions/0003 "Error body and codes"), e.g.
 * `apiError(409, 'slot_unavailable', 'The slot is no longer free')`, or with `details`:
 * `apiError(403, 'registration_incomplete', '…', { missing: ['payoutsEnabled'] })`.
 */
export function apiError(
  status: number,
  code: ApiErrorBody['code'],
  message: string,
  details?: unknown,
): ApiReply {
  return reply(status, {
    code,
    message,
    ...(details === undefined ? {} : { details }),
  } satisfies ApiErrorBody);
}

/**
 * Answers the first call with `failure` and every later one with `then`, for "Try again" stories.
 * Holds a count: create it inside a fixtures function (`api: () => ({ … })`), which runs at each mount.
 */
export function failingFirst(failure: ApiReply, then: ApiFixture): (call: ApiCall) => unknown {
  let calls = 0;
  return (call) =>
    ++calls === 1
      ? failure
      : typeof then === 'function'
        ? (then as (call: ApiCall) => unknown)(call)
        : then;
}

/** Answers with the body the call sent (200): an update the API takes as it is, e.g. `PATCH /user/profile`. */
export const echoBody = (call: ApiCall): ApiReply => reply(200, call.body);

/** The body of the first `operation` the page sent in this story, or undefined while none. */
export function bodySent(operation: Operation): unknown {
  return apiCalls.find((call) => call.operation === operation)?.body;
}

/** A call that never answers: the page stays in its loading state. */
export const never = (): Promise<never> => new Promise<never>(() => {});

let current: ApiFixtures = {};
/** Every call answered since the current story started, oldest first. */
export const apiCalls: ApiCall[] = [];

function toResponse(value: unknown): Response {
  const { status, body } = value instanceof ApiReply ? value : { status: 200, body: value };
  if (body === undefined) return new Response(null, { status: status === 200 ? 204 : status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fixtureMiddleware: Middleware = {
  async onRequest({ request, schemaPath, params }) {
    const operation = `${request.method} ${schemaPath}` as Operation;
    const text = request.body ? await request.clone().text() : '';
    const call: ApiCall = {
      operation,
      path: Object.fromEntries(Object.entries(params.path ?? {}).map(([k, v]) => [k, String(v)])),
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    apiCalls.push(call);
    if (!(operation in current)) {
      // A warning, not console.error: the page's error state and the story's assertions show it.
      console.warn(`[story api] no fixture for ${operation}`);
      return toResponse(apiError(501, 'internal', `No story fixture for ${operation}`));
    }
    const fixture = current[operation];
    const value =
      typeof fixture === 'function' ? await (fixture as (call: ApiCall) => unknown)(call) : fixture;
    return toResponse(value);
  },
};

let installed = false;

/**
 * Makes the app's one API client (`api` of src/app/api.ts) answer from `fixtures` instead of
 * the network, through openapi-fetch middleware: the pages, their queries and mutations run
 * unchanged. Replaces the previous story's fixtures and clears {@link apiCalls}.
 */
export function serveApiFixtures(fixtures: ApiFixtures): void {
  if (!installed) {
    installed = true;
    api.use(fixtureMiddleware);
  }
  current = fixtures;
  apiCalls.length = 0;
}
