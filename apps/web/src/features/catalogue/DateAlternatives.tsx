import { unwrap } from '@shootbook/api-client';
import { Button, Stack, Text } from '@shootbook/ui';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSearchDay, formattingLocale } from '@shootbook/machines';
import { api } from '../../app/api';
import { nextDays } from './DateSearchFields';
import { catalogueQuery, type CatalogueFilters } from './filters';

/** How many days after the searched one "no result" looks at. */
export const ALTERNATIVE_DAYS = 7;

/**
 * Whether anyone matches `filters` on `date`: the browse list itself asked for one item
 * (`limit=1`), so it is the server's slot rule that answers.
 */
async function anyoneFree(
  list: 'photographers' | 'packages',
  filters: CatalogueFilters,
  date: string,
): Promise<boolean> {
  const query = { ...catalogueQuery({ ...filters, date }, 1) };
  const page =
    list === 'photographers'
      ? (await unwrap(api.GET('/user/photographers', { params: { query } }))).photographers
      : (await unwrap(api.GET('/package', { params: { query } }))).packages;
  return page.length > 0;
}

/**
 * What a search by date with no result offers instead of only "clear" (docs/product.md §2 "Find
 * by date"): the next {@link ALTERNATIVE_DAYS} days on which the same filters find someone free
 * (each a button that searches that day), the whole day when a part was chosen, and clearing
 * the filters. Each day is asked of the list itself (`limit=1`).
 */
export function DateAlternatives({
  list,
  filters,
  onChange,
}: {
  list: 'photographers' | 'packages';
  /** The search that found nothing; has a `date`. */
  filters: CatalogueFilters & { date: string };
  /** Searches with these filters instead (the page writes them to the address). */
  onChange: (filters: CatalogueFilters) => void;
}) {
  const { t, i18n } = useTranslation('package');
  const locale = formattingLocale(i18n.language);
  const days = nextDays(filters.date, ALTERNATIVE_DAYS);
  const results = useQueries({
    queries: days.map((date) => ({
      queryKey: [list, 'anyoneFree', { ...filters, date }] as const,
      queryFn: () => anyoneFree(list, filters, date),
    })),
  });
  const pending = results.some((r) => r.isPending);
  const freeDays = days.filter((_, i) => results[i]?.data === true);
  return (
    <Stack gap={3} className="items-center">
      <Text variant="muted" aria-live="polite">
        {pending
          ? t('dateSearch.alternatives.loading')
          : freeDays.length > 0
            ? t('dateSearch.alternatives.title')
            : t('dateSearch.alternatives.none', { count: ALTERNATIVE_DAYS })}
      </Text>
      {freeDays.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-2">
          {freeDays.map((date) => (
            <li key={date}>
              <Button variant="outline" onClick={() => onChange({ ...filters, date })}>
                {formatSearchDay(date, locale)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {filters.part ? (
          <Button
            variant="ghost"
            onClick={() => {
              const { part: _part, ...wholeDay } = filters;
              onChange(wholeDay);
            }}
          >
            {t('dateSearch.alternatives.wholeDay')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      </div>
    </Stack>
  );
}
