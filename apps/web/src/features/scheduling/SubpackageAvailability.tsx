import type { Schemas } from '@shootbook/api-client';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  LoadingState,
  PageHeader,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDuration, formattingLocale, formatTimeZone } from '@shootbook/machines';
import { usePackage } from '../catalogue/queries';
import { QueryError } from '../../app/QueryStates';
import { AvailabilityView } from './AvailabilityView';
import { slotsQuery } from './queries';
import { FALLBACK_TIMEZONE } from './time';
import { useBookingWindow } from './useFreeSlots';

/** Days of availability shown on the package and sub-package schedule pages. */
export const SCHEDULE_DAYS = 14;

type Subpackage = Schemas['Subpackage'];

/**
 * The package's photographer's free times for the next 14 days for one sub-package
 * (`GET /subpackage/{id}/slots`, as the API judges them), read-only, with a link to book it. `pickSubpackage` chooses which sub-package from the package
 * (the package page uses the cheapest, the sub-package page the one in its path).
 */
export function SubpackageAvailability({
  packageId,
  pickSubpackage,
}: {
  packageId: string;
  pickSubpackage: (subpackages: Subpackage[]) => Subpackage | undefined;
}) {
  const { t, i18n } = useTranslation('schedule');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const pkg = usePackage(packageId);
  const sub = pkg.data ? pickSubpackage(pkg.data.subpackages.filter((s) => s.active)) : undefined;
  const { from, to } = useBookingWindow(SCHEDULE_DAYS);
  const free = useQuery({ ...slotsQuery(sub?.id ?? '', from, to), enabled: Boolean(sub) });
  const timeZone = free.data?.timezone ?? FALLBACK_TIMEZONE;

  if (pkg.isPending) return <LoadingState variant="detail" label={t('common:loading')} />;
  if (pkg.isError || !pkg.data) {
    return (
      <QueryError
        title={t('public.loadError')}
        error={pkg.error}
        onRetry={() => void pkg.refetch()}
      />
    );
  }
  const back = (
    <Button asChild variant="outline">
      <Link to={`/package/${packageId}`}>{t('public.backToPackage')}</Link>
    </Button>
  );
  if (!sub) {
    return (
      <Stack gap={6}>
        <PageHeader title={`${t('public.title')}: ${pkg.data.title}`} actions={back} />
        <Alert variant="info">
          <AlertTitle>{t('public.noSubpackages')}</AlertTitle>
          <AlertDescription>{back}</AlertDescription>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <PageHeader
        title={`${t('public.title')}: ${pkg.data.title}`}
        description={t('public.packageDescription', {
          name: pkg.data.photographer?.name ?? '',
          duration: formatDuration(sub.durationMinutes, locale),
          subpackage: sub.title,
          timeZone: formatTimeZone(timeZone, locale),
        })}
        actions={
          <>
            {back}
            <Button asChild>
              <Link to={`/package/${packageId}/subpackage/appointment/create/${sub.id}`}>
                {t('public.bookSubpackage', { subpackage: sub.title })}
              </Link>
            </Button>
          </>
        }
      />
      {free.error ? (
        <QueryError
          title={t('public.loadError')}
          error={free.error}
          onRetry={() => void free.refetch()}
        />
      ) : (
        <AvailabilityView
          slots={free.data?.slots ?? []}
          timeZone={timeZone}
          locale={locale}
          loading={free.isPending}
        />
      )}
    </Stack>
  );
}
