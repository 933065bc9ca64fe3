import {
  Badge,
  EmptyState,
  LoadingState,
  Section,
  Stack,
  Text,
  groupSlotsByDay,
  dateTimeFormat,
} from '@shootbook/ui';
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimeInterval } from '@shootbook/machines';

/**
 * Read-only free times grouped by day in `timeZone` (the photographer's): each day a heading (`h2`,
 * right under the page's title) and its start–end times as a list. For browsing availability
 * before booking (package and sub-package schedule pages); picking a time happens on the booking page.
 */
export function AvailabilityView({
  slots,
  timeZone,
  locale,
  loading,
}: {
  slots: readonly TimeInterval[];
  timeZone: string;
  locale: string;
  loading: boolean;
}) {
  const { t } = useTranslation('schedule');
  if (loading) {
    return <LoadingState variant="list" count={2} label={t('public.loading')} />;
  }
  if (slots.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX />}
        title={t('public.empty')}
        description={t('public.emptyDescription')}
      />
    );
  }
  const time = dateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <Stack gap={4}>
      {groupSlotsByDay(slots, timeZone, locale).map(({ key, ...day }) => (
        <Section
          key={key}
          level={2}
          headingId={`day-${key}`}
          title={
            <>
              {day.heading}{' '}
              <Text variant="muted" asChild>
                <span>({t('public.daySlots', { count: day.slots.length })})</span>
              </Text>
            </>
          }
        >
          <Stack asChild direction="row" gap={2}>
            <ul>
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <Badge variant="outline">
                    <time dateTime={slot.start}>
                      {time.formatRange(new Date(slot.start), new Date(slot.end))}
                    </time>
                  </Badge>
                </li>
              ))}
            </ul>
          </Stack>
        </Section>
      ))}
    </Stack>
  );
}
