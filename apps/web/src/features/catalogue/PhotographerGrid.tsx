import { CardGrid, CardGridItem, PhotographerCard } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from './categories';
import { useFreeTimesLine } from './DateSearchFields';
import { useProvinceName } from './provinces';
import type { PhotographerSummary } from './queries';
import { routerLink } from './routerLink';
import { SaveButton } from '../saved/SaveButton';

/**
 * Photographers as ui PhotographerCards; each card's name is a link to `/profile/{id}`
 * (its accessible name is the photographer's name, which the e2e test relies on). A list asked by
 * `date` shows each photographer's free times that day ("3 free times on Sat 19 Dec").
 */
export function PhotographerGrid({
  photographers,
  headingLevel = 'h3',
  date,
}: {
  photographers: PhotographerSummary[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The searched day (`yyyy-MM-dd`) the items' `freeTimes` count. */
  date?: string;
}) {
  const freeTimesLine = useFreeTimesLine();
  const { t, i18n } = useTranslation('photographers');
  const categoryLabel = useCategoryLabel();
  const provinceName = useProvinceName();
  return (
    <CardGrid>
      {photographers.map((p) => (
        <CardGridItem key={p.id}>
          <PhotographerCard
            name={p.name}
            avatarUrl={p.avatarUrl}
            province={p.province ? provinceName(p.province) : undefined}
            specialties={p.specialties.map(categoryLabel)}
            rating={
              p.ratingAverage != null
                ? {
                    average: p.ratingAverage,
                    label: t('card.rating', { average: p.ratingAverage.toFixed(1) }),
                    countLabel: t('card.reviews', { count: p.ratingCount }),
                  }
                : undefined
            }
            coverPhoto={p.cover ?? null}
            priceFromSatang={p.minPrice}
            priceFromLabel={t('card.from')}
            locale={i18n.language}
            href={`/profile/${p.id}`}
            action={<SaveButton photographer={p} />}
            linkAs={routerLink}
            headingLevel={headingLevel}
            freeTimes={freeTimesLine(p.freeTimes, date)}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
