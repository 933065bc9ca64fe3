import {
  statusToEvent,
  type AppointmentEventType,
  type AppointmentStatus,
  type PaymentStatus,
} from '@shootbook/machines';
import { Text } from '@shootbook/ui';
import type { ReactNode } from 'react';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { appointmentActions, viewerOf } from '../../features/appointments/appointment-actions';
import type { AppointmentDetail } from '../../features/appointments/queries';
import type { ApiCall } from '../api-fixtures';
import { appointmentDetail, customerSession, paymentFor, photographerSession } from '../fixtures';
import { PageHarness } from '../page-harness';

/** Somchai's two-hour shoot with Anong, ten days ahead, accepted (if it is) a day ago. */
export const shoot = appointmentDetail({
  id: '6a1d3c5e-7b9f-4e2a-8c4d-0e1f2a3b4c5d',
  days: 10,
  hour: 10,
  status: 'Accepted',
});

/** {@link shoot} in `status` with a payment in `paymentStatus` (none when null), as the API lists it. */
export function shootIn(
  status: AppointmentStatus,
  paymentStatus: PaymentStatus | null,
): AppointmentDetail {
  const appointment = {
    ...shoot.appointment,
    status,
    acceptedAt: status === 'Pending' ? null : shoot.appointment.acceptedAt,
  };
  const payment = paymentStatus
    ? paymentFor(appointment, shoot.subpackage.price, { status: paymentStatus })
    : null;
  return { ...shoot, appointment, payment };
}

/** Props of {@link AppointmentCardScreen}. */
export interface AppointmentCardScreenProps {
  detail: AppointmentDetail;
  /** Who looks: Anong (the photographer's view) or Somchai (the customer's); `userId` may be someone else's. */
  role: 'Customer' | 'Photographer';
  userId: string;
  /** The viewer's time, ISO-8601 UTC: what the buttons are judged at. */
  now: string;
  /** Called with the machine event of a status change the card's buttons ask for. */
  onRequest?: (event: AppointmentEventType) => void;
  /** Said above the card. */
  note?: ReactNode;
}

/**
 * The card the appointment pages show (AppointmentItem: status and payment badges) with exactly
 * the buttons and links the viewer gets (AppointmentActionButtons from `appointmentActions`: the
 * machines decide), inside a page harness whose API echoes a status change.
 */
export function AppointmentCardScreen({
  detail,
  role,
  userId,
  now,
  onRequest,
  note,
}: AppointmentCardScreenProps) {
  const session = role === 'Photographer' ? photographerSession : customerSession;
  const viewer = { ...viewerOf(session.profile!), userId };
  const api = {
    'PATCH /appointment/status/{id}': (call: ApiCall) => ({
      ...detail.appointment,
      ...(call.body as object),
    }),
  };
  return (
    <PageHarness key={`${role}:${userId}`} page={{ route: '/', session, api }}>
      {note ? <Text variant="muted">{note}</Text> : null}
      <AppointmentItem
        detail={detail}
        viewer={viewer}
        actions={
          <AppointmentActionButtons
            detail={detail}
            viewer={viewer}
            actions={appointmentActions(detail, viewer, now)}
            links
            onRequest={(status) => onRequest?.(statusToEvent[status])}
          />
        }
      />
    </PageHarness>
  );
}
