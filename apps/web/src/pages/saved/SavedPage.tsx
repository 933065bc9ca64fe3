import { Button, EmptyState, PageHeader, Stack } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';
import { PhotographerGrid } from '../../features/catalogue/PhotographerGrid';
import { savedPhotographersQuery } from '../../features/saved/queries';

/**
 * `/saved` (beyond docs/product.md §2; customers only): the photographers the customer saved with
 * the heart (`GET /users/me/saved`), last saved first, as the directory shows them — each card's
 * heart takes one off the list at once. Loading, error (with retry) and empty states.
 */
export function Component() {
  const { t } = useTranslation('saved');
  const saved = useQuery(savedPhotographersQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('title')} description={t('description')} />
      {saved.isPending ? (
        <CardGridSkeleton card="photographer" label={t('loading')} />
      ) : saved.isError ? (
        <QueryError title={t('error')} error={saved.error} onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/photographers">{t('browse')}</Link>
            </Button>
          }
        />
      ) : (
        <PhotographerGrid photographers={saved.data} headingLevel="h2" />
      )}
    </Stack>
  );
}
