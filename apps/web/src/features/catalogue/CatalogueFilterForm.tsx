import { Button, Field, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@shootbook/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isShootCategory, shootCategories, useCategoryLabel } from './categories';
import type { CatalogueFilters } from './filters';
import { thaiProvinces } from './provinces';

/** Radix Select cannot hold an empty value: this stands for "no filter". */
const ANY = 'any';

/**
 * The browse filters (free text, category, province, price range in THB). Edits stay local until
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
  const categoryLabel = useCategoryLabel();
  const [q, setQ] = useState(value.q ?? '');
  const [category, setCategory] = useState<string>(value.category ?? ANY);
  const [province, setProvince] = useState<string>(value.province ?? ANY);
  const [minThb, setMinThb] = useState(value.minThb?.toString() ?? '');
  const [maxThb, setMaxThb] = useState(value.maxThb?.toString() ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: CatalogueFilters = {};
    if (q.trim()) next.q = q.trim();
    if (isShootCategory(category)) next.category = category;
    if (province !== ANY) next.province = province;
    if (minThb !== '' && Number(minThb) >= 0) next.minThb = Number(minThb);
    if (maxThb !== '' && Number(maxThb) >= 0) next.maxThb = Number(maxThb);
    onChange(next);
  };

  const clear = () => {
    setQ('');
    setCategory(ANY);
    setProvince(ANY);
    setMinThb('');
    setMaxThb('');
    onChange({});
  };

  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="grid gap-4 pb-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('filters.q')}>
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={qPlaceholder ?? t('filters.qPlaceholder')} />
        </Field>
        <Field label={t('filters.category')}>
          {(control) => (
            <Select value={category} onValueChange={setCategory}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('filters.anyCategory')}</SelectItem>
                {shootCategories.map((c) => (
                  <SelectItem key={c} value={c}>
                    {categoryLabel(c)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label={t('filters.province')}>
          {(control) => (
            <Select value={province} onValueChange={setProvince}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('filters.anyProvince')}</SelectItem>
                {thaiProvinces.map((p) => (
                  <SelectItem key={p} value={p}>
                    {p}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        {showPrice ? (
          <div className="grid grid-cols-2 gap-2">
            <Field label={t('filters.minThb')}>
              <Input type="number" inputMode="decimal" min={0} step="any" value={minThb} onChange={(e) => setMinThb(e.target.value)} />
            </Field>
            <Field label={t('filters.maxThb')}>
              <Input type="number" inputMode="decimal" min={0} step="any" value={maxThb} onChange={(e) => setMaxThb(e.target.value)} />
            </Field>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('filters.search')}</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
