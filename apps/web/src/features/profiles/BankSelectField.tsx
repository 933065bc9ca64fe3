import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelectField } from '../catalogue/CatalogueSelectFields';
import { BANKS } from './bankAccount';

/**
 * The payout bank of a photographer's bank account: a labelled Select of SPEC.md's 12 Thai banks
 * (`BANKS`, wire values such as `KASIKORN_BANK`), shown by their `auth:banks.*` names. Used by
 * `/user/register/createPhotographer` and `/profile/edit`; wire it with a react-hook-form
 * `Controller` (`value`, `onValueChange`, `triggerRef`, `onBlur`, `name`).
 */
export function BankSelectField({
  label,
  placeholder,
  value,
  onValueChange,
  error,
  name,
  triggerRef,
  onBlur,
}: {
  /** Visible label ("Bank"). */
  label: string;
  /** Shown while no bank is chosen. */
  placeholder: string;
  /** A `BANKS` value, or `undefined`/`''` for none yet. */
  value: string | undefined;
  onValueChange: (bank: string) => void;
  /** Validation message (already translated). */
  error?: string;
  /** Form field name (a hidden native select carries the value in a submitted form). */
  name?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <ChoiceSelectField
      label={label}
      required
      error={error}
      name={name}
      triggerRef={triggerRef}
      onBlur={onBlur}
      value={value}
      onValueChange={onValueChange}
      placeholder={placeholder}
      options={BANKS.map((bank) => ({ value: bank, label: t(`banks.${bank}`) }))}
    />
  );
}
