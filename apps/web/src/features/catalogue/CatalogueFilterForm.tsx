import {
  Badge,
  Button,
  Field,
  Input,
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  Stack,
} from '@shootbook/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CatalogueSearchFields,
  filtersOfSearchDraft,
  searchDraftOf,
} from './CatalogueSearchFields';
import { DateSearchFields } from './DateSearchFields';
import type { CatalogueFilters } from './filters';
import type { DayPart } from '@shootbook/machines';

/** Props shared by {@link CatalogueFilterForm} and {@link CatalogueFilterBar}. */
export interface CatalogueFilterProps {
  /** The filters in force (the URL's). */
  value: CatalogueFilters;
  /** Called with the submitted filters (`{}` on "Clear"). */
  onChange: (filters: CatalogueFilters) => void;
  /** Whether the price range fields show (default yes). */
  showPrice?: boolean;
  /** Hint in the free-text box; defaults to the packages' "Title, description or name". */
  qPlaceholder?: string;
}

/**
 * How many filters are in force, as the phone's "Filters" button counts them: the text, the
 * category, the province, the price range (either bound) and the day (with or without its part)
 * count one each.
 */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [
    filters.q,
    filters.category,
    filters.province,
    filters.minThb ?? filters.maxThb,
    filters.date,
  ].filter((v) => v !== undefined && v !== '').length;
}

/**
 * The browse filters of `/photographers` and `/package/allpackage`, phone first. Below `sm`
 * (640 px) they take one row: a "Filters" button naming how many are in force, then `sort`; the
 * button opens a bottom {@link Sheet} holding the {@link CatalogueFilterForm}, whose "Show
 * results" applies the filters and closes it, focus going back to the button. From `sm` up the
 * form shows inline and `sort` is left to the caller (the results' header). The drafts restart from
 * `value` whenever it changes (a new URL).
 */
export function CatalogueFilterBar({
  sort,
  ...props
}: CatalogueFilterProps & {
  /** The sort select shown beside the button on a phone. */
  sort?: ReactNode;
}) {
  const { t } = useTranslation('package');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.value);
  const formKey = JSON.stringify(props.value);
  return (
    <>
      <div className="flex items-end gap-2 pb-4 sm:hidden">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="outline">
              <SlidersHorizontal aria-hidden="true" />
              {t('filters.open')}
              {count > 0 ? (
                <>
                  <Badge aria-hidden="true" className="rounded-full px-1.5">
                    {count}
                  </Badge>
                  <span className="sr-only">{t('filters.active', { count })}</span>
                </>
              ) : null}
            </Button>
          </SheetTrigger>
          <SheetContent
            side="bottom"
            closeLabel={t('filters.close')}
            aria-describedby={undefined}
            // The sheet itself takes focus (its name is read), not the text box: no keyboard
            // springing up over the form on a phone.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
            }}
          >
            <SheetHeader>
              <SheetTitle>{t('filters.open')}</SheetTitle>
            </SheetHeader>
            <div className="px-4">
              <CatalogueFilterForm
                key={formKey}
                {...props}
                submitLabel={t('filters.apply')}
                onChange={(next) => {
                  setOpen(false);
                  props.onChange(next);
                }}
              />
            </div>
          </SheetContent>
        </Sheet>
        {sort ? <div className="min-w-0 flex-1">{sort}</div> : null}
      </div>
      <div className="hidden sm:block">
        <CatalogueFilterForm key={formKey} {...props} />
      </div>
    </>
  );
}

/**
 * The browse filters (free text, category, province, price range in THB, date and part of the
 * day — docs/product.md §2 "Find by date"). Edits stay local until
 * the user submits ("Search"); `onChange` then receives the new filters, which the page writes to
 * the URL. "Clear" resets them all. Labels come from the `package` namespace (`filters.*`).
 * The province is searchable by typing its English or Thai name.
 */
export function CatalogueFilterForm({
  value,
  onChange,
  showPrice = true,
  qPlaceholder,
  submitLabel,
}: CatalogueFilterProps & {
  /** The submit button's text; defaults to "Search". */
  submitLabel?: string;
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
            noProvinceMatch: t('filters.noProvinceMatch'),
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
        <Button type="submit">{submitLabel ?? t('filters.search')}</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Stack>
    </form>
  );
}
