import * as React from 'react';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import {
  DayPicker,
  getDefaultClassNames,
  type Chevron,
  type DayButton,
  type Root as DayPickerRoot,
} from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';

import { cn } from '../cn.ts';
import { buttonVariants } from './button.tsx';

type CalendarProps = React.ComponentProps<typeof DayPicker>;

/**
 * A month calendar (react-day-picker 10, styled with ShootBook's tokens, shadcn/ui's shape).
 * Takes every `DayPicker` prop: `mode="single"` with `selected`/`onSelect`, `disabled` and
 * `modifiers` matchers, `month`/`onMonthChange`, `startMonth`/`endMonth`, `timeZone` (days are
 * that zone's midnights), `locale` (from `react-day-picker/locale`; default `enGB`, ShootBook's
 * English: weeks from Monday, "Friday, 27 November 2026"), `formatters`, `labels`.
 *
 * Days matched by a modifier named `available` carry a dot and stronger type, so a booking
 * calendar can mark the days with free times; disabled days are muted and cannot be chosen.
 * DayPicker provides the grid semantics: arrow keys move by day and week, PageUp/PageDown by
 * month, Home/End to the week's ends, and disabled days are skipped.
 *
 * @example
 * <Calendar mode="single" selected={day} onSelect={setDay} disabled={{ before: today }} modifiers={{ available: freeDays }} />
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  locale = enGB,
  components,
  ...props
}: CalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      locale={locale}
      className={cn('group/calendar w-fit p-3 [--cell-size:--spacing(10)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4 md:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn(
          'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
          defaults.nav,
        ),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        caption_label: cn('text-sm font-semibold select-none', defaults.caption_label),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 text-[0.8rem] font-normal text-muted-foreground select-none',
          defaults.weekday,
        ),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn(
          'group/day relative aspect-square h-full w-full p-0 text-center select-none',
          defaults.day,
        ),
        today: cn('rounded-md bg-muted', defaults.today),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground opacity-60', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Root: CalendarRoot,
        Chevron: CalendarChevron,
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

// Components DayPicker renders are declared once here: a component made during render would be a
// new type each time, and React would remount the grid (and lose the keyboard focus) on every change.
function CalendarRoot({ rootRef, ...props }: React.ComponentProps<typeof DayPickerRoot>) {
  return <div data-slot="calendar" ref={rootRef} {...props} />;
}

function CalendarChevron({
  className,
  orientation,
  size: _size,
  disabled: _disabled,
  ...props
}: React.ComponentProps<typeof Chevron>) {
  const Icon =
    orientation === 'left'
      ? ChevronLeftIcon
      : orientation === 'right'
        ? ChevronRightIcon
        : ChevronDownIcon;
  return <Icon aria-hidden className={cn('size-4', className)} {...props} />;
}

/**
 * One day of {@link Calendar}: a ghost button, filled when selected, ringed when focused by
 * keyboard, with a dot when the day has the `available` modifier.
 */
function CalendarDayButton({
  className,
  day,
  modifiers,
  ...props
}: React.ComponentProps<typeof DayButton>) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // DayPicker moves focus by telling the day it is focused (arrow keys).
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  return (
    <button
      ref={ref}
      type="button"
      data-slot="calendar-day"
      data-day={day.isoDate}
      data-selected={modifiers.selected || undefined}
      data-available={modifiers.available || undefined}
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'relative flex aspect-square size-auto w-full min-w-(--cell-size) flex-col gap-0.5 leading-none font-normal tabular-nums',
        'data-[available]:font-semibold data-[available]:text-foreground',
        "data-[available]:after:absolute data-[available]:after:bottom-1.5 data-[available]:after:size-1 data-[available]:after:rounded-full data-[available]:after:bg-primary data-[available]:after:content-['']",
        'data-[selected]:bg-primary data-[selected]:text-primary-foreground data-[selected]:hover:bg-primary/90 data-[selected]:after:bg-primary-foreground',
        'group-data-[focused=true]/day:relative group-data-[focused=true]/day:z-10 group-data-[focused=true]/day:ring-[3px] group-data-[focused=true]/day:ring-ring',
        // The cell already mutes a disabled day; the button's own dimming would make it unreadable.
        'disabled:opacity-100',
        className,
      )}
      {...props}
    />
  );
}

export { Calendar, CalendarDayButton, type CalendarProps };
