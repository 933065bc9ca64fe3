import {
  ROLE_HOME,
  RegistrationState,
  registrationMachine,
  type RegistrationChanges,
  type RegistrationEvent,
  type RegistrationProfile,
} from '@shootbook/machines';
import { LoadingState, Text } from '@shootbook/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { CreatePhotographerPage } from '../../pages/user/CreatePhotographerPage';
import { CreateUserPage } from '../../pages/user/CreateUserPage';
import { LoginPage } from '../../pages/user/LoginPage';
import { SelectRolePage } from '../../pages/user/SelectRolePage';
import { SaveFailedAlert } from '../../pages/user/useRegistrationStep';
import { signedIn, signedOut } from '../../test/session';
import type { ApiCall } from '../api-fixtures';
import { anong, somchai } from '../fixtures';
import { forgetFirebaseUser } from '../identity-fixtures';
import { PageHarness } from '../page-harness';
import { MachineExplorer } from './MachineExplorer';
import { expectState, screenOf, sendEvent } from './play';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Step = 'needsName' | 'needsRole' | 'needsBankAccount';

const bankAccount = {
  bank: 'KASIKORN_BANK',
  accountNumber: '0123456789',
  accountName: 'Anong Srisuk',
};

/** Profiles `GET /user/profile` may answer, one per registration step (docs/product.md §4). */
const profiles: Record<string, RegistrationProfile> = {
  'new account': { name: '', role: 'Guest' },
  'named guest': { name: somchai.name, role: 'Guest' },
  customer: { name: somchai.name, role: 'Customer' },
  'photographer, no bank account': { name: anong.name, role: 'Photographer', bankAccount: null },
  'photographer with bank account': { name: anong.name, role: 'Photographer', bankAccount },
};

/** Each step's page, and the event its save sends with `PATCH /user/profile`'s body. */
const steps: Record<Step, { page: ComponentType; event: (body: object) => RegistrationEvent }> = {
  needsName: {
    page: CreateUserPage,
    event: (body) => ({ type: 'CREATE_USER', changes: body as { name: string } }),
  },
  needsRole: {
    page: SelectRolePage,
    event: (body) => ({ type: 'SELECT_ROLE', role: (body as { role: 'Customer' }).role }),
  },
  needsBankAccount: {
    page: CreatePhotographerPage,
    event: (body) => ({
      type: 'CREATE_PHOTOGRAPHER',
      changes: body as Extract<RegistrationChanges, { province: string }>,
    }),
  },
};

const stepOf = (snapshot: Snapshot): Step | null =>
  (Object.keys(steps) as Step[]).find((step) => snapshot.matches(step)) ?? null;

/**
 * The screen of a registration state: the step's page (its save, `PATCH /user/profile`, sends the
 * step's event and the saved profile to the machine here), with the page's "Not saved" alert in a
 * failed save; the sign-in page when signed out; what the frame shows while the profile loads or
 * could not be read; where the route guard sends a registered user.
 */
function RegistrationScreen({
  snapshot,
  send,
  sendLabelled,
}: {
  snapshot: Snapshot;
  send: (event: RegistrationEvent) => void;
  sendLabelled: (label: string, payload?: Record<string, unknown>) => void;
}) {
  const { profile, error } = snapshot.context;
  const step = stepOf(snapshot);
  if (snapshot.matches('signedOut')) {
    return (
      <PageHarness page={{ route: '/', layout: 'background', session: signedOut }}>
        <LoginPage />
      </PageHarness>
    );
  }
  if (snapshot.matches('complete') && profile) {
    const role = profile.role as keyof typeof ROLE_HOME;
    return <Text>{`Registered: the route guard sends a ${role} to ${ROLE_HOME[role]}.`}</Text>;
  }
  if (snapshot.matches('profileError')) {
    return <Text>The frame says it could not load the profile, with Try again (RETRY).</Text>;
  }
  if (!step || !profile) return <LoadingState label="Loading your profile…" />;
  const Page = steps[step].page;
  const session = signedIn({ id: somchai.id, ...profile } as Parameters<typeof signedIn>[0]);
  const api = {
    'PATCH /user/profile': (call: ApiCall) => {
      const saved = { ...session.profile, ...(call.body as object) };
      send(steps[step].event(call.body as object));
      sendLabelled('done: saveProfile', { output: saved });
      return saved;
    },
  };
  return (
    <PageHarness key={step} page={{ route: '/', layout: 'background', session, api }}>
      {snapshot.matches({ [step]: 'failed' } as never) ? (
        <SaveFailedAlert failure={{ error }} onRetry={() => send({ type: 'RETRY' })} />
      ) : null}
      <Page />
    </PageHarness>
  );
}

/** The body the designer's save buttons send, per step event. */
const saves = {
  CREATE_USER: () => [{ payload: { changes: { name: somchai.name } } }],
  SELECT_ROLE: () =>
    (['Customer', 'Photographer'] as const).map((role) => ({ label: role, payload: { role } })),
  CREATE_PHOTOGRAPHER: () => [
    { payload: { changes: { bankAccount, province: 'TH-50', specialties: ['WEDDING_BLISS'] } } },
  ],
};

/** `profile`: a session already known (the machine starts at its step); none: not signed in yet. */
function RegistrationExplorer({ profile }: { profile?: RegistrationProfile }) {
  return (
    <MachineExplorer
      machine={registrationMachine}
      input={profile ? { uid: somchai.id, profile } : {}}
      choices={{
        ...saves,
        SIGNED_IN: () => [{ payload: { uid: somchai.id } }],
        'done: loadProfile': () =>
          Object.entries(profiles).map(([label, output]) => ({ label, payload: { output } })),
        'error: loadProfile': () => [{ payload: { error: { status: 503 } } }],
        'done: saveProfile': (snapshot) => [
          { payload: { output: { ...snapshot.context.profile, ...snapshot.context.changes } } },
        ],
        'error: saveProfile': () => [
          { label: 'server error', payload: { error: { status: 500, code: 'internal' } } },
          { label: 'refused', payload: { error: { status: 409, code: 'invalid_transition' } } },
        ],
      }}
      screen={(snapshot, send, sendLabelled) => (
        <RegistrationScreen snapshot={snapshot} send={send} sendLabelled={sendLabelled} />
      )}
    />
  );
}

const meta = {
  title: 'Machines/Registration',
  component: RegistrationExplorer,
  parameters: { layout: 'padded' },
  beforeEach: forgetFirebaseUser,
} satisfies Meta<typeof RegistrationExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/product.md §4: signed out, the sign-in page; signed in, the profile is read, and a new account's
 * (no name yet) asks for a name.
 */
export const SignInNewAccount: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, RegistrationState.unknown);
    await sendEvent(canvas, userEvent, 'SIGNED_OUT');
    await expect(
      await within(screen).findByRole('heading', { level: 1, name: 'Sign in to ShootBook' }),
    ).toBeVisible();

    await sendEvent(canvas, userEvent, 'SIGNED_IN');
    await expectState(canvas, canvasElement, 'loadingProfile');
    await expect(
      within(screen).getByRole('status', { name: 'Loading your profile…' }),
    ).toBeVisible();
    await sendEvent(canvas, userEvent, 'done: loadProfile · new account');
    await expectState(canvas, canvasElement, 'needsName.editing');
    await expect(
      await within(screen).findByRole('heading', { level: 1, name: 'Tell us about you' }),
    ).toBeVisible();
  },
};

/**
 * The pages' own Continue and role buttons drive the machine, and the saved profile decides the
 * next step: a name, then a role (a photographer still owes the payout details).
 */
export const NameThenRole: Story = {
  args: { profile: profiles['new account'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'needsName.editing');
    await userEvent.type(
      await within(screen).findByRole('textbox', { name: /^Name/ }),
      somchai.name,
    );
    await userEvent.click(within(screen).getByRole('button', { name: 'Continue' }));

    await expectState(canvas, canvasElement, 'needsRole.editing');
    await userEvent.click(await within(screen).findByRole('button', { name: 'Photographer' }));
    await expectState(canvas, canvasElement, 'needsBankAccount.editing');
    await expect(
      await within(screen).findByRole('heading', {
        level: 1,
        name: 'Where do you shoot, and where should we pay you?',
      }),
    ).toBeVisible();
  },
};

/**
 * A photographer's payout details fail to save: the page says "Not saved" and its Try again sends
 * RETRY; saved, registration is complete and the route guard sends her to her home.
 */
export const PayoutDetailsRetried: Story = {
  args: { profile: profiles['photographer, no bank account'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'needsBankAccount.editing');
    await sendEvent(canvas, userEvent, 'CREATE_PHOTOGRAPHER');
    await sendEvent(canvas, userEvent, 'error: saveProfile · server error');
    await expectState(canvas, canvasElement, 'needsBankAccount.failed');
    await expect(await within(screen).findByText('Not saved')).toBeVisible();
    await userEvent.click(within(screen).getByRole('button', { name: 'Try again' }));
    await expectState(canvas, canvasElement, 'needsBankAccount.saving');
    await sendEvent(canvas, userEvent, 'done: saveProfile');
    await expectState(canvas, canvasElement, 'complete');
    await expect(
      within(screen).getByText(
        'Registered: the route guard sends a Photographer to /appointment/confirm.',
      ),
    ).toBeVisible();
  },
};
