/**
 * Every failure leaves the API in the `Error` schema (`{ code, message, params?, details? }`,
 * openapi.yaml `components.schemas.Error`; codes in docs/decisions/0003): domain errors, AJV
 * validation, Fastify's own transport errors (413, 414, 415, malformed JSON, bad URLs) and
 * database errors a client can provoke. Only a fault on our side is a 500.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';

import { isDatabaseUnreachable, pgErrorCode } from '../db/client.ts';
import {
  DomainError,
  NotFound,
  SERVICE_UNAVAILABLE_RETRY_AFTER_S,
  ServiceUnavailable,
  type ErrorCode,
  type ErrorParams,
} from '../errors.ts';

/**
 * An `Error` schema body: `code` and `params` for clients to word in the user's language,
 * `message` in English for developers.
 */
export function errorBody(
  code: ErrorCode,
  message: string,
  details?: unknown,
  params?: ErrorParams,
): { code: ErrorCode; message: string; params?: ErrorParams; details?: unknown } {
  return {
    code,
    message,
    ...(params === undefined ? {} : { params }),
    ...(details === undefined ? {} : { details }),
  };
}

/** Status → code for errors that carry only a status (Fastify's and its plugins'). */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** Developer messages for Fastify's transport errors, which otherwise name Fastify internals. */
const messageByStatus: Partial<Record<number, string>> = {
  413: 'The request body is too large',
  414: 'The request path is too long',
  415: 'This API takes application/json bodies only',
};

/**
 * PostgreSQL errors a request can provoke despite the contract (a row deleted between check and
 * write, a value the column refuses, a lost serialization race). SQLSTATE → status, code, message.
 */
const databaseErrors: Record<string, [status: number, code: ErrorCode, message: string]> = {
  '23503': [
    409,
    'conflict',
    'Something this refers to was removed meanwhile; reload and try again',
  ],
  '23505': [409, 'conflict', 'This already exists'],
  '23P01': [409, 'slot_unavailable', 'This time overlaps something already in the schedule'],
  '23514': [400, 'validation_failed', 'A value is outside what is allowed'],
  '23502': [400, 'validation_failed', 'A required value is missing'],
  '22001': [400, 'validation_failed', 'A text is too long'],
  '22003': [400, 'validation_failed', 'A number is out of range'],
  '22007': [400, 'validation_failed', 'A date or time is not valid'],
  '22008': [400, 'validation_failed', 'A date or time is out of range'],
  '22021': [400, 'validation_failed', 'A text contains characters that are not allowed'],
  '22P02': [400, 'validation_failed', 'A value has the wrong format'],
  '22P05': [400, 'validation_failed', 'A text contains characters that are not allowed'],
  '40001': [409, 'conflict', 'Another change happened at the same time; try again'],
  '40P01': [409, 'conflict', 'Another change happened at the same time; try again'],
};

/**
 * The status, `Error` body and extra headers for `error`, or undefined for a fault on our side
 * (500). A database that cannot be reached is 503 `service_unavailable` with `Retry-After`
 * (docs/decisions/0034-faults.md), as is a {@link ServiceUnavailable} thrown by a port.
 */
export function clientErrorReply(error: unknown):
  | {
      status: number;
      body: ReturnType<typeof errorBody>;
      headers?: Record<string, string>;
    }
  | undefined {
  const unavailable =
    error instanceof ServiceUnavailable
      ? error
      : !(error instanceof DomainError) && isDatabaseUnreachable(error)
        ? new ServiceUnavailable('database')
        : undefined;
  if (unavailable) {
    return {
      status: unavailable.statusCode,
      body: errorBody(unavailable.code, unavailable.message, unavailable.details),
      headers: { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_S) },
    };
  }
  if (error instanceof DomainError) {
    return {
      status: error.statusCode,
      body: errorBody(error.code, error.message, error.details, error.params),
    };
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError?.validation) {
    return {
      status: 400,
      body: errorBody('validation_failed', `Invalid request: ${fastifyError.message}`, {
        context: fastifyError.validationContext,
        errors: fastifyError.validation,
      }),
    };
  }
  const sqlState = pgErrorCode(error);
  const mapped = sqlState ? databaseErrors[sqlState] : undefined;
  if (mapped) {
    const [status, code, message] = mapped;
    return { status, body: errorBody(code, message, { sqlState }) };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'validation_failed';
    return { status, body: errorBody(code, messageByStatus[status] ?? fastifyError.message) };
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors` (a constructor option): errors raised before routing — a path
 * parameter longer than `maxParamLength` (414) or a URL that cannot be decoded (400) — in the
 * `Error` schema instead of Fastify's own format.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const answer = clientErrorReply(error) ?? {
    status: 400,
    body: errorBody('validation_failed', error.message),
  };
  void (reply as FastifyReply).code(answer.status).send(answer.body);
};

/** Error and not-found handlers of the whole server (root scope; children inherit them). */
export const errorHandlingPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const answer = clientErrorReply(error);
      if (answer?.status === 503)
        request.log.warn({ err: error }, 'a dependency did not answer: 503');
      if (answer)
        return reply
          .code(answer.status)
          .headers(answer.headers ?? {})
          .send(answer.body);
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(errorBody('internal', 'Something went wrong on our side'));
    });
    app.setNotFoundHandler((request, reply) => {
      const error = new NotFound(`No route ${request.method} ${request.url.split('?')[0]}`);
      return reply.code(404).send(errorBody(error.code, error.message));
    });
  },
  { name: 'shootbook-errors' },
);
