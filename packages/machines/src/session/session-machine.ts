import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Refresh the identity token this long before it expires: 5 minutes (SPEC.md §9). */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
/** First retry delay after a failed refresh: 30 s, doubling each attempt (SPEC.md §9). */
export const REFRESH_RETRY_INITIAL_MS = 30 * 1000;
/** Longest retry delay: 16 minutes; later retries keep this spacing (SPEC.md §9). */
export const REFRESH_RETRY_MAX_MS = 16 * 60 * 1000;
/** Maximum age of a synced token (e.g. a token cookie's max-age), seconds (SPEC.md §9). */
export const TOKEN_SYNC_MAX_AGE_SECONDS = 300;

/**
 * Delay before retry number `attempt` (0-based) after a failed refresh:
 * 30 s, 1 min, 2 min, 4 min, 8 min, 16 min, 16 min, … (SPEC.md §9).
 */
export function refreshRetryDelayMs(attempt: number): number {
  return Math.min(REFRESH_RETRY_INITIAL_MS * 2 ** Math.max(0, attempt), REFRESH_RETRY_MAX_MS);
}

/** First reconnection delay of the live event stream after it dropped: 1 s, doubling (docs/decisions/0011). */
export const LIVE_RECONNECT_INITIAL_MS = 1000;
/** Longest reconnection delay of the live event stream: 30 s. */
export const LIVE_RECONNECT_MAX_MS = 30 * 1000;

/**
 * Delay before reconnection number `attempt` (0-based) of the live event stream (`GET /events`):
 * 1 s, 2 s, 4 s … up to 30 s, scaled by `jitter` in [0.5, 1] (pass `0.5 + Math.random() / 2`)
 * so that clients dropped together by a stopping replica do not all come back at once.
 */
export function liveReconnectDelayMs(attempt: number, jitter = 1): number {
  const base = Math.min(LIVE_RECONNECT_INITIAL_MS * 2 ** Math.max(0, attempt), LIVE_RECONNECT_MAX_MS);
  return Math.round(base * Math.min(1, Math.max(0.5, jitter)));
}

/**
 * Whether a token synced at `syncedAt` is older than {@link TOKEN_SYNC_MAX_AGE_SECONDS} at
 * `now` (both ISO-8601 UTC) and must be synced again.
 */
export function isTokenSyncStale(syncedAt: string, now: string): boolean {
  return Date.parse(now) - Date.parse(syncedAt) > TOKEN_SYNC_MAX_AGE_SECONDS * 1000;
}

/**
 * An identity token's timing. `receivedAt` is the app's clock when it obtained the token, so
 * the machine never reads the clock itself; both ISO-8601 UTC.
 */
export interface SessionToken {
  expiresAt: string;
  receivedAt: string;
}

/** Input of the `refreshToken` actor: the token being replaced. */
export interface RefreshTokenInput {
  token: SessionToken | null;
}

/** Events of {@link sessionMachine}. */
export type SessionEvent =
  | { type: 'SIGNED_IN'; token: SessionToken }
  /** A token obtained elsewhere (another tab, the SDK's own refresh); restarts the countdown. */
  | { type: 'TOKEN_RECEIVED'; token: SessionToken }
  /** Refresh now, e.g. after the API answered 401. */
  | { type: 'REFRESH_NOW' }
  | { type: 'SIGNED_OUT' };

/** Context of {@link sessionMachine}. `attempt` counts failed refreshes since the last success. */
export interface SessionContext {
  token: SessionToken | null;
  attempt: number;
  lastError: unknown;
}

/**
 * Keeps the signed-in user's identity token fresh (SPEC.md §9): refreshes
 * {@link TOKEN_REFRESH_LEAD_MS} before expiry; on failure retries after
 * {@link refreshRetryDelayMs}. States: signedOut, active (waiting), refreshing, retrying.
 *
 * The app supplies the I/O: `sessionMachine.provide({ actors: { refreshToken: fromPromise(
 * async ({ input }) => ({ expiresAt, receivedAt }) ) } })`, e.g. with Firebase
 * `getIdTokenResult(user, true)`. Named delays: `refreshLead`, `retryBackoff`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    refreshToken: fromPromise<SessionToken, RefreshTokenInput>(async () => {
      throw new Error('sessionMachine: provide the refreshToken actor');
    }),
  },
  actions: {
    assignToken: assign(({ event }) => {
      assertEvent(event, ['SIGNED_IN', 'TOKEN_RECEIVED']);
      return { token: event.token, attempt: 0, lastError: null };
    }),
    clearSession: assign({ token: null, attempt: 0, lastError: null }),
    countFailure: assign(({ context }) => ({ attempt: context.attempt + 1 })),
  },
  guards: {
    isSignedIn: ({ context }) => context.token !== null,
  },
  delays: {
    refreshLead: ({ context }) =>
      context.token
        ? Math.max(0, Date.parse(context.token.expiresAt) - Date.parse(context.token.receivedAt) - TOKEN_REFRESH_LEAD_MS)
        : 0,
    // `attempt` already counts the failure that led here, so the first wait is 30 s.
    retryBackoff: ({ context }) => refreshRetryDelayMs(context.attempt - 1),
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { token: null, attempt: 0, lastError: null },
  states: {
    signedOut: {
      on: { SIGNED_IN: { target: 'active', actions: 'assignToken' } },
    },
    active: {
      after: { refreshLead: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'active',
          actions: assign(({ event }) => ({ token: event.output, attempt: 0, lastError: null })),
        },
        onError: {
          target: 'retrying',
          actions: ['countFailure', assign({ lastError: ({ event }) => event.error })],
        },
      },
    },
    retrying: {
      after: { retryBackoff: 'refreshing' },
    },
  },
  on: {
    // A fresh token from anywhere restarts the countdown (reenter resets the timer).
    TOKEN_RECEIVED: { guard: 'isSignedIn', target: '.active', reenter: true, actions: 'assignToken' },
    REFRESH_NOW: { guard: 'isSignedIn', target: '.refreshing', reenter: true },
    SIGNED_OUT: { target: '.signedOut', actions: 'clearSession' },
  },
});
