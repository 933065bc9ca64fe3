import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@shootbook/ui';
import { Camera } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { isShootCategory, shootCategories, useCategoryLabel } from '../../features/catalogue/categories';
import { searchParamsFromFilters, type CatalogueFilters } from '../../features/catalogue/filters';
import { PhotographerGrid } from '../../features/catalogue/PhotographerGrid';
import { thaiProvinces } from '../../features/catalogue/provinces';
import { usePhotographers } from '../../features/catalogue/queries';
import { topRated } from '../../features/catalogue/ranking';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';

const ANY = 'any';
/** How many top-rated photographers the home page shows. */
const TOP_RATED_COUNT = 3;

/**
 * `/` (SPEC.md §2 "Home"): a search (text, category, province) that opens `/photographers` with
 * those URL filters, the eleven shoot categories, a few top-rated photographers and, for a
 * photographer, quick links to their packages and schedule.
 */
export function Component() {
  const { t } = useTranslation('home');
  const { profile } = useSession();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<string>(ANY);
  const [province, setProvince] = useState<string>(ANY);
  const photographers = usePhotographers({});

  const search = (event: FormEvent) => {
    event.preventDefault();
    const filters: CatalogueFilters = {};
    if (q.trim()) filters.q = q.trim();
    if (isShootCategory(category)) filters.category = category;
    if (province !== ANY) filters.province = province;
    const params = searchParamsFromFilters(filters).toString();
    void navigate(params ? `/photographers?${params}` : '/photographers');
  };

  return (
    <div className="grid gap-12">
      <section aria-labelledby="home-title" className="grid gap-6 pt-4">
        <div className="grid gap-2">
          <h1 id="home-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {profile?.name ? t('hero.greeting', { name: profile.name }) : t('hero.title')}
          </h1>
          <p className="text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        </div>
        <form role="search" aria-label={t('search.label')} onSubmit={search} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <Field label={t('search.q')}>
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('search.qPlaceholder')} />
          </Field>
          <Field label={t('search.category')}>
            {(control) => (
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>{t('search.anyCategory')}</SelectItem>
                  {shootCategories.map((c) => (
                    <SelectItem key={c} value={c}>
                      {categoryLabel(c)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label={t('search.province')}>
            {(control) => (
              <Select value={province} onValueChange={setProvince}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>{t('search.anyProvince')}</SelectItem>
                  {thaiProvinces.map((p) => (
                    <SelectItem key={p} value={p}>
                      {p}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </section>

      {profile?.role === 'Photographer' ? (
        <section aria-labelledby="home-studio">
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2" id="home-studio">
                {t('studio.title')}
              </CardTitle>
              <CardDescription>{t('studio.description')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
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
            </CardContent>
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="home-categories" className="grid gap-4">
        <h2 id="home-categories" className="text-xl font-semibold">
          {t('categories.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {shootCategories.map((c) => (
            <li key={c} className="grid">
              <Button asChild variant="outline" className="h-auto justify-start py-3">
                <Link to={`/photographers?${searchParamsFromFilters({ category: c }).toString()}`}>{categoryLabel(c)}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-top-rated" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="home-top-rated" className="text-xl font-semibold">
            {t('topRated.title')}
          </h2>
          <Button asChild variant="link">
            <Link to="/photographers">{t('topRated.all')}</Link>
          </Button>
        </div>
        {photographers.isPending ? (
          <CardGridSkeleton label={t('topRated.loading')} count={TOP_RATED_COUNT} />
        ) : photographers.isError ? (
          <QueryError error={photographers.error} title={t('topRated.error')} onRetry={() => void photographers.refetch()} />
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
          <PhotographerGrid photographers={topRated(photographers.data.photographers, TOP_RATED_COUNT)} />
        )}
      </section>
    </div>
  );
}
