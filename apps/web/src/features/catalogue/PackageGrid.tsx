import { CardGrid, CardGridItem, PackageCard } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from './categories';
import { useFreeTimesLine } from './DateSearchFields';
import { useProvinceName } from './provinces';
import type { Package } from './queries';
import { routerLink } from './routerLink';

/**
 * Packages as a grid of ui PackageCards, each title a link to `/package/{id}` (docs/product.md §2).
 * Shows the "from" price (`minPrice`, satang) when the package has active sub-packages, and
 * the package's province in the UI language; in a list asked by `date`, the package's free
 * times that day ("3 free times on Sat 19 Dec").
 */
export function PackageGrid({
  packages,
  headingLevel = 'h3',
  showPhotographer = true,
  date,
}: {
  packages: (Package & { freeTimes?: number })[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  showPhotographer?: boolean;
  /** The searched day (`yyyy-MM-dd`) the items' `freeTimes` count. */
  date?: string;
}) {
  const freeTimesLine = useFreeTimesLine();
  const { t, i18n } = useTranslation('package');
  const categoryLabel = useCategoryLabel();
  const provinceName = useProvinceName();
  return (
    <CardGrid>
      {packages.map((p) => (
        <CardGridItem key={p.id}>
          <PackageCard
            title={p.title}
            category={categoryLabel(p.category)}
            coverPhoto={p.cover ?? null}
            coverImageUrl={p.coverImageUrl}
            priceFromSatang={p.minPrice}
            priceFromLabel={t('card.from')}
            locale={i18n.language}
            photographerName={showPhotographer ? p.photographer?.name : undefined}
            province={p.province ? provinceName(p.province) : undefined}
            href={`/package/${p.id}`}
            linkAs={routerLink}
            headingLevel={headingLevel}
            freeTimes={freeTimesLine(p.freeTimes, date)}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
