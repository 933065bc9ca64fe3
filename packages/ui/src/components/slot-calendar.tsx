import * as React from 'react';
import { CalendarX, ChevronsRight } from 'lucide-react';
import { TZDate, type Formatters, type Labels } from 'react-day-picker';
import { enGB, th } from 'react-day-picker/locale';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { Button } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { EmptyState } from './empty-state.tsx';
import { Skeleton } from './skeleton.tsx';
import {
  SlotPicker,
  groupSlotsByDay,
  zoneDayKeyFormat,
  type SlotPickerLabels,
  type TimeSlot,
} from './slot-picker.tsx';

interface SlotCalendarLabels extends SlotPickerLabels {
  /** Title when the whole window has no free time, e.g. "No free times to book". */
  none: string;
  /** Optional hint under {@link none}. */
  noneDescription?: string;
  /** The jump to the next day with free times, given that day, e.g. `(day) => \`Next available: ${day}\``. */
  nextAvailable: (day: string) => string;
  /** Said after a day's date when it has free times, e.g. `(n) => \`${n} free times\``. */
  freeTimes: (count: number) => string;
  /** Said after the chosen day's date, e.g. "selected". */
  selected: string;
}

interface SlotCalendarProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Free slots, any order (ISO UTC); days are those of `timeZone`. */
  slots: TimeSlot[];
  /** IANA zone the days and times are shown in: the photographer's (docs/product.md §10.3). */
  timeZone: string;
  /** BCP 47 locale of dates and times; `th…` writes Thai with Buddhist-era years (as `Intl` does), anything else English. */
  locale: string;
  /** `start` of the chosen slot, or null. */
  value: string | null;
  /** Called with the slot the user picks. */
  onChange: (slot: TimeSlot) => void;
  labels: SlotCalendarLabels;
  loading?: boolean;
  /** Form name of the time radios; generated when omitted. */
  name?: string;
  /** The bookable window `[from, to)`, ISO UTC: months outside it cannot be opened. Default: the slots' own span. */
  from?: string;
  to?: string;
  /** An instant whose day opens when no time is chosen (moving a request opens on its current day); default: the first free day. */
  openOn?: string;
  /**
   * Called with the zone's first day of the month shown whenever that month changes (opening,
   * paging, "Next available"), so the caller can fetch that month's slots. Keep it stable.
   */
  onMonthChange?: (month: Date) => void;
}

/** The zone's midnight of a `yyyy-MM-dd` day, as DayPicker's days are with `timeZone`. */
function dayDate(key: string, timeZone: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, timeZone);
}

/**
 * The photographer's free slots as a month calendar and the chosen day's times (as Cal.com's
 * booker): days with free times carry a dot and the others are disabled, "Next available" jumps
 * to the next day with free times (across months), and the chosen day's times are the
 * {@link SlotPicker}'s radios ("09:00–11:00"). Days, months and times are those of `timeZone`,
 * written in `locale` (Thai months and Buddhist-era years in Thai). Opens on the chosen slot's
 * day, else `openOn`'s, else the first free day. Side by side when its container is wide
 * (≥ 36rem), stacked on a phone.
 *
 * States: `loading` (skeletons, announced), nothing free in the window (`labels.none`), a chosen
 * day without free times (`labels.empty`, with "Next available"), ready.
 */
function SlotCalendar({
  slots,
  timeZone,
  locale,
  value,
  onChange,
  labels,
  loading = false,
  name,
  from,
  to,
  openOn,
  onMonthChange,
  className,
  ...props
}: SlotCalendarProps) {
  const days = React.useMemo(
    () => groupSlotsByDay(slots, timeZone, locale),
    [slots, timeZone, locale],
  );
  const keyOf = React.useMemo(() => {
    const format = zoneDayKeyFormat(timeZone);
    return (date: Date | string) => format.format(typeof date === 'string' ? new Date(date) : date);
  }, [timeZone]);
  const [chosenDay, setChosenDay] = React.useState<string | null>(null);
  const [month, setMonth] = React.useState<Date | undefined>(undefined);

  const day = chosenDay ?? (value ? keyOf(value) : openOn ? keyOf(openOn) : (days[0]?.key ?? null));
  const daySlots = days.find((d) => d.key === day)?.slots ?? [];
  const next = days.find((d) => day === null || d.key > day);
  const free = React.useMemo(() => new Map(days.map((d) => [d.key, d.slots.length])), [days]);
  // The month shown, as `yyyy-MM` of the zone: told to the caller when it changes.
  const shownMonth = month ? keyOf(month).slice(0, 7) : day?.slice(0, 7);
  React.useEffect(() => {
    if (shownMonth) onMonthChange?.(dayDate(`${shownMonth}-01`, timeZone));
  }, [shownMonth, timeZone, onMonthChange]);

  const { formatters, dayLabels } = React.useMemo(() => {
    const monthYear = dateTimeFormat(locale, { timeZone, month: 'long', year: 'numeric' });
    const fullDate = dateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const formatters: Partial<Formatters> = { formatCaption: (date) => monthYear.format(date) };
    const dayLabels: Partial<Labels> = {
      labelGrid: (date) => monthYear.format(date),
      labelDayButton: (date, modifiers) => {
        const count = free.get(keyOf(date)) ?? 0;
        return [
          fullDate.format(date),
          count > 0 ? labels.freeTimes(count) : null,
          modifiers.selected ? labels.selected : null,
        ]
          .filter(Boolean)
          .join(', ');
      },
    };
    return { formatters, dayLabels };
  }, [locale, timeZone, free, keyOf, labels]);
  const shortDay = dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

  if (loading) {
    return (
      <div
        data-slot="slot-calendar"
        data-state="loading"
        className={cn('@container grid gap-6', className)}
        {...props}
      >
        <div className="grid gap-6 @xl:grid-cols-[auto_minmax(0,1fr)]">
          <Skeleton className="h-80 w-72" />
          <SlotPicker
            slots={[]}
            timeZone={timeZone}
            locale={locale}
            value={null}
            onChange={onChange}
            labels={labels}
            loading
          />
        </div>
      </div>
    );
  }
  if (days.length === 0 || day === null) {
    return (
      <EmptyState
        data-slot="slot-calendar"
        data-state="empty"
        icon={<CalendarX />}
        title={labels.none}
        description={labels.noneDescription}
        headingLevel="h3"
        className={className}
        {...props}
      />
    );
  }

  const first = from ?? days[0]!.slots[0]!.start;
  const last = to ?? days.at(-1)!.slots.at(-1)!.start;
  return (
    <div
      data-slot="slot-calendar"
      data-state="ready"
      className={cn('@container', className)}
      {...props}
    >
      <div className="grid items-start gap-6 @xl:grid-cols-[auto_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Calendar
            mode="single"
            required
            timeZone={timeZone}
            locale={locale.startsWith('th') ? th : enGB}
            formatters={formatters}
            labels={dayLabels}
            showOutsideDays={false}
            month={month ?? dayDate(day, timeZone)}
            onMonthChange={setMonth}
            startMonth={dayDate(keyOf(first), timeZone)}
            endMonth={dayDate(keyOf(last), timeZone)}
            selected={dayDate(day, timeZone)}
            onSelect={(date) => setChosenDay(keyOf(date))}
            disabled={(date) => !free.has(keyOf(date))}
            modifiers={{ available: (date) => free.has(keyOf(date)) }}
            // As wide as a phone (bigger days to tap); its own width beside the times.
            className="w-full rounded-lg border bg-card @xl:w-fit"
            classNames={{ root: 'w-full @xl:w-fit' }}
          />
          {next ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              data-slot="slot-calendar-next"
              onClick={() => {
                setChosenDay(next.key);
                setMonth(dayDate(next.key, timeZone));
              }}
            >
              <ChevronsRight />
              {labels.nextAvailable(shortDay.format(new Date(next.slots[0]!.start)))}
            </Button>
          ) : null}
        </div>
        <SlotPicker
          slots={daySlots}
          timeZone={timeZone}
          locale={locale}
          value={value}
          onChange={(slot) => {
            setChosenDay(keyOf(slot.start));
            onChange(slot);
          }}
          labels={labels}
          {...(name ? { name } : {})}
        />
      </div>
    </div>
  );
}

export { SlotCalendar, type SlotCalendarLabels, type SlotCalendarProps };
