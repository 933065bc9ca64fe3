import {
  Button,
  CardGrid,
  CardGridItem,
  ConfirmDialog,
  EmptyState,
  PackageCard,
  PageHeader,
  Section,
  Stack,
} from '@shootbook/ui';
import type { ReactNode } from 'react';
import { Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../app/toast';
import { toastApiError } from '../../app/api';
import { useSave } from '../../app/save';
import { useSession } from '../../auth/AuthProvider';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { searchParamsFromFilters } from '../../features/catalogue/filters';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import {
  useDeletePackage,
  usePackages,
  useUpdatePackage,
  type Package,
} from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';
import { showcaseByCategory } from '../../features/catalogue/ranking';
import { routerLink } from '../../features/catalogue/routerLink';

/** How many packages per category the customers' showcase shows. */
const PER_CATEGORY = 3;

/**
 * `/package/showcase` (docs/product.md §2 "Package showcase"; content decided here): a photographer
 * manages their own packages (edit, deactivate/reactivate, delete, create); everyone else sees a
 * showcase of packages by category.
 */
export function Component() {
  const { profile } = useSession();
  return profile?.role === 'Photographer' ? (
    <MyPackages photographerId={profile.id} />
  ) : (
    <CategoryShowcase />
  );
}

/** "Create package" (→ `/package/create`), in the page header and in the empty state. */
function CreatePackageButton() {
  const { t } = useTranslation('package');
  return (
    <Button asChild>
      <Link to="/package/create">{t('actions.create')}</Link>
    </Button>
  );
}

/**
 * The states of a `GET /package` query: the card skeleton while pending, a retryable error,
 * `empty` when no package matched, otherwise `children(packages)`.
 */
function PackagesResult({
  query,
  empty,
  children,
}: {
  query: ReturnType<typeof usePackages>;
  empty: ReactNode;
  children: (packages: Package[]) => ReactNode;
}) {
  const { t } = useTranslation('package');
  if (query.isPending) return <CardGridSkeleton label={t('all.loading')} />;
  if (query.isError)
    return (
      <QueryError error={query.error} title={t('all.error')} onRetry={() => void query.refetch()} />
    );
  if (query.data.packages.length === 0) return empty;
  return children(query.data.packages);
}

function MyPackages({ photographerId }: { photographerId: string }) {
  const { t, i18n } = useTranslation('package');
  const categoryLabel = useCategoryLabel();
  const query = usePackages({ photographerId });
  const update = useUpdatePackage();
  const remove = useDeletePackage();
  const save = useSave();

  const setActive = async (p: Package, active: boolean) => {
    try {
      await update.mutateAsync({ id: p.id, body: { active } });
      toast.success(
        active
          ? t('showcase.reactivated', { title: p.title })
          : t('showcase.deactivated', { title: p.title }),
      );
    } catch (error) {
      toastApiError(error, t);
    }
  };

  return (
    <>
      <PageHeader
        title={t('showcase.mineTitle')}
        description={t('showcase.mineDescription')}
        actions={<CreatePackageButton />}
      />
      <PackagesResult
        query={query}
        empty={
          <EmptyState
            icon={<PackageIcon />}
            title={t('showcase.mineEmptyTitle')}
            description={t('showcase.mineEmptyDescription')}
            action={<CreatePackageButton />}
          />
        }
      >
        {(packages) => (
          <CardGrid gap={6}>
            {packages.map((p) => (
              <CardGridItem key={p.id}>
                <Stack gap={2}>
                  <PackageCard
                    title={p.title}
                    category={categoryLabel(p.category)}
                    coverPhoto={p.cover ?? null}
                    coverImageUrl={p.coverImageUrl}
                    priceFromSatang={p.minPrice}
                    priceFromLabel={t('card.from')}
                    locale={i18n.language}
                    href={`/package/${p.id}`}
                    linkAs={routerLink}
                    headingLevel="h2"
                  />
                  <Stack
                    direction="row"
                    gap={2}
                    role="group"
                    aria-label={t('showcase.actionsFor', { title: p.title })}
                  >
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
                      cancelLabel={t('showcase.keep')}
                      tone="destructive"
                      trigger={
                        <Button size="sm" variant="ghost">
                          {t('showcase.delete')}
                        </Button>
                      }
                      onConfirm={() =>
                        save(
                          () => remove.mutateAsync(p.id),
                          t('showcase.deleted', { title: p.title }),
                        )
                      }
                    />
                  </Stack>
                </Stack>
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </PackagesResult>
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
      <PackagesResult
        query={query}
        empty={
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
        }
      >
        {(all) => (
          <Stack gap={10}>
            {showcaseByCategory(all, PER_CATEGORY).map(([category, packages]) => (
              <Section
                key={category}
                title={categoryLabel(category)}
                headingId={`showcase-${category}`}
                actions={
                  <Button asChild variant="link">
                    <Link
                      to={`/package/allpackage?${searchParamsFromFilters({ category }).toString()}`}
                    >
                      {t('showcase.seeAll', { category: categoryLabel(category) })}
                    </Link>
                  </Button>
                }
              >
                <PackageGrid packages={packages} />
              </Section>
            ))}
          </Stack>
        )}
      </PackagesResult>
    </>
  );
}
