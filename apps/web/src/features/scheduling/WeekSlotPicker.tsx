import { DEFAULT_BOOKING_HORIZON_DAYS, type TimeInterval } from '@shootbook/machines';
import { Button, SlotPicker, Stack, Text } from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../app/QueryStates';
import { formattingLocale } from './time';
import type { FreeSlotsState } from './useFreeSlots';

/** Slots are shown one week at a time. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Weeks a customer can page through: up to the booking horizon, after which `freeSlots` offers nothing. */
export const BOOKING_WEEKS = Math.ceil(DEFAULT_BOOKING_HORIZON_DAYS / 7);

/**
 * The photographer's free slots a week at a time ("Earlier week" / "Later week", the week's dates
 * announced politely), opening on the week of the chosen slot, else the first week with a free
 * one. `free` is {@link useFreeSlots} over `BOOKING_WEEKS * 7` days, owned by the caller so it can
 * refetch after a refusal; `value` is the chosen slot's `start` (ISO UTC) or null. Shows the
 * load error with a retry in place of the times. Texts are the `booking` namespace's `slots.*`.
 * Used to book (SPEC.md §2 appointment/create) and to move a Pending request (`PATCH /appointment/{id}`).
 */
export function WeekSlotPicker({
  free,
  value,
  onChange,
  name,
}: {
  free: FreeSlotsState;
  value: string | null;
  onChange: (slot: TimeInterval) => void;
  /** Form name of the radios; generated when omitted. */
  name?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const [weekChoice, setWeek] = useState<number | null>(null);
  const weekOf = (iso: string) => Math.min(Math.max(Math.floor((Date.parse(iso) - Date.parse(free.from)) / WEEK_MS), 0), BOOKING_WEEKS - 1);
  const opening = value ?? free.slots[0]?.start;
  const week = weekChoice ?? (opening ? weekOf(opening) : 0);
  const weekStart = Date.parse(free.from) + week * WEEK_MS;
  const weekSlots = free.slots.filter((slot) => {
    const start = Date.parse(slot.start);
    return start >= weekStart && start < weekStart + WEEK_MS;
  });
  const weekLabel = new Intl.DateTimeFormat(locale, { timeZone: free.timeZone, day: 'numeric', month: 'short' }).formatRange(
    new Date(weekStart),
    new Date(weekStart + WEEK_MS - 1),
  );

  if (free.error) return <QueryError title={t('slots.loadError')} error={free.error} onRetry={() => void free.refetch()} />;
  return (
    <>
      <Stack direction="row" justify="between" gap={2}>
        <Button type="button" variant="outline" size="sm" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('slots.earlier')}
        </Button>
        <Text aria-live="polite" variant="small" strong>
          {t('slots.week', { range: weekLabel })}
        </Text>
        <Button type="button" variant="outline" size="sm" disabled={week >= BOOKING_WEEKS - 1} onClick={() => setWeek(week + 1)}>
          {t('slots.later')}
        </Button>
      </Stack>
      <SlotPicker
        slots={weekSlots}
        timeZone={free.timeZone}
        locale={locale}
        value={value}
        onChange={onChange}
        loading={free.isPending}
        {...(name ? { name } : {})}
        labels={{
          group: t('slots.group'),
          loading: t('slots.loading'),
          empty: t('slots.empty'),
          emptyDescription: t('slots.emptyDescription'),
        }}
      />
    </>
  );
}
