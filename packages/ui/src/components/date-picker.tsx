import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';
import { CalendarDays } from 'lucide-react';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import type { DatePickerCalendarProps } from './date-picker-calendar.tsx';
import { controlClasses } from './input.tsx';
import { lazyComponent } from './lazy-component.ts';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM-dd` → that day's local midnight, or undefined when empty or malformed. */
function parseDay(value: string | undefined): Date | undefined {
  const match = DAY_RE.exec(value ?? '');
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 ? date : undefined;
}

/** A local date → `yyyy-MM-dd` (its calendar day, whatever the time). */
function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface DatePickerProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The chosen day as `yyyy-MM-dd` (what `<input type="date">` held), or `''` for none. */
  value: string;
  /** Called with the chosen day as `yyyy-MM-dd`, or `''` when cleared. */
  onValueChange: (value: string) => void;
  /**
   * BCP 47 locale the day, month and weekday names are written in: `th…` writes Thai (months,
   * weekdays, navigation, and Buddhist-era years as `Intl` does), anything else British English.
   */
  locale: string;
  /** Shown while no day is chosen, e.g. "Any day". */
  placeholder?: string;
  /** Text of a button under the calendar that empties the value; none when omitted (a required date). */
  clearLabel?: string;
  /** First and last days that can be chosen, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  /** Form name: a hidden input carries the value for a native form submission. */
  name?: string;
}

// react-day-picker, its locales and the Radix popover (~35 kB gzip) download on intent, not with
// every page that has a date field (the statement's dates, a busy time's days).
const DatePickerCalendar = lazyComponent<DatePickerCalendarProps>(
  async () => (await import('./date-picker-calendar.tsx')).DatePickerCalendar,
);

/**
 * A date field written in the UI's language, in place of `<input type="date">` (which follows
 * the browser's locale, so a Thai page showed "mm/dd/yyyy"): a button showing the chosen day
 * ("พฤ. 26 พ.ย. 2569", "Thu 26 Nov 2026") that opens the `Calendar` in a popover (the
 * shadcn/ui date picker). The value is a plain calendar day, `yyyy-MM-dd`, with no time zone.
 * The button renders at once; the calendar's code downloads when the pointer or focus reaches
 * it, or when it first opens, and the calendar shows once it is in.
 *
 * Keyboard: Enter, Space or ArrowDown on the button opens the calendar with the chosen day (else
 * today) focused; arrows move by day and week, PageUp/PageDown by month, Enter chooses and
 * closes, Escape closes; focus returns to the button. The button is a `combobox` whose name is
 * its label and whose value is the day shown; put it in a `Field` (it takes the `id` and
 * `aria-*` props a `Field` hands its control), and with react-hook-form wire it through a
 * `Controller` (`value`, `onValueChange`, `onBlur`, `ref`).
 *
 * @example
 * <Field label="Start date"><DatePicker value={day} onValueChange={setDay} locale="th-TH" /></Field>
 */
function DatePicker({
  value,
  onValueChange,
  locale,
  placeholder,
  clearLabel,
  min,
  max,
  name,
  className,
  id,
  ref,
  onClick,
  onKeyDown,
  onFocus,
  onPointerEnter,
  ...props
}: DatePickerProps) {
  const generatedId = React.useId();
  const triggerId = id ?? `date-picker-${generatedId}`;
  const contentId = `date-picker-calendar-${generatedId}`;
  const trigger = React.useRef<HTMLButtonElement>(null);
  const refs = useComposedRefs(ref, trigger);
  const [open, setOpen] = React.useState(false);
  // The calendar stays mounted once opened, so Radix can animate it out.
  const [opened, setOpened] = React.useState(false);
  // The calendar dialog is named after the field's label ("Start date"), read when it opens.
  const [dialogName, setDialogName] = React.useState<string | undefined>(undefined);
  const openChange = (next: boolean) => {
    if (next) {
      setDialogName(trigger.current?.labels?.[0]?.textContent || undefined);
      setOpened(true);
    }
    setOpen(next);
  };
  const preload = () => void DatePickerCalendar.preload();
  const selected = parseDay(value);
  const short = React.useMemo(
    () =>
      dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    [locale],
  );

  const choose = (day: Date | undefined) => {
    onValueChange(day ? formatDay(day) : '');
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        id={triggerId}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-slot="date-picker"
        data-placeholder={selected ? undefined : ''}
        className={cn(
          controlClasses,
          'flex h-9 items-center justify-between gap-2 py-1 text-left whitespace-nowrap data-[placeholder]:text-muted-foreground',
          className,
        )}
        ref={refs}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          preload();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          preload();
        }}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) openChange(!open);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openChange(true);
          }
        }}
        {...props}
      >
        <span data-slot="date-picker-value" className="truncate">
          {selected ? short.format(selected) : placeholder}
        </span>
        <CalendarDays aria-hidden className="size-4 shrink-0 opacity-60" />
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {opened ? (
        <React.Suspense fallback={null}>
          <DatePickerCalendar
            open={open}
            onOpenChange={openChange}
            trigger={trigger}
            triggerId={triggerId}
            contentId={contentId}
            dialogName={dialogName}
            selected={selected}
            first={parseDay(min)}
            last={parseDay(max)}
            locale={locale}
            clearLabel={clearLabel}
            clearable={Boolean(value)}
            onChoose={choose}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

export { DatePicker, type DatePickerProps };
