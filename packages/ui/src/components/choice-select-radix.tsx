import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';

import type { ChoiceSelectHandOver, ChoiceSelectProps } from './choice-select.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/**
 * The Radix select `ChoiceSelect` loads after the first paint (choice-select.tsx). It mounts in
 * place of the stand-in and carries on with what the user did to it (`intentSoFar`, read as it
 * mounts): takes the focus, and opens its list if the stand-in was pressed.
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
  ...trigger
}: ChoiceSelectProps & ChoiceSelectHandOver) {
  const own = React.useRef<HTMLButtonElement>(null);
  const refs = useComposedRefs(ref, own);
  const [open, setOpen] = React.useState(false);
  // Once, as this takes the stand-in's place (before the browser paints).
  React.useLayoutEffect(() => {
    const intent = intentSoFar();
    if (intent.open) setOpen(true);
    else if (intent.focus) own.current?.focus();
  }, [intentSoFar]);
  return (
    <Select
      name={name}
      value={value ?? ''}
      onValueChange={onValueChange}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectTrigger {...trigger} size={size} ref={refs}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={listClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
