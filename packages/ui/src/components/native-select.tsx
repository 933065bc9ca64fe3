import { ChevronDown } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { controlClasses } from './input.tsx';

/** Props of {@link NativeSelect}: a `<select>`'s, with `size` as the control's height. */
interface NativeSelectProps extends Omit<React.ComponentProps<'select'>, 'size'> {
  /** Height: `default` (36 px) or `sm` (32 px). */
  size?: 'default' | 'sm';
}

/**
 * The browser's own `<select>` with the input's look and a chevron (shadcn/ui's NativeSelect),
 * for a short list that needs no search, such as a sort order. Phones open their own picker,
 * and the keyboard and screen readers get the platform's select. Children are
 * {@link NativeSelectOption}s; put it in a `Field` (it takes the `id` and `aria-*` props a
 * `Field` hands its control). The font is 16 px on phones so that iOS does not zoom on focus.
 * For a long list (a province), use `ChoiceSelect`, whose typeahead also works on the closed
 * trigger.
 *
 * @example
 * <Field label="Sort by">
 *   {(control) => (
 *     <NativeSelect {...control} value={sort} onChange={(e) => setSort(e.target.value)}>
 *       <NativeSelectOption value="newest">Newest</NativeSelectOption>
 *     </NativeSelect>
 *   )}
 * </Field>
 */
function NativeSelect({ className, size = 'default', ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          controlClasses,
          'h-9 cursor-pointer appearance-none py-1 pr-9 data-[size=sm]:h-8',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        data-slot="native-select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}

/** One choice of a {@link NativeSelect}: an `<option>`. */
function NativeSelectOption(props: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />;
}

export { NativeSelect, NativeSelectOption, type NativeSelectProps };
