import * as React from 'react';
import type { Formatters, Labels } from 'react-day-picker';
import { enGB, th } from 'react-day-picker/locale';

import { dateTimeFormat } from '../intl-format.ts';
import { Button } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { Popover, PopoverAnchor, PopoverContent } from './popover.tsx';

/** What {@link DatePickerCalendar} takes from its `DatePicker`, which renders the trigger. */
export interface DatePickerCalendarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button: the popover is placed against it and focus returns to it on close. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  /** The trigger's id: it names the dialog when `dialogName` is empty. */
  triggerId: string;
  /** The popover's id, which the trigger's `aria-controls` names. */
  contentId: string;
  /** The dialog's accessible name (the field's label); without one, the trigger names it. */
  dialogName: string | undefined;
  /** The chosen day (local midnight), the first and last days that can be chosen. */
  selected: Date | undefined;
  first: Date | undefined;
  last: Date | undefined;
  /** BCP 47 locale: `th…` writes Thai (Buddhist-era years as `Intl` does), else British English. */
  locale: string;
  /** Text of the button that empties the value; shown only with `clearable`. */
  clearLabel?: string;
  clearable: boolean;
  /** Called with the day chosen (a local midnight), or `undefined` when cleared. */
  onChoose: (day: Date | undefined) => void;
}

/**
 * The calendar of a `DatePicker` (react-day-picker in a Radix popover, ~35 kB gzip with their
 * positioning and locales), in a chunk of its own: downloaded when the pointer or focus reaches
 * the date field, or when it first opens — not with every page that has a date field
 * (docs/decisions/0015). The field's button is its anchor, rendered by `DatePicker`; this part
 * does what Radix's `PopoverTrigger` would for it: a press on the button is not a click outside
 * (the button's own click closes), and focus returns to the button on close unless the user
 * clicked elsewhere.
 */
export function DatePickerCalendar({
  open,
  onOpenChange,
  trigger,
  triggerId,
  contentId,
  dialogName,
  selected,
  first,
  last,
  locale,
  clearLabel,
  clearable,
  onChoose,
}: DatePickerCalendarProps) {
  // Radix's rule for a popover's trigger: after a click elsewhere, focus stays where it went.
  const interactedOutside = React.useRef(false);
  const { formatters, labels } = React.useMemo(() => {
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
    return { formatters, labels };
  }, [locale]);
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={trigger as React.RefObject<HTMLButtonElement>} />
      <PopoverContent
        id={contentId}
        className="w-auto p-0"
        aria-label={dialogName}
        aria-labelledby={dialogName ? undefined : triggerId}
        // The calendar focuses its chosen day (or today) itself.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          interactedOutside.current = false;
        }}
        onInteractOutside={(event) => {
          if (trigger.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) trigger.current?.focus();
        }}
      >
        <Calendar
          mode="single"
          required
          autoFocus
          selected={selected}
          defaultMonth={selected ?? first}
          onSelect={(date) => onChoose(date)}
          locale={locale.startsWith('th') ? th : enGB}
          formatters={formatters}
          labels={labels}
          disabled={disabled}
          startMonth={first}
          endMonth={last}
        />
        {clearLabel && clearable ? (
          <div className="border-t p-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(undefined)}>
              {clearLabel}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
