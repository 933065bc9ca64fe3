import * as React from 'react';
import { CalendarX } from 'lucide-react';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { EmptyState } from './empty-state.tsx';
import { Skeleton } from './skeleton.tsx';

/** A bookable time: ISO-8601 UTC instants, `end` exclusive (end = start + durationMinutes). */
interface TimeSlot {
  start: string;
  end: string;
  /** Shown but not choosable (taken by someone else since the list loaded). */
  disabled?: boolean;
}

interface SlotPickerLabels {
  /** Name of the whole picker, e.g. "Available times". */
  group: string;
  /** Announced while `loading`, e.g. "Loading available times". */
  loading: string;
  /** Title shown when there are no slots, e.g. "No free times on this day". */
  empty: string;
  /** Optional hint under the empty title, e.g. "Try the next available day". */
  emptyDescription?: string;
}

interface SlotPickerProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Free slots, any order; grouped by calendar day in `timeZone`. */
  slots: TimeSlot[];
  /** IANA zone the times are shown in: the photographer's (docs/product.md §10.3, default `Asia/Bangkok`). */
  timeZone: string;
  /** BCP 47 locale for day and time formatting. */
  locale: string;
  /** `start` of the chosen slot, or null. */
  value: string | null;
  /** Called with the slot the user picks. */
  onChange: (slot: TimeSlot) => void;
  labels: SlotPickerLabels;
  loading?: boolean;
  /** Form name of the radios; generated when omitted. */
  name?: string;
}

/**
 * The shared formatter that writes an instant as its civil day in `timeZone`, `yyyy-MM-dd` (the
 * `en-CA` date format): the day key of {@link groupSlotsByDay} and of the slot calendar's days.
 * @throws RangeError for an unknown time zone.
 */
function zoneDayKeyFormat(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/**
 * Groups slots (ISO-8601 UTC `start`) by calendar day in `timeZone`, days and slots in time order:
 * `{ key: 'yyyy-MM-dd', heading: 'Monday 23 November' (in `locale`), slots }` per day.
 */
function groupSlotsByDay<T extends { start: string }>(
  slots: readonly T[],
  timeZone: string,
  locale: string,
): { key: string; heading: string; slots: T[] }[] {
  const dayKey = zoneDayKeyFormat(timeZone);
  const dayHeading = dateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const days = new Map<string, { key: string; heading: string; slots: T[] }>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    let day = days.get(key);
    if (!day) {
      day = { key, heading: dayHeading.format(start), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/**
 * Lets a customer choose one appointment time from the photographer's free slots.
 *
 * Days are headed with the weekday and date, each a `radiogroup` of time toggles
 * ("09:00 – 11:00") formatted with `Intl.DateTimeFormat` in `timeZone`, so a customer abroad
 * sees the photographer's local time. The toggles are native radios sharing one name: Tab
 * reaches the chosen (or first) time, the arrow keys move between times.
 *
 * States: `loading` (skeletons plus a polite announcement), empty (`labels.empty`), list.
 */
function SlotPicker({
  slots,
  timeZone,
  locale,
  value,
  onChange,
  labels,
  loading = false,
  name,
  className,
  ...props
}: SlotPickerProps) {
  const generated = React.useId();
  const groupName = name ?? `slot-${generated}`;
  const days = React.useMemo(
    () => groupSlotsByDay(slots, timeZone, locale),
    [slots, timeZone, locale],
  );
  const time = dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });

  if (loading) {
    return (
      <div
        data-slot="slot-picker"
        data-state="loading"
        aria-busy="true"
        className={cn('grid gap-4', className)}
        {...props}
      >
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
        {[0, 1].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="h-5 w-40" />
            <div className="flex flex-wrap gap-2">
              {[0, 1, 2, 3].map((cell) => (
                <Skeleton key={cell} className="h-9 w-28" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (days.length === 0) {
    return (
      <EmptyState
        data-slot="slot-picker"
        data-state="empty"
        icon={<CalendarX />}
        title={labels.empty}
        description={labels.emptyDescription}
        headingLevel="h3"
        className={className}
        {...props}
      />
    );
  }

  return (
    <div
      data-slot="slot-picker"
      data-state="ready"
      role="group"
      aria-label={labels.group}
      className={cn('grid gap-5', className)}
      {...props}
    >
      {days.map((day) => {
        const headingId = `${groupName}-${day.key}`;
        return (
          <section key={day.key} data-slot="slot-picker-day" className="grid gap-2">
            <h3 id={headingId} className="text-sm font-semibold">
              {day.heading}
            </h3>
            <div role="radiogroup" aria-labelledby={headingId} className="flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const checked = value === slot.start;
                return (
                  <label
                    key={slot.start}
                    data-slot="slot-picker-slot"
                    data-state={checked ? 'checked' : 'unchecked'}
                    className={cn(
                      'inline-flex h-9 cursor-pointer items-center rounded-md border border-input bg-card px-3 text-sm font-medium tabular-nums shadow-xs transition-colors hover:bg-accent',
                      'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
                      'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
                      'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted has-[:disabled]:text-muted-foreground has-[:disabled]:line-through',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={groupName}
                      value={slot.start}
                      checked={checked}
                      disabled={slot.disabled}
                      onChange={() => onChange(slot)}
                    />
                    {time.formatRange(new Date(slot.start), new Date(slot.end))}
                  </label>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

export {
  SlotPicker,
  groupSlotsByDay,
  zoneDayKeyFormat,
  type SlotPickerProps,
  type SlotPickerLabels,
  type TimeSlot,
};
