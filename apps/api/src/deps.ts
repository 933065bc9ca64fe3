/**
 * The contract between the server and the resource plugins.
 *
 * Every resource `src/<resource>/plugin.ts` (users, catalogue, scheduling, appointments,
 * reviews, payments) builds `{ [operationId]: handler }` for its operations of openapi.yaml from
 * {@link Deps} and registers them with `registerContractRoutes` (src/http/contract.ts), which
 * validates params/query/headers/body with AJV before the handler runs and serializes the return
 * value with the operation's response schema. Handlers stay thin: rules live in the resource's
 * `service.ts`, SQL in its `queries.ts`.
 *
 * Handlers: return the success body (status 200 by default; call `reply.code(201)` for creates),
 * or `reply.code(204).send()` and return nothing. Throw a `DomainError` (src/errors.ts) for 4xx.
 * The caller is `requireUser(request)` (src/identity/auth.ts).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@shootbook/api-client';
import type { Registry } from 'prom-client';

import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PaymentsProvider } from './payments/provider.ts';
import type { MediaStorage } from './photos/storage.ts';

export type { PaymentsProvider };

/** What every handler factory receives. */
export interface Deps {
  db: Database;
  clock: Clock;
  config: Config;
  /** The payments provider (sandbox or Stripe), created by `createPaymentsProvider(config)` unless given. */
  provider: PaymentsProvider;
  log: FastifyBaseLogger;
  /** This server's Prometheus registry (`GET /metrics`): modules add their own gauges and counters. */
  metrics: Registry;
  /** Where photo files are stored (photos/storage.ts; docs/decisions/0010). */
  storage: MediaStorage;
}

/** An operationId of openapi.yaml. */
export type OperationId = keyof operations;

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<K extends OperationId> = operations[K]['responses'];

/** Path parameters of operation `K`. */
export type PathParams<K extends OperationId> = NonNullable<operations[K]['parameters']['path']>;
/** Query parameters of operation `K` (defaults applied by AJV, e.g. `limit` 50). */
export type QueryParams<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
/** Headers of operation `K`. */
export type HeaderParams<K extends OperationId> = NonNullable<
  operations[K]['parameters']['header']
>;
/** JSON request body of operation `K`. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The success body of operation `K` (its 200 or 201 response), or void for 204. */
export type SuccessBody<K extends OperationId> = 200 extends keyof Responses<K>
  ? JsonContent<Responses<K>[200]>
  : 201 extends keyof Responses<K>
    ? JsonContent<Responses<K>[201]>
    : 202 extends keyof Responses<K>
      ? JsonContent<Responses<K>[202]>
      : void;

/** The Fastify request of operation `K`, typed from the generated `operations`. */
export type ApiRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: RequestBody<K>;
  Headers: HeaderParams<K>;
}>;

/** A handler of operation `K`. */
export type Handler<K extends OperationId> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | undefined | void>;

/** Handlers by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> };
