import type { ShootCategory } from '@shootbook/api-client';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from '../catalogue/categories';
import type { Photo } from './queries';

/** What a photo's generated alt text names when it has no caption. */
export interface PhotoContext {
  photographer: string;
  /** The package's title (gallery photos). */
  title?: string;
  /** The package's category, or the portfolio photo's own. */
  category?: ShootCategory | null;
}

/**
 * Alt text of photos (docs/decisions/0010): the caption when there is one, else a description from
 * the package, category and photographer, in the user's language ("Wedding photo 2 of “Riverside
 * vows” by Ploy").
 */
export function usePhotoAlt(context: PhotoContext): (photo: Photo, index: number) => string {
  const { t } = useTranslation('photos');
  const categoryLabel = useCategoryLabel();
  return (photo, index) => {
    if (photo.caption) return photo.caption;
    const category = photo.category ?? context.category;
    const values = {
      index: index + 1,
      photographer: context.photographer,
      title: context.title ?? '',
      category: category ? categoryLabel(category) : '',
    };
    if (context.title !== undefined) return t('alt.package', values);
    return category ? t('alt.portfolio', values) : t('alt.portfolioPlain', values);
  };
}
