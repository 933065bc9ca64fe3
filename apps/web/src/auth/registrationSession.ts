import {
  isRegistrationBusy,
  registrationMachine,
  registrationStatus,
  type LoadProfileInput,
  type RegistrationChanges,
  type RegistrationInput,
  type RegistrationProfile,
  type RegistrationSnapshot,
} from '@shootbook/machines';
import type { User } from 'firebase/auth';
import { createActor, fromPromise } from 'xstate';
import type { UserProfile } from './profile';
import {
  LOADING,
  SessionStore,
  type RegistrationActor,
  type SessionSnapshot,
  type SessionUser,
  type SessionSource,
} from './sessionStore';

/** What the registration actor reads and writes: the signed-in user's own profile. */
export interface ProfileCalls {
  /** `GET /user/profile` for `user` (it creates a new account's Guest profile); rejects on failure. */
  loadProfile: (user: SessionUser) => Promise<UserProfile>;
  /** `PATCH /user/profile` with a registration step's changes; resolves with the saved profile. */
  saveProfile: (changes: RegistrationChanges) => Promise<UserProfile>;
}

/** The registration actor of @shootbook/machines with the app's profile calls. */
export function createRegistrationActor(
  calls: ProfileCalls,
  currentUser: () => SessionUser | null,
  input: RegistrationInput = {},
): RegistrationActor {
  return createActor(
    registrationMachine.provide({
      actors: {
        loadProfile: fromPromise<RegistrationProfile, LoadProfileInput>(async () => {
          const user = currentUser();
          if (!user) throw new Error('No signed-in user to read the profile of');
          return calls.loadProfile(user);
        }),
        saveProfile: fromPromise<RegistrationProfile, RegistrationChanges>(({ input: changes }) =>
          calls.saveProfile(changes),
        ),
      },
    }),
    { input },
  );
}

/**
 * The session snapshot the frame, the route guard and every page read, derived from the
 * registration actor's snapshot (`registrationStatus` of @shootbook/machines) and the identity
 * provider's current `user`, with `operator` (the sign-in's claim, docs/decisions/0033) once
 * signed in.
 */
export function sessionSnapshotOf(
  snapshot: RegistrationSnapshot,
  user: SessionUser | null,
  operator = false,
): SessionSnapshot {
  switch (registrationStatus(snapshot)) {
    case 'loading':
      return LOADING;
    case 'signedOut':
      return { status: 'signedOut', user: null, profile: null, error: null };
    case 'profileError':
      return { status: 'profileError', user, profile: null, error: snapshot.context.error };
    case 'signedIn':
      // The actor holds the profile the app's calls answered: a whole UserProfile.
      return {
        status: 'signedIn',
        user,
        profile: snapshot.context.profile as UserProfile,
        error: null,
        ...(operator && { operator: true }),
      };
  }
}

const sameSnapshot = (a: SessionSnapshot, b: SessionSnapshot) =>
  a.status === b.status &&
  a.user === b.user &&
  a.profile === b.profile &&
  a.error === b.error &&
  (a.operator ?? false) === (b.operator ?? false);

/** Options of {@link createRegistrationSession}. */
export interface RegistrationSessionOptions extends ProfileCalls {
  signOut: () => Promise<void>;
  /** A user already signed in with their profile (test doubles); default: none known yet. */
  initial?: { user: User; profile: UserProfile };
}

/**
 * A {@link SessionSource} run by the registration actor: `identify(user)` reports the identity
 * provider's user (or null), `setOperator` whether its token carries the `operator` claim (read
 * with the profile, and again at a token refresh); the snapshot follows the actor
 * (see {@link sessionSnapshotOf}),
 * `refreshProfile()` sends it REFRESH and resolves once it waits for no answer, and the
 * registration pages reach the actor itself as `registration`.
 */
export function createRegistrationSession({
  signOut,
  initial,
  ...calls
}: RegistrationSessionOptions): SessionSource & {
  identify(user: User | null): void;
  setOperator(operator: boolean): void;
} {
  let user: User | null = initial?.user ?? null;
  let operator = false;
  const actor = createRegistrationActor(
    calls,
    () => user,
    initial ? { uid: initial.user.uid, profile: initial.profile } : {},
  );
  const store = new SessionStore();
  const follow = () => {
    const next = sessionSnapshotOf(actor.getSnapshot(), user, operator);
    if (!sameSnapshot(next, store.getSnapshot())) store.set(next);
  };
  actor.subscribe(follow);
  actor.start();
  const settledActor = () =>
    new Promise<void>((resolve) => {
      if (!isRegistrationBusy(actor.getSnapshot())) return resolve();
      const subscription = actor.subscribe((snapshot) => {
        if (isRegistrationBusy(snapshot)) return;
        subscription.unsubscribe();
        resolve();
      });
    });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    settled: store.settled,
    settledFor: store.settledFor,
    identify(next) {
      // Another user (or none): their claim is read with their profile.
      if (next?.uid !== user?.uid) operator = false;
      user = next;
      actor.send(next ? { type: 'SIGNED_IN', uid: next.uid } : { type: 'SIGNED_OUT' });
    },
    setOperator(claim) {
      operator = user !== null && claim;
      follow();
    },
    async refreshProfile() {
      actor.send({ type: 'REFRESH' });
      await settledActor();
      return store.getSnapshot();
    },
    signOut,
    registration: actor,
  };
}
