import { formatDateTime, formattingLocale } from '@shootbook/machines';
import {
  Badge,
  EmptyState,
  PageHeader,
  Stack,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { ConsoleNav } from '../../features/operator/ConsoleNav';
import { operatorPhotographersQuery } from '../../features/operator/queries';
import { SuspensionDialog } from '../../features/operator/SuspensionDialog';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/operator/photographers` (beyond docs/product.md §2; operators only, docs/decisions/0033):
 * every photographer (`GET /operator/photographers`), suspended ones first, with their e-mail,
 * since when they are suspended, and "Suspend" or "Restore" with a reason. Loading, error (with
 * retry) and empty states.
 */
export function Component() {
  const { t, i18n } = useTranslation('operator');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const photographers = useQuery(operatorPhotographersQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('photographers.title')} description={t('photographers.description')} />
      <ConsoleNav />
      {photographers.isPending ? (
        <ListSkeleton label={t('photographers.loading')} />
      ) : photographers.isError ? (
        <QueryError
          title={t('photographers.error')}
          error={photographers.error}
          onRetry={() => void photographers.refetch()}
        />
      ) : photographers.data.length === 0 ? (
        <EmptyState icon={<Camera />} title={t('photographers.empty')} />
      ) : (
        <Table>
          <TableCaption>{t('photographers.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('photographers.name')}</TableHead>
              <TableHead>{t('photographers.email')}</TableHead>
              <TableHead>{t('photographers.status')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('photographers.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {photographers.data.map((photographer) => (
              <TableRow key={photographer.id}>
                <TableCell>{photographer.name}</TableCell>
                <TableCell>{photographer.email ?? '—'}</TableCell>
                <TableCell>
                  {photographer.suspendedAt ? (
                    <Badge variant="destructive">
                      {t('photographers.suspendedSince', {
                        date: formatDateTime(photographer.suspendedAt, FALLBACK_TIMEZONE, locale),
                      })}
                    </Badge>
                  ) : (
                    <Badge variant="success">{t('photographers.active')}</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <SuspensionDialog photographer={photographer} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
