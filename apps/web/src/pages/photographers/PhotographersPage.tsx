import { EmptyState, PageHeader, Section } from '@shootbook/ui';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatSearchDay, formattingLocale } from '@shootbook/machines';
import { CatalogueFilterBar } from '../../features/catalogue/CatalogueFilterForm';
import { SearchAlternatives } from '../../features/catalogue/SearchAlternatives';
import {
  browseFromSearchParams,
  browseSearchParams,
  hasFilters,
  photographerSorts,
} from '../../features/catalogue/filters';
import { PagedResults, SortSelect } from '../../features/catalogue/PagedResults';
import { PhotographerGrid } from '../../features/catalogue/PhotographerGrid';
import { usePhotographerPages } from '../../features/catalogue/queries';

/**
 * `/photographers` (docs/product.md §2 "Browse photographers"): `GET /user/photographers` with the
 * filters (`q`, `category`, `province`, `minThb`, `maxThb`, `date`, `part`) and order (`sort`: recommended,
 * rating, price) of the URL, 24 at a time — "Show more" reads the next page by cursor until the
 * list ends (docs/decisions/0017) — shown as PhotographerCards linking to `/profile/{id}`. By date,
 * each card says its free times that day, and "no result" offers the next days on which someone
 * is free (docs/product.md §2 "Find by date").
 */
export function Component() {
  const { t, i18n } = useTranslation(['photographers', 'package']);
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, sort } = browseFromSearchParams(searchParams, photographerSorts);
  const query = usePhotographerPages(filters, sort);

  // The same select sits beside the phone's "Filters" button and, from `sm` up, over the results.
  const sortSelect = (
    <SortSelect
      label={t('sort.label')}
      value={sort}
      sorts={photographerSorts}
      labelOf={(s) => t(`sort.${s}`)}
      onChange={(next) => setSearchParams(browseSearchParams(filters, next, photographerSorts))}
    />
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CatalogueFilterBar
        value={filters}
        sort={sortSelect}
        qPlaceholder={t('qPlaceholder')}
        onChange={(next) => setSearchParams(browseSearchParams(next, sort, photographerSorts))}
      />
      <Section
        title={t('results')}
        headingId="photographer-results"
        hideTitle
        actions={<div className="hidden sm:block">{sortSelect}</div>}
      >
        <PagedResults
          card="photographer"
          query={query}
          itemsOf={(page) => page.photographers}
          labels={{
            count: (count) => t('count', { count }),
            countCapped: (count) => t('countCapped', { count }),
            loading: t('loading'),
            loadingMore: t('loadingMore'),
            error: t('error'),
            errorMore: t('errorMore'),
            more: t('more'),
            end: (count) => t('end', { count }),
          }}
          empty={
            <EmptyState
              icon={<Camera />}
              title={t('empty.title')}
              description={
                filters.date
                  ? t('package:dateSearch.emptyOnDay', {
                      day: formatSearchDay(filters.date, formattingLocale(i18n.language)),
                    })
                  : hasFilters(filters)
                    ? t('empty.filtered')
                    : t('empty.none')
              }
              action={
                hasFilters(filters) ? (
                  <SearchAlternatives
                    list="photographers"
                    filters={filters}
                    searchOf={(next) => {
                      const search = browseSearchParams(next, sort, photographerSorts).toString();
                      return search ? `?${search}` : '';
                    }}
                  />
                ) : undefined
              }
            />
          }
        >
          {(photographers) => (
            <PhotographerGrid photographers={photographers} date={filters.date} />
          )}
        </PagedResults>
      </Section>
    </>
  );
}
