import {
  appointmentEventTypes,
  appointmentMachine,
  appointmentRefusal,
  paymentStatuses,
  type AppointmentEventType,
  type AppointmentMachineContext,
  type PaymentStatus,
} from '@shootbook/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppointmentCardScreen, shoot, shootIn } from './appointment-screen';
import { ContextChoice, MachineExplorer } from './MachineExplorer';
import { expectState, lastEvent, screenOf, sendEvent } from './play';

const { start, end, acceptedAt, customerId, photographerId } = shoot.appointment;
const MINUTE = 60_000;
const at = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/** Moments of the shoot's life a designer can put "now" at. */
const moments = {
  beforePayBy: { label: 'An hour after acceptance (pay-by time ahead)', now: at(acceptedAt!, 60) },
  afterPayBy: { label: 'A day before the shoot (pay-by time passed)', now: at(start, -24 * 60) },
  during: { label: 'During the shoot', now: at(start, 30) },
  after: { label: 'An hour after the shoot', now: at(end, 60) },
} as const;
type Moment = keyof typeof moments;

const actors = {
  photographer: { label: 'Anong, its photographer', role: 'Photographer', userId: photographerId },
  customer: { label: 'Somchai, its customer', role: 'Customer', userId: customerId },
  otherPhotographer: {
    label: 'Another photographer',
    role: 'Photographer',
    userId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  },
  system: { label: 'The system (expiry scheduler)', role: 'System', userId: 'system' },
} as const satisfies Record<
  string,
  { label: string; role: AppointmentMachineContext['actor']['role']; userId: string }
>;
type ActorKey = keyof typeof actors;

const input: AppointmentMachineContext = {
  actor: { role: 'Photographer', userId: photographerId },
  appointment: { customerId, photographerId, start, end, acceptedAt },
  paymentStatus: null,
  now: moments.beforePayBy.now,
};

/** The choice of `record` whose entry `matches` (the context holds values, the radios keys). */
function keyOf<K extends string, V>(record: Record<K, V>, matches: (value: V) => boolean): K {
  return (Object.keys(record) as K[]).find((key) => matches(record[key]))!;
}

function AppointmentExplorer() {
  return (
    <MachineExplorer
      machine={appointmentMachine}
      input={input}
      refusal={(snapshot, type) =>
        appointmentEventTypes.includes(type as AppointmentEventType)
          ? appointmentRefusal(snapshot.value, type as AppointmentEventType, snapshot.context)
          : null
      }
      contextEditor={(context, setContext) => (
        <>
          <ContextChoice
            legend="Who asks"
            value={keyOf(
              actors,
              (a) => a.userId === context.actor.userId && a.role === context.actor.role,
            )}
            options={Object.entries(actors).map(([value, a]) => ({
              value: value as ActorKey,
              label: a.label,
            }))}
            onChange={(key) =>
              setContext({
                ...context,
                actor: { role: actors[key].role, userId: actors[key].userId },
              })
            }
          />
          <ContextChoice
            legend="Now"
            value={keyOf(moments, (m) => m.now === context.now)}
            options={Object.entries(moments).map(([value, m]) => ({
              value: value as Moment,
              label: m.label,
            }))}
            onChange={(key) => setContext({ ...context, now: moments[key].now })}
          />
          <ContextChoice
            legend="Payment status"
            value={context.paymentStatus ?? 'none'}
            options={[
              { value: 'none', label: 'No payment yet' },
              ...paymentStatuses.map((status) => ({ value: status, label: status })),
            ]}
            onChange={(status) =>
              setContext({
                ...context,
                paymentStatus: status === 'none' ? null : (status as PaymentStatus),
              })
            }
          />
        </>
      )}
      screen={(snapshot, send) => {
        const { actor, paymentStatus, now } = snapshot.context;
        return (
          <AppointmentCardScreen
            detail={shootIn(snapshot.value, paymentStatus ?? null)}
            role={actor.role === 'Photographer' ? 'Photographer' : 'Customer'}
            userId={actor.userId}
            now={now}
            onRequest={(type) => send({ type })}
            note={
              actor.role === 'System'
                ? 'The system acts without a screen; this is the customer’s view.'
                : null
            }
          />
        );
      }}
    />
  );
}

const meta = {
  title: 'Machines/Appointment',
  component: AppointmentExplorer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AppointmentExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/product.md §4.1: the photographer accepts a request (the card turns Accepted
 * with an unpaid payment); completing is refused until the shoot has ended and the customer has
 * paid — each refusal named by `appointmentRefusal` — and then the card is Completed.
 */
export const AcceptThenComplete: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'Pending');
    await expect(
      await within(screen).findByRole('button', { name: 'Accept booking from Somchai Jaidee' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Somchai, its customer' }));
    await sendEvent(canvas, userEvent, 'ACCEPT');
    await expect(lastEvent(canvas)).toHaveTextContent('ACCEPT refused in Pending: forbidden_actor');
    await expectState(canvas, canvasElement, 'Pending');

    await userEvent.click(canvas.getByRole('radio', { name: 'Anong, its photographer' }));
    await sendEvent(canvas, userEvent, 'ACCEPT');
    await expectState(canvas, canvasElement, 'Accepted');
    await userEvent.click(canvas.getByRole('radio', { name: 'Unpaid' }));
    await waitFor(() => expect(within(screen).getByText('Not paid yet')).toBeVisible());

    await sendEvent(canvas, userEvent, 'COMPLETE');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'COMPLETE refused in Accepted: shoot_not_ended',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'An hour after the shoot' }));
    await sendEvent(canvas, userEvent, 'COMPLETE');
    await expect(lastEvent(canvas)).toHaveTextContent('payment_not_paid');

    await userEvent.click(canvas.getByRole('radio', { name: 'Paid' }));
    await userEvent.click(
      await within(screen).findByRole('button', {
        name: 'Mark as completed: the shoot with Somchai Jaidee',
      }),
    );
    await expectState(canvas, canvasElement, 'Completed');
    await expect(within(screen).getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Completed is final: it takes no events.')).toBeVisible();
  },
};

/**
 * An Accepted booking nobody paid: the system may not expire it before its pay-by time; after it,
 * the `after unpaidExpiry` timer cancels it (the card turns Canceled).
 */
export const UnpaidExpiry: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await sendEvent(canvas, userEvent, 'ACCEPT');
    await expectState(canvas, canvasElement, 'Accepted');
    await userEvent.click(canvas.getByRole('radio', { name: 'The system (expiry scheduler)' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Unpaid' }));
    await sendEvent(canvas, userEvent, 'EXPIRE');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'EXPIRE refused in Accepted: not_expired_yet',
    );
    await userEvent.click(
      canvas.getByRole('radio', { name: 'A day before the shoot (pay-by time passed)' }),
    );
    await sendEvent(canvas, userEvent, 'after unpaidExpiry');
    await expectState(canvas, canvasElement, 'Canceled');
    await expect(within(screen).getByText('Canceled')).toBeVisible();
  },
};
