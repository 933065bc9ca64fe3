import { formatDateTime, formattingLocale } from '@shootbook/machines';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { ConsoleNav } from '../../features/operator/ConsoleNav';
import { messageReportsQuery } from '../../features/operator/queries';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/operator/reports` (beyond docs/product.md §2, §13; operators only, docs/decisions/0028,
 * 0033): the thread messages parties reported (`GET /operator/message-reports`), newest first,
 * each with why, when, the message's text (or that it is gone), its author and the reporter.
 * Loading, error (with retry) and empty states.
 */
export function Component() {
  const { t, i18n } = useTranslation('operator');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const reports = useQuery(messageReportsQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <ConsoleNav />
      {reports.isPending ? (
        <ListSkeleton label={t('reports.loading')} />
      ) : reports.isError ? (
        <QueryError
          title={t('reports.error')}
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <EmptyState icon={<Flag />} title={t('reports.empty')} />
      ) : (
        <ul className="grid gap-4" aria-label={t('reports.title')}>
          {reports.data.map((report) => (
            <li key={`${report.messageId}-${report.reporterId}`}>
              <Card>
                <CardHeader>
                  <CardTitle asHeading="h2">{t(`reportReason.${report.reason}`)}</CardTitle>
                  <CardDescription>
                    <time dateTime={report.createdAt}>
                      {formatDateTime(report.createdAt, FALLBACK_TIMEZONE, locale)}
                    </time>
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <dl className="grid gap-2">
                    <dt className="font-medium">{t('reports.message')}</dt>
                    <dd className="whitespace-pre-line">{report.text ?? t('reports.removed')}</dd>
                    <dt className="font-medium">{t('reports.author')}</dt>
                    <dd>{report.authorId ?? '—'}</dd>
                    <dt className="font-medium">{t('reports.reporter')}</dt>
                    <dd>{report.reporterId}</dd>
                  </dl>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
