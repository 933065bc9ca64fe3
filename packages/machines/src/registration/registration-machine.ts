import { assertEvent, assign, setup } from 'xstate';
import {
  registrationStep,
  type RegistrationSession,
  type RegistrationStep,
} from './registration-step.ts';

/** A signed-in profile, as `GET /user/profile` returns it (only the fields the steps need). */
export type RegistrationProfile = NonNullable<RegistrationSession>;

/** Events of {@link registrationMachine}. */
export type RegistrationEvent =
  | { type: 'SIGNED_IN'; profile: RegistrationProfile }
  | { type: 'PROFILE_UPDATED'; profile: RegistrationProfile }
  | { type: 'SIGNED_OUT' };

/** Context of {@link registrationMachine}: the last known profile, `null` when signed out. */
export interface RegistrationContext {
  profile: RegistrationSession;
}

const step = (s: RegistrationStep) => ({ type: 'isStep', params: { step: s } }) as const;

// Whichever event brought a new profile, the profile alone decides the step.
const toStep = ['needsName', 'needsRole', 'needsBankAccount', 'complete'].map((s) => ({
  guard: step(s as RegistrationStep),
  target: `#registration.${s}`,
  actions: 'assignProfile' as const,
}));

// A second SIGNED_IN (another account) or a saved profile re-decides the step.
const signedInEvents = { SIGNED_IN: toStep, PROFILE_UPDATED: toStep };

/**
 * Registration progression of SPEC.md §4 as a machine: signedOut → needsName (createUser) →
 * needsRole (selectRole) → needsBankAccount (createPhotographer, Photographers only) → complete.
 * SIGNED_IN and PROFILE_UPDATED carry the profile and move to the step it implies (see
 * {@link registrationStep}); SIGNED_OUT returns to signedOut from anywhere. PROFILE_UPDATED
 * while signed out is ignored.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actions: {
    assignProfile: assign(({ event }) => {
      assertEvent(event, ['SIGNED_IN', 'PROFILE_UPDATED']);
      return { profile: event.profile };
    }),
    clearProfile: assign({ profile: null }),
  },
  guards: {
    isStep: ({ event }, params: { step: RegistrationStep }) =>
      (event.type === 'SIGNED_IN' || event.type === 'PROFILE_UPDATED') &&
      registrationStep(event.profile) === params.step,
  },
}).createMachine({
  id: 'registration',
  initial: 'signedOut',
  context: { profile: null },
  states: {
    signedOut: {
      on: { SIGNED_IN: toStep },
    },
    needsName: { on: signedInEvents },
    needsRole: { on: signedInEvents },
    needsBankAccount: { on: signedInEvents },
    complete: { on: signedInEvents },
  },
  on: {
    SIGNED_OUT: { target: '.signedOut', actions: 'clearProfile' },
  },
});
