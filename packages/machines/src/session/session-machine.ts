import { assertEvent, assign, fromPromise, setup } from 'xstate';

// The timing rules live in session-timing.ts, which needs no xstate (the web's first paint loads it).
import {
  TOKEN_REFRESH_LEAD_MS,
  TOKEN_REFRESH_MIN_INTERVAL_MS,
  refreshRetryDelayMs,
} from './session-timing.ts';

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

/**
 * Context of {@link sessionMachine}. `attempt` counts failed refreshes since the last success;
 * `refreshedAt` is the `receivedAt` of the token the last successful refresh gave (ISO-8601 UTC),
 * null before the first.
 */
export interface SessionContext {
  token: SessionToken | null;
  attempt: number;
  lastError: unknown;
  refreshedAt: string | null;
}

/**
 * Keeps the signed-in user's identity token fresh (docs/product.md §9): refreshes
 * {@link TOKEN_REFRESH_LEAD_MS} before expiry, and no sooner than
 * {@link TOKEN_REFRESH_MIN_INTERVAL_MS} after its last refresh (a device clock ahead of the
 * issuer's makes every token look due); on failure retries after {@link refreshRetryDelayMs}.
 * States: signedOut, active (waiting), refreshing, retrying.
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
    clearSession: assign({ token: null, attempt: 0, lastError: null, refreshedAt: null }),
    countFailure: assign(({ context }) => ({ attempt: context.attempt + 1 })),
  },
  guards: {
    isSignedIn: ({ context }) => context.token !== null,
  },
  delays: {
    // 5 minutes before expiry, but never sooner than TOKEN_REFRESH_MIN_INTERVAL_MS after the last
    // refresh: with the device's clock ahead of the issuer's, every new token looks due at once.
    refreshLead: ({ context }) =>
      context.token
        ? Math.max(
            0,
            Date.parse(context.token.expiresAt) -
              Date.parse(context.token.receivedAt) -
              TOKEN_REFRESH_LEAD_MS,
            context.refreshedAt === null
              ? 0
              : Date.parse(context.refreshedAt) +
                  TOKEN_REFRESH_MIN_INTERVAL_MS -
                  Date.parse(context.token.receivedAt),
          )
        : 0,
    // `attempt` already counts the failure that led here, so the first wait is 30 s.
    retryBackoff: ({ context }) => refreshRetryDelayMs(context.attempt - 1),
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { token: null, attempt: 0, lastError: null, refreshedAt: null },
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
          actions: assign(({ event }) => ({
            token: event.output,
            attempt: 0,
            lastError: null,
            refreshedAt: event.output.receivedAt,
          })),
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
    TOKEN_RECEIVED: {
      guard: 'isSignedIn',
      target: '.active',
      reenter: true,
      actions: 'assignToken',
    },
    REFRESH_NOW: { guard: 'isSignedIn', target: '.refreshing', reenter: true },
    SIGNED_OUT: { target: '.signedOut', actions: 'clearSession' },
  },
});
