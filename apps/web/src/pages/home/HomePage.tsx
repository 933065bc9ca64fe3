import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  EmptyState,
  Section,
  Stack,
} from '@shootbook/ui';
import { isNewAccount } from '@shootbook/machines';
import { Camera } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import {
  CatalogueSearchFields,
  filtersOfSearchDraft,
  searchDraftOf,
} from '../../features/catalogue/CatalogueSearchFields';
import { shootCategories, useCategoryLabel } from '../../features/catalogue/categories';
import { searchParamsFromFilters } from '../../features/catalogue/filters';
import { PhotographerGrid } from '../../features/catalogue/PhotographerGrid';
import { usePhotographers } from '../../features/catalogue/queries';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';
import { topRated } from './HomePage.loader';

/**
 * `/` (docs/product.md §2 "Home"): a search (text, category, province) that opens `/photographers` with
 * those URL filters, the eleven shoot categories, the three top-rated photographers (the first
 * page of `GET /user/photographers?sort=rating&limit=3`: the API's Bayesian order) and, for a
 * photographer, quick links to their packages and schedule. A signed-in user is greeted by name:
 * "Welcome" on the account's first day, "Welcome back" after it (`isNewAccount`).
 */
export function Component() {
  const { t } = useTranslation('home');
  const { profile } = useSession();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const [draft, setDraft] = useState(() => searchDraftOf({}));
  const photographers = usePhotographers(topRated);
  const now = useNow();
  // A signed-in user is greeted by name: welcomed on the account's first day (`isNewAccount`),
  // welcomed back after it.
  const greeting = profile?.name
    ? t(isNewAccount(profile.createdAt, now) ? 'hero.greetingNew' : 'hero.greeting', {
        name: profile.name,
      })
    : t('hero.title');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const params = searchParamsFromFilters(filtersOfSearchDraft(draft)).toString();
    void navigate(params ? `/photographers?${params}` : '/photographers');
  };

  return (
    <Stack gap={12}>
      <Section
        title={greeting}
        headingId="home-title"
        level={1}
        size="display"
        description={t('hero.subtitle')}
        className="gap-6 pt-4"
      >
        <form
          role="search"
          aria-label={t('search.label')}
          onSubmit={search}
          className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        >
          <CatalogueSearchFields
            value={draft}
            onChange={setDraft}
            labels={{
              q: t('search.q'),
              qPlaceholder: t('search.qPlaceholder'),
              category: t('search.category'),
              anyCategory: t('search.anyCategory'),
              province: t('search.province'),
              anyProvince: t('search.anyProvince'),
            }}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </Section>

      {profile?.role === 'Photographer' ? (
        <section aria-labelledby="home-studio">
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2" id="home-studio">
                {t('studio.title')}
              </CardTitle>
              <CardDescription>{t('studio.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Stack direction="row" gap={2}>
                <Button asChild>
                  <Link to="/package/showcase">{t('studio.packages')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/package/create">{t('studio.createPackage')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/profile/schedule">{t('studio.schedule')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/appointment/confirm">{t('studio.toConfirm')}</Link>
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </section>
      ) : null}

      <Section title={t('categories.title')} headingId="home-categories">
        <CardGrid columns={4} gap={2}>
          {shootCategories.map((c) => (
            <CardGridItem key={c}>
              <Button asChild variant="outline" size="tile">
                <Link to={`/photographers?${searchParamsFromFilters({ category: c }).toString()}`}>
                  {categoryLabel(c)}
                </Link>
              </Button>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <Section
        title={t('topRated.title')}
        headingId="home-top-rated"
        actions={
          <Button asChild variant="link">
            <Link to="/photographers">{t('topRated.all')}</Link>
          </Button>
        }
      >
        {photographers.isPending ? (
          <CardGridSkeleton
            label={t('topRated.loading')}
            count={topRated.limit}
            card="photographer"
          />
        ) : photographers.isError ? (
          <QueryError
            error={photographers.error}
            title={t('topRated.error')}
            onRetry={() => void photographers.refetch()}
          />
        ) : photographers.data.photographers.length === 0 ? (
          <EmptyState
            icon={<Camera />}
            headingLevel="h3"
            title={t('topRated.emptyTitle')}
            description={t('topRated.emptyDescription')}
            action={
              <Button asChild variant="outline">
                <Link to="/package/allpackage">{t('topRated.browsePackages')}</Link>
              </Button>
            }
          />
        ) : (
          <PhotographerGrid photographers={photographers.data.photographers} />
        )}
      </Section>
    </Stack>
  );
}
