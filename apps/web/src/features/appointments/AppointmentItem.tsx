import { AppointmentCard, Badge, Stack, StatusBadge } from '@shootbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale, wasBookedInstantly } from '@shootbook/machines';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import { counterpartProfile, viewerParty, type Viewer } from './appointment-actions';
import type { AppointmentDetail } from './queries';
import { displayName } from '../profiles/displayName';

/** Props of {@link AppointmentItem}. */
export interface AppointmentItemProps {
  detail: AppointmentDetail;
  viewer: Viewer;
  /** The buttons/links allowed now (see `appointmentActions`). */
  actions?: ReactNode;
  /** Extra line under the counterpart, e.g. why completion waits. */
  extra?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One appointment as an ui `AppointmentCard`: the counterpart (photographer for a customer,
 * customer for a photographer), package and sub-package titles, the time in the photographer's
 * zone (Asia/Bangkok; the detail carries no zone), the status badge, the price (satang) and the
 * payment's status badge when a payment exists, an "Instant booking" mark when it was accepted at
 * its creation (docs/decisions/0029-instant-booking.md), the location and the customer's note.
 */
export function AppointmentItem({
  detail,
  viewer,
  actions,
  extra,
  headingLevel = 'h2',
}: AppointmentItemProps) {
  const { t, i18n } = useTranslation('appointment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const asPhotographer = viewerParty(detail, viewer) === 'photographer';
  const counterpart = counterpartProfile(detail, viewer);
  const { appointment, payment } = detail;
  return (
    <AppointmentCard
      start={appointment.start}
      end={appointment.end}
      timeZone={FALLBACK_TIMEZONE}
      locale={locale}
      packageTitle={detail.package.title}
      subpackageTitle={detail.subpackage.title}
      counterpartName={displayName(counterpart, t)}
      counterpartLabel={t(asPhotographer ? 'counterpart.Customer' : 'counterpart.Photographer')}
      status={appointment.status}
      statusLabel={t(`status.${appointment.status}`)}
      priceSatang={payment?.amount ?? detail.subpackage.price}
      headingLevel={headingLevel}
      meta={
        <Stack direction="row" gap={2}>
          {wasBookedInstantly(appointment.statusHistory) ? (
            <Badge variant="outline">{t('bookedInstantly')}</Badge>
          ) : null}
          {payment ? (
            <Stack asChild direction="row" gap={1}>
              <span>
                <span>{t('paymentLabel')}</span>
                <StatusBadge status={payment.status} label={t(`paymentStatus.${payment.status}`)} />
              </span>
            </Stack>
          ) : null}
          {appointment.location ? (
            <span>{t('location', { location: appointment.location })}</span>
          ) : null}
          {appointment.note ? <span>{t('note', { note: appointment.note })}</span> : null}
          {extra}
        </Stack>
      }
      actions={actions}
    />
  );
}
