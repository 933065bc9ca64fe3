import { PhotoGallery } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { usePhotoAlt, type PhotoContext } from './alt';
import type { Photo } from './queries';

/**
 * A package's or photographer's photos as ui PhotoGallery (grid + lightbox), with translated
 * labels and alt text (captions, else a description: {@link usePhotoAlt}); a photo copied from a
 * booking carries the mark "From a ShootBook booking" (docs/product.md §11). Nothing without photos.
 */
export function Gallery({
  photos,
  context,
  className,
}: {
  photos: readonly Photo[];
  context: PhotoContext;
  className?: string;
}) {
  const { t } = useTranslation('photos');
  const alt = usePhotoAlt(context);
  return (
    <PhotoGallery
      className={className}
      photos={photos.map((photo, index) => {
        // A portfolio photo copied from a booking with the customer's permission says so (§11).
        const mark = photo.fromBooking ? t('fromBooking') : null;
        const text = alt(photo, index);
        return { ...photo, alt: mark ? `${text} (${mark})` : text, mark };
      })}
      labels={{
        gallery: t('gallery'),
        open: (index, total, text) => t('open', { index, total, alt: text }),
        counter: (index, total) => t('counter', { index, total }),
        previous: t('previous'),
        next: t('next'),
        close: t('close'),
        processing: t('processing'),
      }}
    />
  );
}
