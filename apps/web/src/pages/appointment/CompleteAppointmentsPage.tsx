import { Button, EmptyState, Text } from '@shootbook/ui';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import {
  AppointmentQueue,
  type QueuedAppointment,
} from '../../features/appointments/AppointmentQueue';

/**
 * `/appointment/complete` (docs/product.md §2, the "complete" step of §4): the photographer's Accepted
 * appointments. 'Mark as completed' is enabled only when the appointment machine allows COMPLETE
 * (shoot ended and payment Paid, docs/product.md); otherwise the disabled button says why. 'Cancel'
 * is offered while the machine allows it (before the start).
 */
export function Component() {
  const { t } = useTranslation('appointment');
  return (
    <AppointmentQueue
      status="Accepted"
      title={t('complete.title')}
      description={t('complete.description')}
      handledTitle={t('complete.handled')}
      empty={
        <EmptyState
          icon={<CalendarCheck />}
          title={t('complete.emptyTitle')}
          description={t('complete.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/appointment/confirm">{t('confirm.title')}</Link>
            </Button>
          }
        />
      }
      renderItem={(item) => <CompletableAppointment {...item} />}
    />
  );
}

/** One Accepted appointment with 'Mark as completed' (or the disabled button and why) and 'Cancel'. */
function CompletableAppointment({ detail, viewer, actions, onRequest }: QueuedAppointment) {
  const { t } = useTranslation('appointment');
  const reasonId = useId();
  const canComplete = actions.events.includes('COMPLETE');
  const why =
    actions.completeBlockedBy === 'payment_not_paid'
      ? t('complete.waitingForPayment')
      : actions.completeBlockedBy === 'shoot_not_ended'
        ? t('complete.notEnded')
        : null;
  return (
    <AppointmentItem
      detail={detail}
      viewer={viewer}
      extra={
        why ? (
          <Text variant="muted" asChild>
            <span id={reasonId}>{why}</span>
          </Text>
        ) : null
      }
      actions={
        <>
          {canComplete ? null : (
            <Button
              size="sm"
              disabled
              aria-label={t('actions.completeFor', { name: detail.customer.name })}
              aria-describedby={why ? reasonId : undefined}
            >
              {t('actions.COMPLETE')}
            </Button>
          )}
          <AppointmentActionButtons
            detail={detail}
            viewer={viewer}
            actions={actions}
            only={['COMPLETE', 'CANCEL']}
            detailsLink
            onRequest={onRequest}
          />
        </>
      }
    />
  );
}
