import { Button, EmptyState, PageHeader, Section, Text } from '@shootbook/ui';
import { Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { CatalogueFilterForm } from '../../features/catalogue/CatalogueFilterForm';
import {
  filtersFromSearchParams,
  hasFilters,
  searchParamsFromFilters,
} from '../../features/catalogue/filters';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { usePackages } from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';

/**
 * `/package/allpackage` (SPEC.md §2 "All packages"): `GET /package?limit=1000` filtered by the
 * URL's `q`, `category`, `province`, `minThb`, `maxThb`; PackageCards link to `/package/{id}`.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { profile } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const query = usePackages(filters);
  const packages = query.data?.packages ?? [];

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
      <CatalogueFilterForm
        key={searchParams.toString()}
        value={filters}
        onChange={(next) => setSearchParams(searchParamsFromFilters(next))}
      />
      <Section title={t('all.results')} headingId="package-results" hideTitle>
        <Text variant="muted" aria-live="polite">
          {query.data ? t('all.count', { count: query.data.total }) : null}
        </Text>
        {query.isPending ? (
          <CardGridSkeleton label={t('all.loading')} />
        ) : query.isError ? (
          <QueryError
            error={query.error}
            title={t('all.error')}
            onRetry={() => void query.refetch()}
          />
        ) : packages.length === 0 ? (
          <EmptyState
            icon={<PackageIcon />}
            title={t('all.emptyTitle')}
            description={hasFilters(filters) ? t('all.emptyFiltered') : t('all.emptyNone')}
            action={
              hasFilters(filters) ? (
                <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('filters.clear')}
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/photographers">{t('all.browsePhotographers')}</Link>
                </Button>
              )
            }
          />
        ) : (
          <PackageGrid packages={packages} />
        )}
      </Section>
    </>
  );
}
