import {
  appointmentStatuses,
  deliveryStatuses,
  paymentEventTypes,
  paymentMachine,
  paymentRefusal,
  type PaymentEventSource,
  type PaymentEventType,
  type PaymentRuleContext,
} from '@shootbook/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppointmentCardScreen, shoot, shootIn } from './appointment-screen';
import { ContextChoice, MachineExplorer } from './MachineExplorer';
import { expectState, lastEvent, screenOf, sendEvent } from './play';

const sources = {
  api: 'A signed-in user’s call (api)',
  webhook: 'The provider’s signed webhook (webhook)',
  system: 'The API itself (system)',
} as const satisfies Record<PaymentEventSource, string>;

const input: PaymentRuleContext = { source: 'api', appointmentStatus: 'Accepted' };

const NOW = new Date().toISOString();

function PaymentExplorer() {
  return (
    <MachineExplorer
      machine={paymentMachine}
      input={input}
      refusal={(snapshot, type) =>
        paymentEventTypes.includes(type as PaymentEventType)
          ? paymentRefusal(snapshot.value, type as PaymentEventType, snapshot.context)
          : null
      }
      contextEditor={(context, setContext) => (
        <>
          <ContextChoice
            legend="Where the event comes from"
            value={context.source}
            options={Object.entries(sources).map(([value, label]) => ({
              value: value as PaymentEventSource,
              label,
            }))}
            onChange={(source) => setContext({ ...context, source })}
          />
          <ContextChoice
            legend="Appointment status"
            value={context.appointmentStatus}
            options={appointmentStatuses.map((status) => ({ value: status, label: status }))}
            onChange={(appointmentStatus) => setContext({ ...context, appointmentStatus })}
          />
          <ContextChoice
            legend="Delivery status (the payout waits for Accepted)"
            value={context.deliveryStatus ?? 'none'}
            options={[
              { value: 'none', label: 'No delivery' },
              ...deliveryStatuses.map((status) => ({ value: status, label: `Delivery ${status}` })),
            ]}
            onChange={(deliveryStatus) =>
              setContext({
                ...context,
                deliveryStatus: deliveryStatus === 'none' ? null : deliveryStatus,
              })
            }
          />
        </>
      )}
      screen={(snapshot) => (
        <AppointmentCardScreen
          detail={shootIn(snapshot.context.appointmentStatus, snapshot.value)}
          role="Customer"
          userId={shoot.appointment.customerId}
          now={NOW}
          note="The customer’s card: its payment badge and the Pay link the payment machine allows."
        />
      )}
    />
  );
}

const meta = {
  title: 'Machines/Payment',
  component: PaymentExplorer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/product.md §4.2: checkout opens (the card's Pay becomes Continue payment); only the
 * provider's webhook may mark it paid (`webhook_only` otherwise); the payout waits for the
 * completed shoot (`appointment_not_completed`), then the badge says the payout was released.
 */
export const PayThenPayout: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'Unpaid');
    await expect(await within(screen).findByRole('link', { name: 'Pay' })).toBeVisible();
    await expect(within(screen).getByText('Not paid yet')).toBeVisible();

    await sendEvent(canvas, userEvent, 'CHECKOUT_STARTED');
    await expectState(canvas, canvasElement, 'Wait');
    await expect(within(screen).getByRole('link', { name: 'Continue payment' })).toBeVisible();
    await expect(within(screen).getByText('Checkout open')).toBeVisible();

    await sendEvent(canvas, userEvent, 'SUCCEEDED');
    await expect(lastEvent(canvas)).toHaveTextContent('SUCCEEDED refused in Wait: webhook_only');
    await userEvent.click(
      canvas.getByRole('radio', { name: 'The provider’s signed webhook (webhook)' }),
    );
    await sendEvent(canvas, userEvent, 'SUCCEEDED');
    await expectState(canvas, canvasElement, 'Paid');
    await expect(within(screen).getByText('Paid')).toBeVisible();
    await expect(within(screen).queryByRole('link', { name: /Pay|Continue payment/ })).toBeNull();

    await sendEvent(canvas, userEvent, 'PAYOUT_RELEASED');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'PAYOUT_RELEASED refused in Paid: appointment_not_completed',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Completed' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery FinalsDelivered' }));
    await sendEvent(canvas, userEvent, 'PAYOUT_RELEASED');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'PAYOUT_RELEASED refused in Paid: delivery_not_accepted',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery Accepted' }));
    await sendEvent(canvas, userEvent, 'PAYOUT_RELEASED');
    await expectState(canvas, canvasElement, 'Completed');
    await expect(within(screen).getByText('Payout released')).toBeVisible();
  },
};

/** A checkout for an appointment canceled meanwhile is refused (`appointment_not_accepted`). */
export const NoCheckoutForACanceledBooking: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Canceled' }));
    await expect(within(screen).queryByRole('link', { name: 'Pay' })).toBeNull();
    await sendEvent(canvas, userEvent, 'CHECKOUT_STARTED');
    await expect(lastEvent(canvas)).toHaveTextContent(
      'CHECKOUT_STARTED refused in Unpaid: appointment_not_accepted',
    );
    await expectState(canvas, canvasElement, 'Unpaid');
  },
};
