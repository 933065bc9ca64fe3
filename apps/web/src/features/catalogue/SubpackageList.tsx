import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  Money,
  Stack,
  Text,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDuration, formattingLocale } from '@shootbook/machines';
import type { Subpackage } from './queries';

/**
 * The sub-packages of one package (docs/product.md §2 `/package/{id}`): title, price (satang), duration,
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
    <CardGrid columns={2}>
      {shown.map((s) => (
        <CardGridItem key={s.id}>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">{s.title}</CardTitle>
              <CardDescription>
                {formatDuration(s.durationMinutes, formattingLocale(i18n.language))}
                {s.deliveryDays > 0
                  ? ` · ${t('detail.deliveryDays', { count: s.deliveryDays })}`
                  : null}
              </CardDescription>
              <CardAction>
                <Money satang={s.price} locale={i18n.language} emphasis="price" />
              </CardAction>
            </CardHeader>
            <Stack gap={2} align="start" asChild>
              <CardContent>
                {s.description ? (
                  <Text variant="small" preLine>
                    {s.description}
                  </Text>
                ) : null}
                {s.deliverables ? (
                  <Text variant="small">
                    <Text strong asChild>
                      <span>{t('detail.deliverables')}: </span>
                    </Text>
                    {s.deliverables}
                  </Text>
                ) : null}
                {!s.active ? <Badge variant="outline">{t('detail.inactive')}</Badge> : null}
              </CardContent>
            </Stack>
            {canBook || isOwner ? (
              <CardFooter>
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
                      <Link
                        to={`/package/${packageId}/subpackage/edit/${s.id}`}
                        aria-label={t('detail.editNamed', { title: s.title })}
                      >
                        {t('detail.edit')}
                      </Link>
                    </Button>
                    <Button asChild variant="ghost">
                      <Link to={`/package/${packageId}/subpackage/schedule/${s.id}`}>
                        {t('detail.schedule')}
                      </Link>
                    </Button>
                  </>
                ) : null}
              </CardFooter>
            ) : null}
          </Card>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
