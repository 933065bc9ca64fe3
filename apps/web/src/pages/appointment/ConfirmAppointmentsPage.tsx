import { Button, EmptyState } from '@shootbook/ui';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppointmentActionButtons } from '../../features/appointments/AppointmentActionButtons';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { AppointmentQueue } from '../../features/appointments/AppointmentQueue';
import { PayoutsNeededNotice } from '../../features/appointments/PayoutsNeededNotice';

/**
 * `/appointment/confirm` (docs/product.md §2, the "confirm" step of §4): the photographer's Pending
 * booking requests with 'Accept' and 'Reject' (reject asks for a reason). Changes are optimistic
 * and rolled back on error; requests handled during this visit stay listed under "Just handled"
 * with their new status, so the result is visible and announced. Until payouts are set up
 * (`registrationRequirement(profile, 'accept')`), Accept is not offered: a notice explains why and
 * starts payout onboarding, which returns here; Reject stays.
 */
export function Component() {
  const { t } = useTranslation('appointment');
  return (
    <AppointmentQueue
      status="Pending"
      title={t('confirm.title')}
      description={t('confirm.description')}
      handledTitle={t('confirm.handled')}
      notice={<PayoutsNeededNotice />}
      empty={
        <EmptyState
          icon={<Inbox />}
          title={t('confirm.emptyTitle')}
          description={t('confirm.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/appointment/list">{t('confirm.viewAll')}</Link>
            </Button>
          }
        />
      }
      renderItem={({ detail, viewer, actions, onRequest }) => (
        <AppointmentItem
          detail={detail}
          viewer={viewer}
          actions={
            <AppointmentActionButtons
              detail={detail}
              viewer={viewer}
              actions={actions}
              only={['ACCEPT', 'REJECT']}
              detailsLink
              onRequest={onRequest}
            />
          }
        />
      )}
    />
  );
}
