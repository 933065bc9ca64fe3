import * as React from 'react';

import { cn } from '../cn.ts';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select.tsx';

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Every `HH:mm` of a day `step` minutes apart from 00:00, and `extra` in its place when it is off the steps. */
function timesOfDay(step: number, extra: string): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const times: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += step)
    times.push(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
  if (TIME_RE.test(extra) && !times.includes(extra)) times.push(extra);
  return times.sort();
}

interface TimeFieldProps extends Omit<
  ChoiceSelectProps,
  'options' | 'value' | 'onValueChange' | 'listClassName'
> {
  /** The time as 24-hour `HH:mm` (what `<input type="time">` held), or `''` for none. */
  value: string;
  /** Called with the chosen `HH:mm`. */
  onValueChange: (value: string) => void;
  /** Minutes between the times offered, from 00:00; default 15. A `value` off the steps is offered too. */
  step?: number;
}

/**
 * A 24-hour time of day (`09:00`, `17:45`) chosen from a list of `step`-minute times, in place of
 * `<input type="time">`, which follows the browser's locale (a Thai page showed "09:00 AM").
 * Built on {@link ChoiceSelect}: the trigger is a labelled `combobox`; arrows and Home/End move
 * through the list, and typing "14" jumps to 14:00. The list's Radix code downloads after the
 * page has painted, as every `ChoiceSelect`'s does. Put it in a `Field` (it takes the `id` and
 * `aria-*` props a `Field` hands its control); with react-hook-form wire it through a
 * `Controller` (`value`, `onValueChange`, `onBlur`, `ref`). `name` submits the value with a form.
 *
 * @example
 * <Field label="Start time"><TimeField value={time} onValueChange={setTime} /></Field>
 */
function TimeField({ value, onValueChange, step = 15, className, ...props }: TimeFieldProps) {
  const options = React.useMemo(
    () => timesOfDay(step, value).map((time) => ({ value: time, label: time })),
    [step, value],
  );
  return (
    <ChoiceSelect
      data-slot="time-field"
      {...props}
      options={options}
      value={value}
      onValueChange={onValueChange}
      className={cn('tabular-nums', className)}
      listClassName="max-h-72 tabular-nums"
    />
  );
}

export { TimeField, type TimeFieldProps };
