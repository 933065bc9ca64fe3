import { isOpenAppointmentStatus, formattingLocale, formatTimeZone } from '@shootbook/machines';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Columns,
  EmptyState,
  LoadingState,
  PageHeader,
  Section,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import { viewerOf } from '../../features/appointments/appointment-actions';
import { appointmentDetailsQuery } from '../../features/appointments/queries';
import { QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';
import { BusyTimeList } from '../../features/scheduling/BusyTimeList';
import { busyTimesQuery } from '../../features/scheduling/queries';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';
import { useBookingWindow } from '../../features/scheduling/useFreeSlots';
import { WeeklyAvailabilityEditor } from '../../features/scheduling/WeeklyAvailabilityEditor';

/** Busy times are listed this far ahead (the API's default window, openapi.yaml). */
const BUSY_WINDOW_DAYS = 60;
/** Upcoming appointments shown here; the rest are on /appointment/list. */
const UPCOMING_LIMIT = 5;

/**
 * `/profile/schedule` (docs/product.md §2, the photographer's own schedule): the weekly availability
 * editor, upcoming busy times (`GET /busytime/photographer/{me}`, delete with undo for kind
 * Photographer), upcoming open appointments (`openAppointmentStatuses` of @shootbook/machines:
 * the ones that hold the photographer's time), and a link to add a busy time.
 */
export function Component() {
  const { t, i18n } = useTranslation('schedule');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { profile, refreshProfile } = useSession();
  const me = profile?.id ?? '';
  const timeZone = profile?.timezone || FALLBACK_TIMEZONE;
  const { from, to } = useBookingWindow(BUSY_WINDOW_DAYS);
  const busy = useQuery({ ...busyTimesQuery(me, from, to), enabled: Boolean(me) });
  const details = useQuery(appointmentDetailsQuery());
  const now = useNow();
  const upcoming = (details.data ?? [])
    .filter(
      (d) =>
        isOpenAppointmentStatus(d.appointment.status) &&
        Date.parse(d.appointment.end) > Date.parse(now),
    )
    .sort((a, b) => Date.parse(a.appointment.start) - Date.parse(b.appointment.start))
    .slice(0, UPCOMING_LIMIT);

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('page.title')}
        description={t('page.description', { timeZone: formatTimeZone(timeZone, locale) })}
        actions={
          <Button asChild>
            <Link to="/profile/createBusyTime">{t('page.addBusyTime')}</Link>
          </Button>
        }
      />
      <Columns layout="halves">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('availability.heading')}</h2>
            </CardTitle>
            <CardDescription>{t('availability.hint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {profile ? (
              <WeeklyAvailabilityEditor
                value={profile.weeklyAvailability}
                onSaved={refreshProfile}
              />
            ) : (
              <LoadingState variant="list" count={7} label={t('common:loading')} />
            )}
          </CardContent>
        </Card>
        <Stack gap={6}>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('busy.heading')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {busy.isPending ? (
                <LoadingState variant="list" count={2} label={t('common:loading')} />
              ) : busy.isError ? (
                <QueryError
                  title={t('page.loadError')}
                  error={busy.error}
                  onRetry={() => void busy.refetch()}
                />
              ) : (
                <BusyTimeList busyTimes={busy.data} timeZone={timeZone} locale={locale} />
              )}
            </CardContent>
          </Card>
          <Section
            title={t('appointments.heading')}
            headingId="schedule-upcoming"
            actions={
              <Button asChild variant="link">
                <Link to="/appointment/list">{t('appointments.viewAll')}</Link>
              </Button>
            }
          >
            {details.isPending || !profile ? (
              <LoadingState variant="list" count={2} label={t('common:loading')} />
            ) : details.isError ? (
              <QueryError
                title={t('page.loadError')}
                error={details.error}
                onRetry={() => void details.refetch()}
              />
            ) : upcoming.length === 0 ? (
              <EmptyState
                icon={<CalendarDays />}
                headingLevel="h3"
                title={t('appointments.empty')}
              />
            ) : (
              upcoming.map((detail) => (
                <AppointmentItem
                  key={detail.appointment.id}
                  detail={detail}
                  viewer={viewerOf(profile)}
                  headingLevel="h3"
                />
              ))
            )}
          </Section>
        </Stack>
      </Columns>
    </Stack>
  );
}
