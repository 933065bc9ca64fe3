import { useTranslation } from 'react-i18next';
import {
  ChoiceSelectField,
  type CatalogueSelectFieldProps,
} from '../catalogue/CatalogueSelectFields';
import { BANKS } from './bankAccount';

/**
 * The payout bank of a photographer's bank account: a labelled Select of docs/product.md's 12 Thai banks
 * (`BANKS`, wire values such as `KASIKORN_BANK`), shown by their `auth:banks.*` names, always
 * required. Used by `/user/register/createPhotographer` and `/profile/edit`; wire it with a
 * react-hook-form `Controller` (`value`, `onValueChange`, `triggerRef`, `onBlur`, `name`). The
 * props are {@link CatalogueSelectFieldProps}' (`value`: a `BANKS` value, or `undefined`/`''` for
 * none yet), with a placeholder always shown while no bank is chosen.
 */
export function BankSelectField(
  props: Omit<CatalogueSelectFieldProps, 'noneOption' | 'required' | 'placeholder'> & {
    /** Shown while no bank is chosen. */
    placeholder: string;
  },
) {
  const { t } = useTranslation('auth');
  return (
    <ChoiceSelectField
      {...props}
      required
      options={BANKS.map((bank) => ({ value: bank, label: t(`banks.${bank}`) }))}
    />
  );
}
