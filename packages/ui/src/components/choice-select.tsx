import { ChevronDown } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { lazyComponent } from './lazy-component.ts';
import { selectTriggerClassName } from './select-trigger-style.ts';

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
  /** Form field name (a hidden input carries the value in a submitted form). */
  name?: string;
  /** Trigger height: `default` (36 px) or `sm` (32 px). */
  size?: 'default' | 'sm';
  /** Classes of the open list (e.g. `max-h-72` for a long one); the trigger takes `className`. */
  listClassName?: string;
}

/** What the user did to the stand-in before Radix's code arrived, for the loaded select to carry on. */
export interface ChoiceSelectIntent {
  /** The stand-in had focus: the loaded trigger takes it. */
  focus: boolean;
  /** The stand-in was pressed (a mouse button, a tap, Enter, Space, an arrow key): the loaded select opens. */
  open: boolean;
}

/**
 * The loaded select's extra prop: what the user has done to the stand-in so far. A function read
 * when the select takes the stand-in's place (its commit), not when it renders: React may render
 * the arrived select and hold its commit back (up to 300 ms after the fallback showed), and a
 * press in between must still count.
 */
export interface ChoiceSelectHandOver {
  intentSoFar: () => ChoiceSelectIntent;
}

type Loaded = React.ComponentType<ChoiceSelectProps & ChoiceSelectHandOver>;

/**
 * Builds a {@link ChoiceSelect} whose Radix select comes from `load` (a dynamic import). Exported
 * for stories and tests, which hold the download back to show the hand-over; pages use
 * `ChoiceSelect`. The result's `preload()` starts the download (once) and resolves when it is in.
 */
export function createChoiceSelect(load: () => Promise<Loaded>) {
  const Lazy = lazyComponent(load);
  function DeferredChoiceSelect(props: ChoiceSelectProps) {
    // Written by the stand-in's event handlers, read by the select as it mounts; never rendered.
    const intent = React.useRef<ChoiceSelectIntent>({ focus: false, open: false });
    const onIntent = React.useCallback((change: Partial<ChoiceSelectIntent>) => {
      intent.current = { ...intent.current, ...change };
    }, []);
    const intentSoFar = React.useCallback(() => intent.current, []);
    // A select mounted once the code is in (an earlier one loaded it) needs no stand-in. Decided
    // once: switching a mounted select between the two paths would remount it.
    const [Ready] = React.useState(Lazy.loaded);
    if (Ready) return <Ready {...props} intentSoFar={intentSoFar} />;
    return (
      <React.Suspense fallback={<ChoiceSelectStandIn {...props} onIntent={onIntent} />}>
        <Lazy {...props} intentSoFar={intentSoFar} />
      </React.Suspense>
    );
  }
  return Object.assign(DeferredChoiceSelect, { preload: Lazy.preload });
}

/**
 * A select of `options` (a category, a province, a bank, a sort order) built on Radix Select —
 * keyboard and typeahead navigation, a list in a portal — whose Radix code (≈ 30 kB gzip with its
 * positioning and focus layers) downloads after the page has painted: until it arrives a stand-in
 * button shows the same trigger (one class list, {@link selectTriggerClassName}, so nothing moves
 * when it is swapped), and what the user did to it carries over — focus moves to the real trigger,
 * a press opens the list (docs/decisions/0015, seventh session's addendum). Selects mounted after
 * the code is in render the Radix select at once; `ChoiceSelect.preload()` fetches it ahead.
 *
 * @example
 * <Field label="Category">
 *   {(control) => (
 *     <ChoiceSelect {...control} options={categories} value={category} onValueChange={setCategory} />
 *   )}
 * </Field>
 */
export const ChoiceSelect = createChoiceSelect(
  async () => (await import('./choice-select-radix.tsx')).RadixChoiceSelect,
);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The closed trigger as Radix renders it (a `combobox` button with the chosen label or the
 * placeholder and a chevron), without its behaviour, marked `data-stand-in`; it reports focus and
 * presses through `onIntent`.
 */
function ChoiceSelectStandIn({
  options,
  value,
  onValueChange: _onValueChange,
  placeholder,
  name,
  size = 'default',
  className,
  listClassName: _listClassName,
  disabled,
  onFocus,
  onBlur,
  onPointerDown,
  onClick,
  onKeyDown,
  onIntent,
  ...trigger
}: ChoiceSelectProps & { onIntent: (change: Partial<ChoiceSelectIntent>) => void }) {
  // As Radix's SelectValue: the placeholder only when nothing is chosen; a value no option has
  // shows nothing.
  const empty = !value;
  const label = empty ? placeholder : options.find((option) => option.value === value)?.label;
  return (
    <>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        data-state="closed"
        data-placeholder={empty ? '' : undefined}
        data-slot="select-trigger"
        data-size={size}
        data-stand-in=""
        disabled={disabled}
        className={cn(selectTriggerClassName, className)}
        {...trigger}
        onFocus={(event) => {
          onIntent({ focus: true });
          onFocus?.(event);
        }}
        onBlur={(event) => {
          onIntent({ focus: false });
          onBlur?.(event);
        }}
        // As Radix's trigger: a mouse opens on press (the select may take over before the click),
        // touch and pen on the click.
        onPointerDown={(event) => {
          onPointerDown?.(event);
          if (event.pointerType === 'mouse' && event.button === 0)
            onIntent({ focus: true, open: true });
        }}
        onClick={(event) => {
          onClick?.(event);
          onIntent({ focus: true, open: true });
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          onIntent({ focus: true, open: true });
        }}
      >
        <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
          {label}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
      </button>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </>
  );
}
