import type { ShootCategory } from '@shootbook/api-client';
import { ChoiceSelect, Combobox, Field } from '@shootbook/ui';
import type { Ref } from 'react';
import { shootCategories, useCategoryLabel } from './categories';
import { useProvinceOptions, useProvinceSearchOptions } from './provinces';

/** Props shared by {@link CategorySelectField} and {@link ProvinceSelectField}. */
export interface CatalogueSelectFieldProps {
  /** Visible label (the e2e test finds the selects by it, e.g. "Category"). */
  label: string;
  /** The chosen value: a category / province, or `noneOption.value`; `undefined` shows `placeholder`. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /**
   * A first option that stands for "no category / province" (Radix Select cannot hold `''`):
   * the filters' "Any category" (`any`), the forms' "No province" (`none`).
   */
  noneOption?: { value: string; label: string };
  /** Shown while nothing is chosen (a required category). */
  placeholder?: string;
  /** Validation message (already translated). */
  error?: string;
  required?: boolean;
  /** react-hook-form `Controller` wiring: focus on error and touched state. */
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  /** Form field name (a hidden input carries the value in a submitted form). */
  name?: string;
}

/**
 * A labelled `ChoiceSelect` of `options` (value + translated label) in a `Field`: label, error and
 * required state wired to the trigger. The category, province and bank selects are this with
 * their own options.
 */
export function ChoiceSelectField({
  label,
  value,
  onValueChange,
  noneOption,
  placeholder,
  error,
  required,
  triggerRef,
  onBlur,
  name,
  options,
}: CatalogueSelectFieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <ChoiceSelect
          {...control}
          ref={triggerRef}
          onBlur={onBlur}
          name={name}
          value={value}
          onValueChange={onValueChange}
          placeholder={placeholder}
          options={noneOption ? [noneOption, ...options] : options}
        />
      )}
    </Field>
  );
}

/**
 * A labelled select of the eleven shoot categories (docs/product.md §3 "Shoot category", wire values of
 * openapi.yaml `ShootCategory`, shown translated), used by the home search, the catalogue
 * filters and the package form.
 */
export function CategorySelectField(props: CatalogueSelectFieldProps) {
  const categoryLabel = useCategoryLabel();
  const options = shootCategories.map((c: ShootCategory) => ({
    value: c,
    label: categoryLabel(c),
  }));
  return <ChoiceSelectField {...props} options={options} />;
}

/**
 * A labelled select of Thailand's 77 provinces: values are their ISO 3166-2:TH codes (what the
 * API stores and filters on), labels their names in the UI language, sorted by that name. Used by
 * the home search, the catalogue filters, registration, the package form and the profile form.
 */
export function ProvinceSelectField(props: CatalogueSelectFieldProps) {
  return <ChoiceSelectField {...props} options={useProvinceOptions()} />;
}

/**
 * The province filter as a searchable {@link Combobox}: typing a part of a province's English or
 * Thai name (or its code) narrows the 77 provinces, on a phone's keyboard too. Same values as
 * {@link ProvinceSelectField}; `noMatches` is shown when nothing matches what was typed.
 */
export function ProvinceComboboxField({
  label,
  value,
  onValueChange,
  noneOption,
  noMatches,
}: Pick<CatalogueSelectFieldProps, 'label' | 'value' | 'onValueChange' | 'noneOption'> & {
  noMatches: string;
}) {
  const provinces = useProvinceSearchOptions();
  return (
    <Field label={label}>
      {(control) => (
        <Combobox
          {...control}
          listLabel={label}
          noMatches={noMatches}
          value={value}
          onValueChange={onValueChange}
          options={noneOption ? [noneOption, ...provinces] : provinces}
        />
      )}
    </Field>
  );
}
