import { assertEvent, assign, emit, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import {
  registrationStep,
  type RegistrationSession,
  type RegistrationStep,
} from './registration-step.ts';

/** A signed-in profile, as `GET /user/profile` returns it (only the fields the steps need). */
export type RegistrationProfile = NonNullable<RegistrationSession>;

/** What the createUser step saves (`PATCH /user/profile`): the name and, when given, a phone. */
export interface CreateUserChanges {
  name: string;
  phone?: string;
}

/** What the selectRole step saves: the role a Guest picks, once (docs/product.md §6). */
export interface SelectRoleChanges {
  role: 'Customer' | 'Photographer';
}

/**
 * What the createPhotographer step saves: the payout bank account (openapi.yaml
 * `BankAccountInput`), the province code the photographer works in and their specialties.
 */
export interface CreatePhotographerChanges {
  bankAccount: object;
  province: string;
  specialties: readonly string[];
}

/** One step's save: the body of `PATCH /user/profile` (the input of the `saveProfile` actor). */
export type RegistrationChanges = CreateUserChanges | SelectRoleChanges | CreatePhotographerChanges;

/** Input of the `loadProfile` actor: the signed-in account whose profile to read. */
export interface LoadProfileInput {
  uid: string;
}

/** Input of {@link registrationMachine}: a session already known (tests, stories); default none. */
export interface RegistrationInput {
  uid?: string;
  profile?: RegistrationProfile;
}

/** Events of {@link registrationMachine}. */
export type RegistrationEvent =
  /**
   * The identity provider reports a signed-in account (a sign-in, a sign-up — a new account is
   * signed in — or a sign-in restored on load). Another account loads its profile afresh; the
   * same account again re-reads it (as REFRESH).
   */
  | { type: 'SIGNED_IN'; uid: string }
  | { type: 'SIGNED_OUT' }
  /** Re-read the profile, e.g. after another page saved it; ignored while a read or save runs. */
  | { type: 'REFRESH' }
  /** After a failed read (`profileError`) or a failed save (`{ <step>: 'failed' }`): the same again. */
  | { type: 'RETRY' }
  /** The createUser page's Continue (step `needsName`). */
  | { type: 'CREATE_USER'; changes: CreateUserChanges }
  /** The selectRole page's choice (step `needsRole`). */
  | { type: 'SELECT_ROLE'; role: SelectRoleChanges['role'] }
  /** The createPhotographer page's Continue (step `needsBankAccount`). */
  | { type: 'CREATE_PHOTOGRAPHER'; changes: CreatePhotographerChanges };

/** Emitted when a step's save fails: `refused` when the API refused what was sent (4xx). */
export interface RegistrationSaveFailed {
  type: 'saveFailed';
  error: unknown;
  refused: boolean;
}

/**
 * Context of {@link registrationMachine}: the signed-in account (`uid`) and its last known
 * profile (`null` when signed out or not read yet), the last step's changes (what RETRY sends
 * again) and the last failure.
 */
export interface RegistrationContext {
  uid: string | null;
  profile: RegistrationProfile | null;
  changes: RegistrationChanges | null;
  error: unknown;
}

/**
 * State values of {@link registrationMachine}. Each registration step (`needsName`, `needsRole`,
 * `needsBankAccount`) has the sub-states `editing`, `saving`, `failed` (RETRY sends the same
 * again) and `refused` (the API refused it: change it and send again).
 */
export const RegistrationState = {
  /** The identity provider has not reported yet. */
  unknown: 'unknown',
  signedOut: 'signedOut',
  /** Signed in; `GET /user/profile` runs (it creates a new account's profile). */
  loadingProfile: 'loadingProfile',
  /** Signed in, but the profile could not be read: RETRY reads it again (`retrying`, still an error to the frame). */
  profileError: 'profileError',
  /** Signed in with a profile that is being read again; the last one still holds. */
  refreshing: 'refreshing',
  needsName: 'needsName',
  needsRole: 'needsRole',
  needsBankAccount: 'needsBankAccount',
  complete: 'complete',
} as const;

/**
 * Where a session stands as the app's frame sees it: `loading` (nothing known yet, or the
 * profile is being read for the first time), `signedOut`, `signedIn` (with a profile),
 * `profileError`.
 */
export type RegistrationStatus = 'loading' | 'signedOut' | 'signedIn' | 'profileError';

/** HTTP answers that say the request itself was refused, so sending it again cannot succeed. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && ![408, 429].includes(status)
  );
}

const toStep = (['needsName', 'needsRole', 'needsBankAccount', 'complete'] as const).map((s) => ({
  guard: { type: 'isStep', params: { step: s } } as const,
  target: `#registration.${s}`,
}));

/** A registration step whose page saves with `event` (see {@link RegistrationState}). */
function stepState(event: 'CREATE_USER' | 'SELECT_ROLE' | 'CREATE_PHOTOGRAPHER') {
  const save = { target: 'saving', actions: 'assignChanges' } as const;
  // A re-read may replace the profile unless the page waits for its save's answer.
  const refresh = '#registration.refreshing';
  return {
    initial: 'editing',
    states: {
      editing: { on: { [event]: save, REFRESH: refresh } },
      saving: {
        invoke: {
          src: 'saveProfile',
          input: ({ context }: { context: RegistrationContext }) =>
            context.changes as RegistrationChanges,
          onDone: { target: '#registration.routing', actions: 'assignProfile' },
          onError: [
            { guard: 'isRefusal', target: 'refused', actions: 'assignError' },
            { target: 'failed', actions: 'assignError' },
          ],
        },
      },
      failed: {
        entry: 'emitSaveFailed',
        on: { [event]: save, RETRY: 'saving', REFRESH: refresh },
      },
      refused: {
        entry: 'emitSaveFailed',
        on: { [event]: save, REFRESH: refresh },
      },
    },
  } as const;
}

/**
 * The registration flow of docs/product.md §4 as one actor: the identity provider's sign-in (or sign-up)
 * → `GET /user/profile` → the step the profile implies ({@link registrationStep}): needsName
 * (the createUser page sends CREATE_USER) → needsRole (SELECT_ROLE) → needsBankAccount
 * (CREATE_PHOTOGRAPHER, Photographers only) → complete. Each step's save invokes `saveProfile`
 * (`PATCH /user/profile`); its answer, the saved profile, decides the next step. A failed save
 * stays on its step, in `failed` (RETRY sends the same again) or, when the API refused it (4xx
 * but 408 and 429), in `refused`; both emit `saveFailed`. A failed read is `profileError`
 * (RETRY). SIGNED_OUT returns to `signedOut` from anywhere; answers for an account no longer
 * signed in are dropped (their actor is stopped).
 *
 * The app supplies the I/O: `registrationMachine.provide({ actors: { loadProfile:
 * fromPromise(async ({ input: { uid } }) => profile), saveProfile: fromPromise(async ({ input })
 * => savedProfile) } })`, rejecting with the API's error (its `status` tells a refusal).
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationSaveFailed,
  },
  actors: {
    loadProfile: fromPromise<RegistrationProfile, LoadProfileInput>(async () => {
      throw new Error('registrationMachine: provide the loadProfile actor');
    }),
    saveProfile: fromPromise<RegistrationProfile, RegistrationChanges>(async () => {
      throw new Error('registrationMachine: provide the saveProfile actor');
    }),
  },
  actions: {
    assignUser: assign(({ event }) => {
      assertEvent(event, 'SIGNED_IN');
      return { uid: event.uid, profile: null, changes: null, error: null };
    }),
    clearSession: assign({ uid: null, profile: null, changes: null, error: null }),
    assignChanges: assign(({ event }) => {
      assertEvent(event, ['CREATE_USER', 'SELECT_ROLE', 'CREATE_PHOTOGRAPHER']);
      return {
        changes: event.type === 'SELECT_ROLE' ? { role: event.role } : event.changes,
        error: null,
      };
    }),
    assignProfile: assign({
      profile: ({ event }) => (event as unknown as { output: RegistrationProfile }).output,
      error: null,
    }),
    assignError: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
    emitSaveFailed: emit(({ context }) => ({
      type: 'saveFailed' as const,
      error: context.error,
      refused: isRefusal(context.error),
    })),
  },
  guards: {
    isStep: ({ context }, params: { step: RegistrationStep }) =>
      registrationStep(context.profile) === params.step,
    isSameUser: ({ context, event }) => event.type === 'SIGNED_IN' && event.uid === context.uid,
    isKnown: ({ context }) => context.uid !== null && context.profile !== null,
    isRefusal: ({ event }) => isRefusal((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'registration',
  initial: 'unknown',
  context: ({ input }) => ({
    uid: input?.uid ?? null,
    profile: input?.profile ?? null,
    changes: null,
    error: null,
  }),
  states: {
    unknown: { always: { guard: 'isKnown', target: 'routing' } },
    signedOut: {},
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.uid as string }),
        onDone: { target: 'routing', actions: 'assignProfile' },
        onError: { target: 'profileError', actions: 'assignError' },
      },
    },
    profileError: {
      initial: 'idle',
      states: {
        idle: { on: { RETRY: 'retrying', REFRESH: 'retrying' } },
        // Still an error to the frame (its Try again shows busy), not a fresh load.
        retrying: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ uid: context.uid as string }),
            onDone: { target: '#registration.routing', actions: 'assignProfile' },
            onError: { target: 'idle', actions: 'assignError' },
          },
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.uid as string }),
        onDone: { target: 'routing', actions: 'assignProfile' },
        // As on the first read: without a profile the frame offers Try again.
        onError: {
          target: 'profileError',
          actions: ['assignError', assign({ profile: null })],
        },
      },
    },
    routing: { always: toStep },
    needsName: stepState('CREATE_USER'),
    needsRole: stepState('SELECT_ROLE'),
    needsBankAccount: stepState('CREATE_PHOTOGRAPHER'),
    complete: { on: { REFRESH: 'refreshing' } },
  },
  on: {
    SIGNED_IN: [
      { guard: 'isSameUser', actions: raise({ type: 'REFRESH' }) },
      { target: '.loadingProfile', reenter: true, actions: 'assignUser' },
    ],
    SIGNED_OUT: { target: '.signedOut', actions: 'clearSession' },
  },
});

/** The type of {@link registrationMachine}. */
export type RegistrationMachine = typeof registrationMachine;

/** A snapshot of {@link registrationMachine}. */
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;

/** The frame's view of `snapshot` (see {@link RegistrationStatus}). */
export function registrationStatus(snapshot: RegistrationSnapshot): RegistrationStatus {
  if (snapshot.matches('unknown') || snapshot.matches('loadingProfile')) return 'loading';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('profileError')) return 'profileError';
  return 'signedIn';
}

/**
 * Whether `snapshot` waits for an answer (a profile read or a step's save): a re-read asked for
 * now resolves once this is false.
 */
export function isRegistrationBusy(snapshot: RegistrationSnapshot): boolean {
  return (
    registrationStatus(snapshot) === 'loading' ||
    snapshot.matches('refreshing') ||
    snapshot.matches({ profileError: 'retrying' }) ||
    snapshot.matches({ needsName: 'saving' }) ||
    snapshot.matches({ needsRole: 'saving' }) ||
    snapshot.matches({ needsBankAccount: 'saving' })
  );
}
