import type { User } from 'firebase/auth';
import type { UserProfile } from '../auth/profile';
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
    createdAt: '2026-11-21T00:00:00.000Z',
    email: 'somchai@example.com',
    phone: null,
    language: 'en',
    bankAccount: null,
    payoutsEnabled: false,
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  } as UserProfile;
}

/** A {@link SessionSource} whose snapshot the test sets; starts `loading` unless given one. */
export function testSession(initial?: SessionSnapshot): SessionSource & { store: SessionStore } {
  const store = new SessionStore();
  if (initial) store.set(initial);
  return {
    store,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    settled: store.settled,
    settledFor: store.settledFor,
    refreshProfile: async () => store.getSnapshot(),
    signOut: async () => store.set({ status: 'signedOut', user: null, profile: null, error: null }),
    getIdToken: async () => null,
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
