import type { User } from 'firebase/auth';
import type { UserProfile } from '../auth/profile';
import { saveOwnProfile } from '../auth/profileApi';
import {
  createRegistrationActor,
  sessionSnapshotOf,
  type ProfileCalls,
} from '../auth/registrationSession';
import { SessionStore, type SessionSnapshot, type SessionSource } from '../auth/sessionStore';

/** A profile as `GET /user/profile` answers it, with overrides. */
export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'uid-1',
    name: 'Somchai',
    role: 'Customer',
    specialties: [],
    timezone: 'Asia/Bangkok',
    weeklyAvailability: {},
    ratingAverage: null,
    ratingCount: 0,
    createdAt: '2026-09-01T03:00:00.000Z',
    email: 'somchai@example.com',
    phone: null,
    language: 'en',
    bankAccount: null,
    payoutsEnabled: false,
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  } as UserProfile;
}

/**
 * A {@link SessionSource} whose snapshot the test sets; starts `loading` unless given one. Its
 * `registration` is the app's registration actor, started at the step of the given profile: the
 * registration pages' saves go to `saveProfile` (default `PATCH /user/profile`, answered by a
 * story's API fixtures), and the actor's moves show in the snapshot, as in the app.
 */
export function testSession(
  initial?: SessionSnapshot,
  { saveProfile = saveOwnProfile }: Partial<Pick<ProfileCalls, 'saveProfile'>> = {},
): SessionSource & { store: SessionStore } {
  const store = new SessionStore();
  if (initial) store.set(initial);
  const registration = createRegistrationActor(
    {
      loadProfile: async () => {
        const { profile } = store.getSnapshot();
        if (!profile) throw new Error('testSession: no profile to read');
        return profile;
      },
      saveProfile,
    },
    () => store.getSnapshot().user,
    initial?.user && initial.profile ? { uid: initial.user.uid, profile: initial.profile } : {},
  );
  registration.start();
  registration.subscribe((snapshot) =>
    store.set(
      sessionSnapshotOf(snapshot, store.getSnapshot().user, store.getSnapshot().operator === true),
    ),
  );
  return {
    store,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    settled: store.settled,
    settledFor: store.settledFor,
    refreshProfile: async () => store.getSnapshot(),
    signOut: async () => store.set({ status: 'signedOut', user: null, profile: null, error: null }),
    registration,
  };
}

export const signedOut: SessionSnapshot = {
  status: 'signedOut',
  user: null,
  profile: null,
  error: null,
};

/** Signed in as uid-1 with `profile(overrides)`. */
export function signedIn(overrides: Partial<UserProfile> = {}): SessionSnapshot {
  return {
    status: 'signedIn',
    user: { uid: 'uid-1' } as User,
    profile: profile(overrides),
    error: null,
  };
}

/** {@link signedIn} with the `operator` claim on the sign-in (docs/decisions/0033). */
export function signedInOperator(overrides: Partial<UserProfile> = {}): SessionSnapshot {
  return { ...signedIn(overrides), operator: true };
}
