import { Button, EmptyState, PageHeader, Section, Text } from '@shootbook/ui';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CatalogueFilterForm } from '../../features/catalogue/CatalogueFilterForm';
import {
  filtersFromSearchParams,
  hasFilters,
  searchParamsFromFilters,
} from '../../features/catalogue/filters';
import { PhotographerGrid } from '../../features/catalogue/PhotographerGrid';
import { usePhotographers } from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';

/**
 * `/photographers` (SPEC.md §2 "Browse photographers"): `GET /user/photographers?limit=1000`
 * with the filters of the URL (`q`, `category`, `province`, `minThb`, `maxThb`), shown as
 * PhotographerCards linking to `/profile/{id}`.
 */
export function Component() {
  const { t } = useTranslation('photographers');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const query = usePhotographers(filters);
  const photographers = query.data?.photographers ?? [];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CatalogueFilterForm
        key={searchParams.toString()}
        value={filters}
        qPlaceholder={t('qPlaceholder')}
        onChange={(next) => setSearchParams(searchParamsFromFilters(next))}
      />
      <Section title={t('results')} headingId="photographer-results" hideTitle>
        <Text variant="muted" aria-live="polite">
          {query.data ? t('count', { count: query.data.total }) : null}
        </Text>
        {query.isPending ? (
          <CardGridSkeleton label={t('loading')} />
        ) : query.isError ? (
          <QueryError error={query.error} title={t('error')} onRetry={() => void query.refetch()} />
        ) : photographers.length === 0 ? (
          <EmptyState
            icon={<Camera />}
            title={t('empty.title')}
            description={hasFilters(filters) ? t('empty.filtered') : t('empty.none')}
            action={
              hasFilters(filters) ? (
                <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('empty.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <PhotographerGrid photographers={photographers} />
        )}
      </Section>
    </>
  );
}
