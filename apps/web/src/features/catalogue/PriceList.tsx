import {
  Button,
  Money,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDuration, formattingLocale } from '@shootbook/machines';
import type { Subpackage } from './queries';

/**
 * A photographer's whole offer in one table, cheapest first: package · sub-package, duration
 * (minutes, shown as "2 hr"), price (satang, shown in baht) and a "Book" link (accessible name
 * "Book {package} · {sub-package}") to `/package/{id}/subpackage/appointment/create/{subpackageid}`
 * for each active sub-package when `canBook`. `packageTitles` names each sub-package's package;
 * a sub-package whose package is not among them (inactive) is left out.
 */
export function PriceList({
  subpackages,
  packageTitles,
  canBook,
}: {
  subpackages: Subpackage[];
  packageTitles: ReadonlyMap<string, string>;
  canBook: boolean;
}) {
  const { t, i18n } = useTranslation('profile');
  const rows = subpackages
    .filter((s) => s.active && packageTitles.has(s.packageId))
    .sort((a, b) => a.price - b.price || a.durationMinutes - b.durationMinutes);
  return (
    <Table>
      <TableCaption>{t('public.pricesCaption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('public.pricesOffer')}</TableHead>
          <TableHead>{t('public.pricesDuration')}</TableHead>
          <TableHead numeric>{t('public.pricesPrice')}</TableHead>
          {canBook ? (
            <TableHead>
              <VisuallyHidden>{t('public.pricesBook')}</VisuallyHidden>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => {
          const name = `${packageTitles.get(s.packageId)} · ${s.title}`;
          return (
            <TableRow key={s.id}>
              <TableCell>
                <Link to={`/package/${s.packageId}`}>{name}</Link>
              </TableCell>
              <TableCell>
                {formatDuration(s.durationMinutes, formattingLocale(i18n.language))}
              </TableCell>
              <TableCell numeric>
                <Money satang={s.price} locale={i18n.language} />
              </TableCell>
              {canBook ? (
                <TableCell>
                  <Button asChild size="sm" variant="outline">
                    <Link
                      to={`/package/${s.packageId}/subpackage/appointment/create/${s.id}`}
                      aria-label={t('public.bookNamed', { name })}
                    >
                      {t('public.pricesBook')}
                    </Link>
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
