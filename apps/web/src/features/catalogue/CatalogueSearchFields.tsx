import { isProvinceCode } from '@shootbook/machines';
import { Field, Input } from '@shootbook/ui';
import { isShootCategory } from './categories';
import {
  CategorySelectField,
  ProvinceComboboxField,
  ProvinceSelectField,
} from './CatalogueSelectFields';
import type { CatalogueFilters } from './filters';

/** Radix Select cannot hold an empty value: this stands for "no category / province filter". */
export const ANY = 'any';

/** What the user has typed and chosen in the search fields, before submitting. */
export interface CatalogueSearchDraft {
  q: string;
  /** A shoot category or {@link ANY}. */
  category: string;
  /** A province code or {@link ANY}. */
  province: string;
}

/** The draft of the current URL filters (absent filters → empty text / {@link ANY}). */
export function searchDraftOf(filters: CatalogueFilters): CatalogueSearchDraft {
  return {
    q: filters.q ?? '',
    category: filters.category ?? ANY,
    province: filters.province ?? ANY,
  };
}

/** The filters a submitted draft means: trimmed text if any, a known category, a province code (not {@link ANY}). */
export function filtersOfSearchDraft(draft: CatalogueSearchDraft): CatalogueFilters {
  const filters: CatalogueFilters = {};
  if (draft.q.trim()) filters.q = draft.q.trim();
  if (isShootCategory(draft.category)) filters.category = draft.category;
  if (isProvinceCode(draft.province)) filters.province = draft.province;
  return filters;
}

/** Translated texts of the search fields (the home page and the browse pages word them differently). */
export interface CatalogueSearchLabels {
  q: string;
  qPlaceholder: string;
  category: string;
  anyCategory: string;
  province: string;
  anyProvince: string;
  /**
   * Said when typing in the province box matches no province. Given, the province is a
   * searchable combobox ({@link ProvinceComboboxField}); absent, a plain select.
   */
  noProvinceMatch?: string;
}

/**
 * The free-text, category and province fields shared by the home search and the browse filters
 * (`/photographers`, `/package/allpackage`). Renders the three fields side by side in the
 * caller's grid; the caller owns the form and its buttons. The province is searchable by typing
 * when `labels.noProvinceMatch` is given (the browse filters).
 */
export function CatalogueSearchFields({
  value,
  onChange,
  labels,
}: {
  value: CatalogueSearchDraft;
  onChange: (draft: CatalogueSearchDraft) => void;
  labels: CatalogueSearchLabels;
}) {
  return (
    <>
      <Field label={labels.q}>
        <Input
          type="search"
          value={value.q}
          onChange={(e) => onChange({ ...value, q: e.target.value })}
          placeholder={labels.qPlaceholder}
        />
      </Field>
      <CategorySelectField
        label={labels.category}
        value={value.category}
        onValueChange={(category) => onChange({ ...value, category })}
        noneOption={{ value: ANY, label: labels.anyCategory }}
      />
      {labels.noProvinceMatch === undefined ? (
        <ProvinceSelectField
          label={labels.province}
          value={value.province}
          onValueChange={(province) => onChange({ ...value, province })}
          noneOption={{ value: ANY, label: labels.anyProvince }}
        />
      ) : (
        <ProvinceComboboxField
          label={labels.province}
          value={value.province}
          onValueChange={(province) => onChange({ ...value, province })}
          noneOption={{ value: ANY, label: labels.anyProvince }}
          noMatches={labels.noProvinceMatch}
        />
      )}
    </>
  );
}
