import { Button, ConfirmDialog, EmptyState, PackageCard, PageHeader } from '@shootbook/ui';
import { Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { searchParamsFromFilters } from '../../features/catalogue/filters';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { useDeletePackage, usePackages, useUpdatePackage, type Package } from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';
import { showcaseByCategory } from '../../features/catalogue/ranking';
import { routerLink } from '../../features/catalogue/routerLink';

/** How many packages per category the customers' showcase shows. */
const PER_CATEGORY = 3;

/**
 * `/package/showcase` (SPEC.md §2 "Package showcase"; content decided here): a photographer
 * manages their own packages (edit, deactivate/reactivate, delete, create); everyone else sees a
 * showcase of packages by category.
 */
export function Component() {
  const { profile } = useSession();
  return profile?.role === 'Photographer' ? <MyPackages photographerId={profile.id} /> : <CategoryShowcase />;
}

function MyPackages({ photographerId }: { photographerId: string }) {
  const { t, i18n } = useTranslation('package');
  const categoryLabel = useCategoryLabel();
  const query = usePackages({ photographerId });
  const update = useUpdatePackage();
  const remove = useDeletePackage();

  const setActive = async (p: Package, active: boolean) => {
    try {
      await update.mutateAsync({ id: p.id, body: { active } });
      toast.success(active ? t('showcase.reactivated', { title: p.title }) : t('showcase.deactivated', { title: p.title }));
    } catch (error) {
      toastApiError(error, t);
    }
  };

  return (
    <>
      <PageHeader
        title={t('showcase.mineTitle')}
        description={t('showcase.mineDescription')}
        actions={
          <Button asChild>
            <Link to="/package/create">{t('actions.create')}</Link>
          </Button>
        }
      />
      {query.isPending ? (
        <CardGridSkeleton label={t('all.loading')} />
      ) : query.isError ? (
        <QueryError error={query.error} title={t('all.error')} onRetry={() => void query.refetch()} />
      ) : query.data.packages.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={t('showcase.mineEmptyTitle')}
          description={t('showcase.mineEmptyDescription')}
          action={
            <Button asChild>
              <Link to="/package/create">{t('actions.create')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.packages.map((p) => (
            <li key={p.id} className="grid content-start gap-2">
              <PackageCard
                title={p.title}
                category={categoryLabel(p.category)}
                coverImageUrl={p.coverImageUrl}
                priceFromSatang={p.minPrice}
                priceFromLabel={t('card.from')}
                locale={i18n.language}
                href={`/package/${p.id}`}
                linkAs={routerLink}
                headingLevel="h2"
              />
              <div className="flex flex-wrap gap-2" role="group" aria-label={t('showcase.actionsFor', { title: p.title })}>
                <Button asChild size="sm" variant="outline">
                  <Link to={`/package/edit/${p.id}`}>{t('showcase.edit')}</Link>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={update.isPending && update.variables?.id === p.id}
                  onClick={() => void setActive(p, !p.active)}
                >
                  {p.active ? t('showcase.deactivate') : t('showcase.reactivate')}
                </Button>
                <ConfirmDialog
                  title={t('showcase.deleteTitle', { title: p.title })}
                  description={t('showcase.deleteDescription')}
                  confirmLabel={t('showcase.deleteConfirm')}
                  cancelLabel={t('actions.keep')}
                  tone="destructive"
                  trigger={
                    <Button size="sm" variant="ghost">
                      {t('showcase.delete')}
                    </Button>
                  }
                  onConfirm={async () => {
                    try {
                      await remove.mutateAsync(p.id);
                      toast.success(t('showcase.deleted', { title: p.title }));
                    } catch (error) {
                      toastApiError(error, t);
                      throw error;
                    }
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CategoryShowcase() {
  const { t } = useTranslation('package');
  const categoryLabel = useCategoryLabel();
  const query = usePackages({});

  return (
    <>
      <PageHeader
        title={t('showcase.title')}
        description={t('showcase.description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/package/allpackage">{t('showcase.allPackages')}</Link>
          </Button>
        }
      />
      {query.isPending ? (
        <CardGridSkeleton label={t('all.loading')} />
      ) : query.isError ? (
        <QueryError error={query.error} title={t('all.error')} onRetry={() => void query.refetch()} />
      ) : query.data.packages.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={t('all.emptyTitle')}
          description={t('all.emptyNone')}
          action={
            <Button asChild variant="outline">
              <Link to="/photographers">{t('all.browsePhotographers')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-10">
          {showcaseByCategory(query.data.packages, PER_CATEGORY).map(([category, packages]) => (
            <section key={category} aria-labelledby={`showcase-${category}`} className="grid gap-4">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <h2 id={`showcase-${category}`} className="text-xl font-semibold">
                  {categoryLabel(category)}
                </h2>
                <Button asChild variant="link">
                  <Link to={`/package/allpackage?${searchParamsFromFilters({ category }).toString()}`}>
                    {t('showcase.seeAll', { category: categoryLabel(category) })}
                  </Link>
                </Button>
              </div>
              <PackageGrid packages={packages} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
