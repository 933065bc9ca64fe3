import type { TimeInterval } from '@shootbook/machines';
import { SlotCalendar } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { formattingLocale } from '@shootbook/machines';
import { QueryError } from '../../app/QueryStates';
import type { FreeSlotsState } from './useFreeSlots';

/**
 * The photographer's free slots as ui `SlotCalendar`: a month calendar with the free days
 * marked, "Next available", and the chosen day's times, in the photographer's zone and the UI
 * language. `free` is {@link useFreeSlots}, owned by the caller so it can refetch after a
 * refusal; the calendar tells it which month it shows, and it fetches that month; `value` is the chosen slot's `start` (ISO UTC) or null; `openOn`
 * an instant whose day opens when nothing is chosen. Shows the load error with a retry in place
 * of the calendar. Texts are the `booking` namespace's `slots.*`.
 * Used to book (docs/product.md §2 appointment/create) and to move a Pending request (`PATCH /appointment/{id}`).
 */
export function FreeSlotCalendar({
  free,
  value,
  onChange,
  name,
  openOn,
}: {
  free: FreeSlotsState;
  value: string | null;
  onChange: (slot: TimeInterval) => void;
  /** Form name of the time radios; generated when omitted. */
  name?: string;
  openOn?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  if (free.error)
    return (
      <QueryError
        title={t('slots.loadError')}
        error={free.error}
        onRetry={() => void free.refetch()}
      />
    );
  return (
    <SlotCalendar
      slots={free.slots}
      timeZone={free.timeZone}
      locale={formattingLocale(i18n.resolvedLanguage)}
      value={value}
      onChange={onChange}
      loading={free.isPending}
      from={free.from}
      to={free.to}
      onMonthChange={free.showMonth}
      {...(name ? { name } : {})}
      {...(openOn ? { openOn } : {})}
      labels={{
        group: t('slots.group'),
        loading: t('slots.loading'),
        empty: t('slots.empty'),
        emptyDescription: t('slots.emptyDescription'),
        none: t('slots.none'),
        noneDescription: t('slots.noneDescription'),
        nextAvailable: (day) => t('slots.nextAvailable', { day }),
        freeTimes: (count) => t('slots.freeTimes', { count }),
        selected: t('slots.selected'),
      }}
    />
  );
}
