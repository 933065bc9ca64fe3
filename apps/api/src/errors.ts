/**
 * Domain errors: thrown by handlers and services, turned into the `Error` schema
 * (`{ code, message, params?, details? }`) with the status and code of docs/decisions/0001 by the
 * server's error handler. Clients word the failure from `code` and `params` (a finer `reason` and
 * the values it names); `message` is English for developers and logs, never shown to a user.
 */
import type { components } from '@shootbook/api-client';
import type { ErrorReason } from '@shootbook/machines';

/** Error codes of the API: exactly openapi.yaml's `Error.code` enum (docs/decisions/0003). */
export type ErrorCode = components['schemas']['Error']['code'];

/**
 * The `Error` schema's `params`: `reason`, a finer code of packages/machines `ERROR_REASONS`
 * (docs/product.md §8), and the values its words name (`minutes`, `days`, `limit`, `timeZone`,
 * `megapixels`; `status` and `statuses`, appointment statuses; `role`, a user role).
 */
export type ErrorParams = { reason?: ErrorReason } & Record<
  string,
  string | number | readonly string[]
>;

/** A failure the caller caused or may act on; never logged as a bug. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 `validation_failed`: the request does not match the contract. */
export class ValidationFailed extends DomainError {
  constructor(message = 'The request is not valid', details?: unknown, params?: ErrorParams) {
    super(400, 'validation_failed', message, details, params);
  }
}

/** 401 `unauthenticated`: missing, invalid or expired ID token. */
export class Unauthenticated extends DomainError {
  constructor(message = 'Sign in first: a valid ID token is required') {
    super(401, 'unauthenticated', message);
  }
}

/** 403 `forbidden`: the caller's role or ownership does not allow this. */
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this', details?: unknown, params?: ErrorParams) {
    super(403, 'forbidden', message, details, params);
  }
}

/**
 * 403 `registration_incomplete`: the caller must finish registration before doing this
 * (packages/machines `registrationRequirement`); `details.missing` lists what is missing:
 * `name`, `role`, `bankAccount`, `payoutsEnabled`.
 */
export class RegistrationIncomplete extends DomainError {
  constructor(
    missing: readonly string[],
    message = `Finish your registration first (missing: ${missing.join(', ')})`,
  ) {
    super(403, 'registration_incomplete', message, { missing });
  }
}

/** 404 `not_found`: no such resource (or route). */
export class NotFound extends DomainError {
  constructor(message = 'Not found', details?: unknown, params?: ErrorParams) {
    super(404, 'not_found', message, details, params);
  }
}

/** 409 `invalid_transition`: the state machine (packages/machines) refuses the change. */
export class InvalidTransition extends DomainError {
  constructor(
    message = 'This change is not allowed in the current state',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'invalid_transition', message, details, params);
  }
}

/** 409 `slot_unavailable`: the time overlaps a busy time or a Pending/Accepted appointment. */
export class SlotUnavailable extends DomainError {
  constructor(
    message = 'This time slot is no longer available',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'slot_unavailable', message, details, params);
  }
}

/** 409 `conflict`: another clash (duplicate review, package still in use, role already chosen). */
export class Conflict extends DomainError {
  constructor(
    message = 'This conflicts with the current state',
    details?: unknown,
    params?: ErrorParams,
  ) {
    super(409, 'conflict', message, details, params);
  }
}

/** 422 `unprocessable`: well-formed but breaks a product rule. */
export class Unprocessable extends DomainError {
  constructor(message = 'This breaks a product rule', details?: unknown, params?: ErrorParams) {
    super(422, 'unprocessable', message, details, params);
  }
}

/** 429 `rate_limited`. */
export class RateLimited extends DomainError {
  constructor(message = 'Too many requests; try again shortly') {
    super(429, 'rate_limited', message);
  }
}

/** What a {@link ServiceUnavailable} names as out: `details.dependency`. */
export type Dependency = 'database' | 'storage';

/** Seconds a caller is told to wait (`Retry-After`) when a dependency is out: a database restart's order. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * 503 `service_unavailable`: a service the API depends on (`dependency`) did not answer, so
 * nothing was changed; the answer carries `Retry-After` ({@link SERVICE_UNAVAILABLE_RETRY_AFTER_S}
 * seconds). docs/decisions/0034-faults.md.
 */
export class ServiceUnavailable extends DomainError {
  constructor(
    readonly dependency: Dependency,
    message = `The ${dependency} did not answer; try again shortly`,
  ) {
    super(503, 'service_unavailable', message, { dependency });
  }
}
