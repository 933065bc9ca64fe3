import {
  Money,
  Section,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@shootbook/ui';
import { formatDuration, formattingLocale } from '@shootbook/machines';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subpackage } from './queries';

/** The first column stays in view while the sub-packages scroll sideways on a phone. */
const STICKY = 'sticky left-0 z-10 bg-background';

/**
 * The package page's side-by-side comparison of its sub-packages (docs/product.md §2
 * `/package/{id}`): one column per sub-package (in the order given) and one row each for the price
 * (satang, as {@link Money}), the shoot's length (minutes, via the formatting module), the photos
 * delivered (`deliverablePhotos`, else the `deliverables` words) and the days to deliver them.
 * A real table — column headers name the sub-packages, row headers the attributes, a caption
 * names it — in a focusable region that scrolls sideways on a phone with the attribute column
 * pinned. Renders nothing for fewer than two sub-packages: there is nothing to compare.
 */
export function SubpackageComparison({ subpackages }: { subpackages: Subpackage[] }) {
  const { t, i18n } = useTranslation('package');
  const captionId = useId();
  if (subpackages.length < 2) return null;
  const locale = formattingLocale(i18n.language);
  const notStated = t('compare.notStated');
  const rows: { key: string; label: string; cell: (s: Subpackage) => ReactNode }[] = [
    {
      key: 'price',
      label: t('compare.price'),
      cell: (s) => <Money satang={s.price} locale={i18n.language} />,
    },
    {
      key: 'duration',
      label: t('compare.duration'),
      cell: (s) => formatDuration(s.durationMinutes, locale),
    },
    {
      key: 'photos',
      label: t('compare.photos'),
      cell: (s) =>
        s.deliverablePhotos
          ? t('compare.photosCount', { count: s.deliverablePhotos })
          : s.deliverables || notStated,
    },
    {
      key: 'delivery',
      label: t('compare.delivery'),
      cell: (s) =>
        s.deliveryDays > 0 ? t('compare.deliveryDays', { count: s.deliveryDays }) : notStated,
    },
  ];
  return (
    <Section title={t('compare.title')} headingId="package-compare">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative w-full overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full caption-top border-separate border-spacing-0 text-sm">
          <TableCaption id={captionId} className="mt-0 mb-2 px-2 pt-2 text-left">
            {t('compare.caption')}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className={STICKY}>{t('compare.subpackage')}</TableHead>
              {subpackages.map((s) => (
                <TableHead key={s.id} className="min-w-40 whitespace-normal">
                  {s.title}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className={STICKY}>
                  {row.label}
                </TableHead>
                {subpackages.map((s) => (
                  <TableCell key={s.id} className="whitespace-normal">
                    {row.cell(s)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </Section>
  );
}
