import { unwrap } from '@shootbook/api-client';
import { Button, Stack, Text } from '@shootbook/ui';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatSearchDay,
  formattingLocale,
  neighbouringProvinces,
  provinceName,
} from '@shootbook/machines';
import { api } from '../../app/api';
import { nextDays } from './DateSearchFields';
import { catalogueQuery, hasFilters, type CatalogueFilters } from './filters';

/** How many days after the searched one "no result" looks at. */
export const ALTERNATIVE_DAYS = 7;

type BrowseList = 'photographers' | 'packages';

/**
 * Whether anything matches `filters`: the browse list itself asked for one item (`limit=1`), so
 * the server's filters and slot rule answer, exactly as the search would.
 */
async function anyMatch(list: BrowseList, filters: CatalogueFilters): Promise<boolean> {
  const query = { ...catalogueQuery(filters, 1) };
  const page =
    list === 'photographers'
      ? (await unwrap(api.GET('/user/photographers', { params: { query } }))).photographers
      : (await unwrap(api.GET('/package', { params: { query } }))).packages;
  return page.length > 0;
}

/** One search to offer instead: its filters and the words of its link. */
interface Alternative {
  group: 'days' | 'provinces' | 'price';
  label: string;
  filters: CatalogueFilters;
}

/**
 * What a search with no result offers instead of only "Clear filters" (docs/product.md §2
 * "Find by date" and the browse filters): the same search on the next {@link ALTERNATIVE_DAYS}
 * days (with a `date`), in each neighbouring province (with a `province`; packages/machines
 * `neighbouringProvinces`) and without the price bounds (with `minThb`/`maxThb`) — each asked of
 * the list itself (`limit=1`) and shown only when it finds something — plus the whole day (with a
 * `part`) and clearing. Every offer is a link to that search's address, so it runs it, can be
 * opened in a new tab and comes back with Back.
 */
export function SearchAlternatives({
  list,
  filters,
  searchOf,
}: {
  list: BrowseList;
  /** The search that found nothing. */
  filters: CatalogueFilters;
  /** The address query (`?…`, or '' for none) of the page searching `filters`. */
  searchOf: (filters: CatalogueFilters) => string;
}) {
  const { t, i18n } = useTranslation('package');
  const locale = formattingLocale(i18n.language);
  const language = i18n.language.startsWith('th') ? 'th' : 'en';
  const candidates: Alternative[] = [
    ...(filters.date
      ? nextDays(filters.date, ALTERNATIVE_DAYS).map((date) => ({
          group: 'days' as const,
          label: formatSearchDay(date, locale),
          filters: { ...filters, date },
        }))
      : []),
    ...(filters.province
      ? neighbouringProvinces(filters.province).map((province) => ({
          group: 'provinces' as const,
          label: provinceName(province, language),
          filters: { ...filters, province },
        }))
      : []),
    ...(filters.minThb !== undefined || filters.maxThb !== undefined
      ? [
          {
            group: 'price' as const,
            label: t('alternatives.anyPrice'),
            filters: { ...filters, minThb: undefined, maxThb: undefined },
          },
        ]
      : []),
  ];
  const results = useQueries({
    queries: candidates.map((c) => ({
      queryKey: [list, 'anyMatch', c.filters] as const,
      queryFn: () => anyMatch(list, c.filters),
    })),
  });
  const pending = results.some((r) => r.isPending);
  const found = candidates.filter((_, i) => results[i]?.data === true);
  const groups = [
    { group: 'days', title: t('dateSearch.alternatives.title') },
    { group: 'provinces', title: t('alternatives.provinces') },
    { group: 'price', title: t('alternatives.price') },
  ] as const;
  const link = (to: CatalogueFilters, label: string, variant: 'outline' | 'ghost') => (
    <Button asChild variant={variant}>
      <Link to={{ search: searchOf(to) }}>{label}</Link>
    </Button>
  );
  return (
    <Stack gap={3} className="items-center">
      {candidates.length > 0 ? (
        <Text variant="muted" aria-live="polite">
          {pending
            ? t('alternatives.loading')
            : found.length > 0
              ? t('alternatives.title')
              : filters.date
                ? t('dateSearch.alternatives.none', { count: ALTERNATIVE_DAYS })
                : t('alternatives.none')}
        </Text>
      ) : null}
      {groups.map(({ group, title }) => {
        const offers = found.filter((c) => c.group === group);
        if (offers.length === 0) return null;
        return (
          <Stack key={group} gap={2} className="items-center">
            <Text variant="small">{title}</Text>
            <ul className="flex flex-wrap justify-center gap-2">
              {offers.map((c) => (
                <li key={c.label}>{link(c.filters, c.label, 'outline')}</li>
              ))}
            </ul>
          </Stack>
        );
      })}
      <div className="flex flex-wrap justify-center gap-2">
        {filters.part
          ? link({ ...filters, part: undefined }, t('dateSearch.alternatives.wholeDay'), 'ghost')
          : null}
        {hasFilters(filters) ? link({}, t('filters.clear'), 'ghost') : null}
      </div>
    </Stack>
  );
}
