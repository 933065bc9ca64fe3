import {
  TOKEN_REFRESH_LEAD_MS,
  refreshRetryDelayMs,
  sessionMachine,
  type SessionContext,
  type SessionToken,
} from '@shootbook/machines';
import {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Text,
} from '@shootbook/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MachineExplorer } from './MachineExplorer';
import { expectState, lastEvent, screenOf, sendEvent } from './play';

const RECEIVED = '2026-11-25T09:00:00.000Z';
/** A Firebase ID token lives an hour. */
const hourToken: SessionToken = { receivedAt: RECEIVED, expiresAt: '2026-11-25T10:00:00.000Z' };
const freshToken: SessionToken = {
  receivedAt: '2026-11-25T09:55:00.000Z',
  expiresAt: '2026-11-25T10:55:00.000Z',
};

const time = (iso: string) => iso.slice(11, 16);
const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * What the session machine decides, as facts: it drives no screen of its own (it keeps the ID
 * token fresh behind every page, docs/product.md §9), so its screen is when the next refresh or retry
 * comes.
 */
function SessionFacts({ context, state }: { context: SessionContext; state: string }) {
  const { token, attempt } = context;
  return (
    <>
      <Text variant="muted">
        The session machine runs behind every page and shows nothing itself; these are its facts
        (times UTC).
      </Text>
      <DescriptionList layout="horizontal">
        <DescriptionItem>
          <DescriptionTerm>Token expires</DescriptionTerm>
          <DescriptionDetails>{token ? time(token.expiresAt) : 'No token'}</DescriptionDetails>
        </DescriptionItem>
        <DescriptionItem>
          <DescriptionTerm>Refresh due</DescriptionTerm>
          <DescriptionDetails>
            {token
              ? time(new Date(Date.parse(token.expiresAt) - TOKEN_REFRESH_LEAD_MS).toISOString())
              : '—'}
          </DescriptionDetails>
        </DescriptionItem>
        <DescriptionItem>
          <DescriptionTerm>Failed refreshes</DescriptionTerm>
          <DescriptionDetails>{String(attempt)}</DescriptionDetails>
        </DescriptionItem>
        <DescriptionItem>
          <DescriptionTerm>Next retry after</DescriptionTerm>
          <DescriptionDetails>
            {state === 'retrying' ? seconds(refreshRetryDelayMs(attempt - 1)) : '—'}
          </DescriptionDetails>
        </DescriptionItem>
      </DescriptionList>
    </>
  );
}

function SessionExplorer() {
  return (
    <MachineExplorer
      machine={sessionMachine}
      choices={{
        SIGNED_IN: () => [{ payload: { token: hourToken } }],
        TOKEN_RECEIVED: () => [{ payload: { token: freshToken } }],
        'done: refreshToken': () => [{ payload: { output: freshToken } }],
        'error: refreshToken': () => [{ payload: { error: new Error('network down') } }],
      }}
      screen={(snapshot) => (
        <SessionFacts context={snapshot.context} state={String(snapshot.value)} />
      )}
    />
  );
}

const meta = {
  title: 'Machines/Session',
  component: SessionExplorer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/product.md §9: five minutes before the token expires the machine refreshes it; a failed refresh
 * waits 30 s and tries again, a success starts the countdown anew; signed out, nothing refreshes.
 */
export const RefreshAndRetry: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'signedOut');
    await sendEvent(canvas, userEvent, 'SIGNED_IN');
    await expectState(canvas, canvasElement, 'active');
    await expect(within(screen).getByText('09:55')).toBeVisible();

    await sendEvent(canvas, userEvent, 'after refreshLead');
    await expectState(canvas, canvasElement, 'refreshing');
    await sendEvent(canvas, userEvent, 'error: refreshToken');
    await expectState(canvas, canvasElement, 'retrying');
    await expect(within(screen).getByText('30 s')).toBeVisible();

    await sendEvent(canvas, userEvent, 'after retryBackoff');
    await sendEvent(canvas, userEvent, 'done: refreshToken');
    await expectState(canvas, canvasElement, 'active');
    await expect(within(screen).getByText('10:50')).toBeVisible();

    await sendEvent(canvas, userEvent, 'SIGNED_OUT');
    await expectState(canvas, canvasElement, 'signedOut');
    await sendEvent(canvas, userEvent, 'REFRESH_NOW');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'REFRESH_NOW refused in signedOut: its guard said no (isSignedIn)',
    );
    await expect(within(screen).getByText('No token')).toBeVisible();
  },
};
