import { Button, EmptyState, PageHeader, Section } from '@shootbook/ui';
import { Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatSearchDay, formattingLocale } from '@shootbook/machines';
import { useSession } from '../../auth/AuthProvider';
import { CatalogueFilterBar } from '../../features/catalogue/CatalogueFilterForm';
import { SearchAlternatives } from '../../features/catalogue/SearchAlternatives';
import {
  browseFromSearchParams,
  browseSearchParams,
  hasFilters,
  packageSorts,
} from '../../features/catalogue/filters';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { PagedResults, SortSelect } from '../../features/catalogue/PagedResults';
import { usePackagePages } from '../../features/catalogue/queries';

/**
 * `/package/allpackage` (docs/product.md §2 "All packages"): `GET /package` filtered by the URL's `q`,
 * `category`, `province`, `minThb`, `maxThb` in its order (`sort`: newest, price), 24 at a time —
 * "Show more" reads the next page by cursor until the list ends (docs/decisions/0017);
 * PackageCards link to `/package/{id}`.
 */
export function Component() {
  const { t, i18n } = useTranslation('package');
  const { profile } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, sort } = browseFromSearchParams(searchParams, packageSorts);
  const query = usePackagePages(filters, sort);

  // The same select sits beside the phone's "Filters" button and, from `sm` up, over the results.
  const sortSelect = (
    <SortSelect
      label={t('all.sort.label')}
      value={sort}
      sorts={packageSorts}
      labelOf={(s) => t(`all.sort.${s}`)}
      onChange={(next) => setSearchParams(browseSearchParams(filters, next, packageSorts))}
    />
  );

  return (
    <>
      <PageHeader
        title={t('all.title')}
        description={t('all.description')}
        actions={
          profile?.role === 'Photographer' ? (
            <Button asChild>
              <Link to="/package/create">{t('actions.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <CatalogueFilterBar
        value={filters}
        sort={sortSelect}
        onChange={(next) => setSearchParams(browseSearchParams(next, sort, packageSorts))}
      />
      <Section
        title={t('all.results')}
        headingId="package-results"
        hideTitle
        actions={<div className="hidden sm:block">{sortSelect}</div>}
      >
        <PagedResults
          card="package"
          query={query}
          itemsOf={(page) => page.packages}
          labels={{
            count: (count) => t('all.count', { count }),
            countCapped: (count) => t('all.countCapped', { count }),
            loading: t('all.loading'),
            loadingMore: t('all.loadingMore'),
            error: t('all.error'),
            errorMore: t('all.errorMore'),
            more: t('all.more'),
            end: (count) => t('all.end', { count }),
          }}
          empty={
            <EmptyState
              icon={<PackageIcon />}
              title={t('all.emptyTitle')}
              description={
                filters.date
                  ? t('dateSearch.emptyOnDay', {
                      day: formatSearchDay(filters.date, formattingLocale(i18n.language)),
                    })
                  : hasFilters(filters)
                    ? t('all.emptyFiltered')
                    : t('all.emptyNone')
              }
              action={
                hasFilters(filters) ? (
                  <SearchAlternatives
                    list="packages"
                    filters={filters}
                    searchOf={(next) => {
                      const search = browseSearchParams(next, sort, packageSorts).toString();
                      return search ? `?${search}` : '';
                    }}
                  />
                ) : (
                  <Button asChild variant="outline">
                    <Link to="/photographers">{t('all.browsePhotographers')}</Link>
                  </Button>
                )
              }
            />
          }
        >
          {(packages) => <PackageGrid packages={packages} date={filters.date} />}
        </PagedResults>
      </Section>
    </>
  );
}
