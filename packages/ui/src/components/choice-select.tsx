import * as React from 'react';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/** One choice of a {@link ChoiceSelect}: the value it reports and the text it shows. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * Props of {@link ChoiceSelect}. Everything not listed goes to the trigger button: the `Field`'s
 * control props (`id`, `aria-describedby`, `aria-invalid`, `aria-required`), `aria-label`,
 * `className`, `onBlur`, and `ref` (react-hook-form focuses it on an error).
 */
export interface ChoiceSelectProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'children' | 'onChange' | 'type' | 'role'
> {
  /** The choices, in the order shown. A value must not be `''` (Radix Select's "nothing"). */
  options: readonly ChoiceOption[];
  /** The chosen option's value; `undefined` or `''` shows `placeholder`. */
  value: string | undefined;
  /** Called with the value of the option chosen. */
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Form field name: inside a `<form>`, Radix's hidden native select carries the value. */
  name?: string;
  /** Trigger height: `default` (36 px) or `sm` (32 px). */
  size?: 'default' | 'sm';
  /** Classes of the open list (e.g. `max-h-72` for a long one); the trigger takes `className`. */
  listClassName?: string;
}

/**
 * A select of `options` (a category, a province, a bank, a sort order): {@link Select} (Radix
 * Select) with one item per option. The trigger is a `combobox` button named by its `Field`
 * label; the list opens on a tap, a click, Enter, Space or an arrow key, and typing picks the
 * first option starting with what was typed — on the closed trigger as in the open list — so a
 * province among the 77 is a few keystrokes away.
 *
 * Radix renders every item while the list is closed (to name the chosen one and for the typeahead),
 * which made a page with the 77 provinces render in one long task on a phone. The first render
 * holds the chosen option only; the whole list follows in a background render right after it
 * (`useDeferredValue` with that initial value), so it never lengthens the page's first paint
 * (docs/decisions/0015).
 *
 * @example
 * <Field label="Category">
 *   {(control) => (
 *     <ChoiceSelect {...control} options={categories} value={category} onValueChange={setCategory} />
 *   )}
 * </Field>
 */
export function ChoiceSelect({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  size,
  listClassName,
  disabled,
  ...trigger
}: ChoiceSelectProps) {
  const listed = React.useDeferredValue(
    options,
    options.filter((option) => option.value === value),
  );
  return (
    <Select value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name}>
      <SelectTrigger {...trigger} size={size}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={listClassName}>
        {listed.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
