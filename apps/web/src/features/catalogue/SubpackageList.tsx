import { Badge, Button, Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Money } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDuration } from './durations';
import type { Subpackage } from './queries';

/**
 * The sub-packages of one package (SPEC.md §2 `/package/{id}`): title, price (satang), duration,
 * deliverables and delivery time. Customers get a "Book" link per sub-package (accessible name
 * "Book {title}") to `/package/{id}/subpackage/appointment/create/{subpackageid}`; the owner gets
 * "Edit" to `/package/{id}/subpackage/edit/{subpackageid}` and sees inactive ones marked.
 */
export function SubpackageList({
  packageId,
  subpackages,
  canBook,
  isOwner,
}: {
  packageId: string;
  subpackages: Subpackage[];
  canBook: boolean;
  isOwner: boolean;
}) {
  const { t, i18n } = useTranslation('package');
  const shown = isOwner ? subpackages : subpackages.filter((s) => s.active);
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {shown.map((s) => (
        <li key={s.id} className="grid">
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">{s.title}</CardTitle>
              <CardDescription>
                {formatDuration(s.durationMinutes, i18n.language)}
                {s.deliveryDays > 0 ? ` · ${t('detail.deliveryDays', { count: s.deliveryDays })}` : null}
              </CardDescription>
              <CardAction>
                <Money satang={s.price} locale={i18n.language} className="text-lg font-semibold" />
              </CardAction>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {s.description ? <p className="whitespace-pre-line">{s.description}</p> : null}
              {s.deliverables ? (
                <p>
                  <span className="font-medium">{t('detail.deliverables')}: </span>
                  {s.deliverables}
                </p>
              ) : null}
              {!s.active ? <Badge variant="outline">{t('detail.inactive')}</Badge> : null}
            </CardContent>
            {canBook || isOwner ? (
              <CardFooter className="flex flex-wrap gap-2">
                {canBook && s.active ? (
                  <Button asChild>
                    <Link
                      to={`/package/${packageId}/subpackage/appointment/create/${s.id}`}
                      aria-label={t('detail.bookNamed', { title: s.title })}
                    >
                      {t('detail.book')}
                    </Link>
                  </Button>
                ) : null}
                {isOwner ? (
                  <>
                    <Button asChild variant="outline">
                      <Link to={`/package/${packageId}/subpackage/edit/${s.id}`} aria-label={t('detail.editNamed', { title: s.title })}>
                        {t('detail.edit')}
                      </Link>
                    </Button>
                    <Button asChild variant="ghost">
                      <Link to={`/package/${packageId}/subpackage/schedule/${s.id}`}>{t('detail.schedule')}</Link>
                    </Button>
                  </>
                ) : null}
              </CardFooter>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
