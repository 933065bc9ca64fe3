import { Button, Field, Input, Stack } from '@shootbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CatalogueSearchFields,
  filtersOfSearchDraft,
  searchDraftOf,
} from './CatalogueSearchFields';
import { DateSearchFields } from './DateSearchFields';
import type { CatalogueFilters } from './filters';
import type { DayPart } from '@shootbook/machines';

/**
 * The browse filters (free text, category, province, price range in THB, date and part of the
 * day — docs/product.md §2 "Find by date"). Edits stay local until
 * the user submits ("Search"); `onChange` then receives the new filters, which the page writes to
 * the URL. "Clear" resets them all. Labels come from the `package` namespace (`filters.*`).
 */
export function CatalogueFilterForm({
  value,
  onChange,
  showPrice = true,
  qPlaceholder,
}: {
  value: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  showPrice?: boolean;
  /** Hint in the free-text box; defaults to the packages' "Title, description or name". */
  qPlaceholder?: string;
}) {
  const { t } = useTranslation('package');
  const [draft, setDraft] = useState(() => searchDraftOf(value));
  const [minThb, setMinThb] = useState(value.minThb?.toString() ?? '');
  const [maxThb, setMaxThb] = useState(value.maxThb?.toString() ?? '');
  const [date, setDate] = useState(value.date ?? '');
  const [part, setPart] = useState<DayPart | ''>(value.part ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = filtersOfSearchDraft(draft);
    if (minThb !== '' && Number(minThb) >= 0) next.minThb = Number(minThb);
    if (maxThb !== '' && Number(maxThb) >= 0) next.maxThb = Number(maxThb);
    if (date) {
      next.date = date;
      if (part) next.part = part;
    }
    onChange(next);
  };

  const clear = () => {
    setDraft(searchDraftOf({}));
    setMinThb('');
    setMaxThb('');
    setDate('');
    setPart('');
    onChange({});
  };

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-4 pb-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <CatalogueSearchFields
          value={draft}
          onChange={setDraft}
          labels={{
            q: t('filters.q'),
            qPlaceholder: qPlaceholder ?? t('filters.qPlaceholder'),
            category: t('filters.category'),
            anyCategory: t('filters.anyCategory'),
            province: t('filters.province'),
            anyProvince: t('filters.anyProvince'),
          }}
        />
        {showPrice ? (
          <div className="grid grid-cols-2 gap-2">
            <Field label={t('filters.minThb')}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={minThb}
                onChange={(e) => setMinThb(e.target.value)}
              />
            </Field>
            <Field label={t('filters.maxThb')}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={maxThb}
                onChange={(e) => setMaxThb(e.target.value)}
              />
            </Field>
          </div>
        ) : null}
        <DateSearchFields
          date={date}
          part={part}
          onDateChange={(next) => {
            setDate(next);
            if (!next) setPart('');
          }}
          onPartChange={setPart}
        />
      </div>
      <Stack direction="row" gap={2}>
        <Button type="submit">{t('filters.search')}</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Stack>
    </form>
  );
}
