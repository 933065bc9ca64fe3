import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';
import { CalendarDays } from 'lucide-react';
import type { Formatters, Labels } from 'react-day-picker';
import { enGB, th } from 'react-day-picker/locale';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { Button } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { controlClasses } from './input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

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

/**
 * A date field written in the UI's language, in place of `<input type="date">` (which follows
 * the browser's locale, so a Thai page showed "mm/dd/yyyy"): a button showing the chosen day
 * ("พฤ. 26 พ.ย. 2569", "Thu 26 Nov 2026") that opens the `Calendar` in a Radix popover (the
 * shadcn/ui date picker). The value is a plain calendar day, `yyyy-MM-dd`, with no time zone.
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
  onKeyDown,
  ...props
}: DatePickerProps) {
  const generatedId = React.useId();
  const triggerId = id ?? `date-picker-${generatedId}`;
  const trigger = React.useRef<HTMLButtonElement>(null);
  const refs = useComposedRefs(ref, trigger);
  const [open, setOpen] = React.useState(false);
  // The calendar dialog is named after the field's label ("Start date"), read when it opens.
  const [dialogName, setDialogName] = React.useState<string | undefined>(undefined);
  const openChange = (next: boolean) => {
    if (next) setDialogName(trigger.current?.labels?.[0]?.textContent || undefined);
    setOpen(next);
  };
  const selected = parseDay(value);
  const first = parseDay(min);
  const last = parseDay(max);
  const { short, formatters, labels } = React.useMemo(() => {
    const short = dateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const monthYear = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const long = dateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    // Month captions and day names from Intl, as the trigger writes them (Thai: Buddhist era).
    const formatters: Partial<Formatters> = { formatCaption: (date) => monthYear.format(date) };
    const labels: Partial<Labels> = {
      labelGrid: (date) => monthYear.format(date),
      labelDayButton: (date) => long.format(date),
    };
    return { short, formatters, labels };
  }, [locale]);

  const choose = (day: Date | undefined) => {
    onValueChange(day ? formatDay(day) : '');
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          id={triggerId}
          role="combobox"
          data-slot="date-picker"
          data-placeholder={selected ? undefined : ''}
          className={cn(
            controlClasses,
            'flex h-9 items-center justify-between gap-2 py-1 text-left whitespace-nowrap data-[placeholder]:text-muted-foreground',
            className,
          )}
          ref={refs}
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
      </PopoverTrigger>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <PopoverContent
        className="w-auto p-0"
        aria-label={dialogName}
        // Without a label, the trigger (its `aria-label`) names the dialog.
        aria-labelledby={dialogName ? undefined : triggerId}
        // The calendar focuses its chosen day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          mode="single"
          required
          autoFocus
          selected={selected}
          defaultMonth={selected ?? first}
          onSelect={(date) => choose(date)}
          locale={locale.startsWith('th') ? th : enGB}
          formatters={formatters}
          labels={labels}
          disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
          startMonth={first}
          endMonth={last}
        />
        {clearLabel && value ? (
          <div className="border-t p-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => choose(undefined)}>
              {clearLabel}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

export { DatePicker, type DatePickerProps };
