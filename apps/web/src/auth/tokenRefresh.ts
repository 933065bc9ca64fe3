import { sessionMachine, type SessionToken } from '@shootbook/machines';
import { onIdTokenChanged, type Auth, type IdTokenResult } from 'firebase/auth';
import { createActor, fromPromise } from 'xstate';

/** Timing of a Firebase ID token for the session machine; `receivedAt` is the app's clock (ISO-8601 UTC). */
export function sessionTokenOf(
  result: Pick<IdTokenResult, 'expirationTime'>,
  now: Date,
): SessionToken {
  return {
    expiresAt: new Date(result.expirationTime).toISOString(),
    receivedAt: now.toISOString(),
  };
}

/**
 * Keeps the signed-in user's ID token fresh with the session machine of @shootbook/machines
 * (docs/product.md §9: refresh 5 minutes before expiry, retry after 30 s doubling up to 16 minutes).
 * Firebase reports every new token (sign-in, forced refresh, another tab) through
 * `onIdTokenChanged`, which restarts the machine's countdown. Returns a function that stops it.
 */
export function startTokenRefresh(auth: Auth, now: () => Date = () => new Date()): () => void {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: fromPromise(async () => {
          const user = auth.currentUser;
          if (!user) throw new Error('No signed-in user to refresh the token of');
          return sessionTokenOf(await user.getIdTokenResult(true), now());
        }),
      },
    }),
  );
  actor.start();
  const unsubscribe = onIdTokenChanged(auth, (user) => {
    if (!user) {
      actor.send({ type: 'SIGNED_OUT' });
      return;
    }
    void user
      .getIdTokenResult()
      .then((result) => {
        const token = sessionTokenOf(result, now());
        const signedOut = actor.getSnapshot().matches('signedOut');
        actor.send(signedOut ? { type: 'SIGNED_IN', token } : { type: 'TOKEN_RECEIVED', token });
      })
      // A failed read leaves the countdown as it was; Firebase refreshes on the next getIdToken().
      .catch(() => undefined);
  });
  return () => {
    unsubscribe();
    actor.stop();
  };
}
