import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';

import type { ChoiceSelectHandOver, ChoiceSelectProps } from './choice-select.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/**
 * The Radix select `ChoiceSelect` loads after the first paint (choice-select.tsx). It mounts in
 * place of the stand-in and carries on with what the user did to it (`intentSoFar`, read as it
 * mounts): takes the focus, and opens its list if the stand-in was pressed.
 *
 * Its options are rendered only once the list has opened or the trigger has had focus
 * (docs/decisions/0015, twenty-fourth session). Radix renders a closed select's items anyway, into
 * a detached fragment, so that the trigger can show the chosen one's text, its hidden native
 * `<select>` can list them and typing on the focused trigger can pick one; for a page with a
 * province select (77 options) and a category select that was the largest part of the commit
 * that showed the page's data. Here the trigger shows the chosen label itself (`SelectValue`'s
 * children), the value goes to a form through a hidden input as the stand-in's does (when `name`
 * is given), and the items are there as soon as the trigger is focused, before a key can be
 * typed, and stay.
 */
export function RadixChoiceSelect({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  size,
  listClassName,
  disabled,
  ref,
  intentSoFar,
  onFocus,
  ...trigger
}: ChoiceSelectProps & ChoiceSelectHandOver) {
  const own = React.useRef<HTMLButtonElement>(null);
  const refs = useComposedRefs(ref, own);
  const [open, setOpen] = React.useState(false);
  // Set once the trigger has had focus; the options stay from then on.
  const [used, setUsed] = React.useState(false);
  // Once, as this takes the stand-in's place (before the browser paints).
  React.useLayoutEffect(() => {
    const intent = intentSoFar();
    if (intent.open) setOpen(true);
    else if (intent.focus) own.current?.focus();
  }, [intentSoFar]);
  // As Radix's SelectValue would show it: nothing for a value no option has.
  const label = options.find((option) => option.value === value)?.label;
  return (
    <>
      <Select
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        open={open}
        onOpenChange={setOpen}
      >
        <SelectTrigger
          {...trigger}
          size={size}
          ref={refs}
          onFocus={(event) => {
            setUsed(true);
            onFocus?.(event);
          }}
        >
          <SelectValue placeholder={placeholder}>{label}</SelectValue>
        </SelectTrigger>
        {open || used ? (
          <SelectContent className={listClassName}>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        ) : null}
      </Select>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </>
  );
}
