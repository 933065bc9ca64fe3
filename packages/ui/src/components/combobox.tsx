import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Check, ChevronDown } from 'lucide-react';

import { cn } from '../cn.ts';
import { controlClasses } from './input.tsx';

/** One choice of a {@link Combobox}: the value it reports, the text it shows, other names it answers to. */
export interface ComboboxOption {
  value: string;
  label: string;
  /** Other texts typing may match (a province's name in the other language). */
  keywords?: readonly string[];
}

/**
 * Props of {@link Combobox}. Everything not listed goes to the text input: the `Field`'s control
 * props (`id`, `aria-describedby`, `aria-invalid`, `aria-required`), `aria-label`, `className`.
 */
export interface ComboboxProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'children'
> {
  /** The choices, in the order shown. */
  options: readonly ComboboxOption[];
  /** The chosen option's value; `undefined` or an unknown value shows an empty box. */
  value: string | undefined;
  /** Called with the value of the option chosen. */
  onValueChange: (value: string) => void;
  /** Shown in the list when nothing matches what was typed (e.g. "No province matches"). */
  noMatches: string;
  /** Accessible name of the list (usually the field's label). */
  listLabel: string;
}

/** Text compared case-, space- and dash-blind: "chiangmai" finds "Chiang Mai". */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\s\-–.']/g, '');
}

/** The options whose label or a keyword contains `query` (all of them for an empty query). */
export function filterComboboxOptions(
  options: readonly ComboboxOption[],
  query: string,
): readonly ComboboxOption[] {
  const wanted = comparable(query);
  if (!wanted) return options;
  return options.filter((option) =>
    [option.label, ...(option.keywords ?? [])].some((text) => comparable(text).includes(wanted)),
  );
}

/**
 * A select that filters its options by typing (the WAI-ARIA "combobox with listbox popup"
 * pattern): a text input with `role="combobox"` that shows the chosen option's label; a tap, a
 * click, typing or ↓ opens the list below it (Radix Popover) holding the options that contain what
 * was typed, in a label or a keyword. ↑/↓ move the highlighted option
 * (`aria-activedescendant`, focus stays in the input), Enter or a tap chooses it, Escape closes
 * the list and puts the chosen label back. For long lists (Thailand's 77 provinces) where a
 * {@link ChoiceSelect}'s first-letter typeahead is not enough, on a phone's keyboard too.
 *
 * @example
 * <Field label="Province">
 *   {(control) => (
 *     <Combobox {...control} listLabel="Province" noMatches="No province matches"
 *       options={provinces} value={province} onValueChange={setProvince} />
 *   )}
 * </Field>
 */
export function Combobox({
  options,
  value,
  onValueChange,
  noMatches,
  listLabel,
  className,
  disabled,
  onKeyDown,
  onFocus,
  ...input
}: ComboboxProps) {
  const listId = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [open, setOpen] = React.useState(false);
  /** What was typed since the list opened; `null` while the box shows the chosen label. */
  const [query, setQuery] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(0);

  const chosen = options.find((option) => option.value === value);
  const shown = React.useMemo(() => filterComboboxOptions(options, query ?? ''), [options, query]);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = activeOption ? optionId(shown.indexOf(activeOption)) : undefined;

  const openList = () => {
    if (open) return;
    setActive(Math.max(0, chosen ? options.indexOf(chosen) : 0));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    close();
  };

  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const keyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const last = shown.length - 1;
    const at = Math.min(active, last);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(at >= last ? 0 : at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive(at <= 0 ? last : at - 1);
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? openList() : close())}>
      <PopoverPrimitive.Anchor asChild>
        <div className="relative w-full">
          <input
            {...input}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            disabled={disabled}
            data-slot="combobox"
            className={cn(controlClasses, 'h-9 py-1 pr-8', className)}
            value={query ?? chosen?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={openList}
            onFocus={(event) => {
              onFocus?.(event);
              event.target.select();
            }}
            onKeyDown={keyDown}
          />
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
          />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          // Focus stays in the input: the list is only pointed at (aria-activedescendant).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === inputRef.current) event.preventDefault();
          }}
          // The popup is the listbox itself (not Radix's default `dialog`).
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="z-50 max-h-72 w-(--radix-popover-trigger-width) overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-hidden"
        >
          {shown.map((option, index) => (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option === activeOption}
              data-active={option === activeOption ? '' : undefined}
              // Keeps focus in the input (a blur would dismiss the list before the click).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onPointerMove={() => setActive(index)}
              className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none data-active:bg-accent data-active:text-accent-foreground"
            >
              {option.label}
              {option.value === value ? (
                <Check aria-hidden="true" className="absolute right-2 size-4" />
              ) : null}
            </div>
          ))}
          {shown.length === 0 ? (
            <div
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-2 py-1.5 text-sm text-muted-foreground"
            >
              {noMatches}
            </div>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
