import { Button, EmptyState, PageHeader } from '@shootbook/ui';
import { Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { usePackage, usePackages } from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';

/**
 * `/package/{id}/allpackage` (docs/product.md §2 "Packages of that package's owner"; content decided here):
 * the package's photographer, then every active package of theirs (`GET /package?photographerId=`).
 */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '' } = useParams();
  const pkg = usePackage(id);
  const photographerId = pkg.data?.photographerId;
  const packages = usePackages({ photographerId }, Boolean(photographerId));
  const name = pkg.data?.photographer?.name;

  return (
    <>
      <PageHeader
        title={name ? t('owner.titleNamed', { name }) : t('owner.title')}
        description={t('owner.description')}
        actions={
          photographerId ? (
            <Button asChild variant="outline">
              <Link to={`/profile/${photographerId}`}>{t('owner.profile')}</Link>
            </Button>
          ) : undefined
        }
      />
      {pkg.isError ? (
        <QueryError
          error={pkg.error}
          title={t('detail.error')}
          onRetry={() => void pkg.refetch()}
        />
      ) : packages.isError ? (
        <QueryError
          error={packages.error}
          title={t('all.error')}
          onRetry={() => void packages.refetch()}
        />
      ) : pkg.isPending || packages.isPending ? (
        <CardGridSkeleton label={t('all.loading')} />
      ) : packages.data.packages.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={t('owner.emptyTitle')}
          description={t('owner.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/package/allpackage">{t('all.title')}</Link>
            </Button>
          }
        />
      ) : (
        <PackageGrid packages={packages.data.packages} headingLevel="h2" showPhotographer={false} />
      )}
    </>
  );
}
