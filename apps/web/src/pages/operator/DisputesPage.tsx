import { formatDateTime, formattingLocale } from '@shootbook/machines';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { ConsoleNav } from '../../features/operator/ConsoleNav';
import { DecideDisputeDialog } from '../../features/operator/DecideDisputeDialog';
import { operatorDisputesQuery, type Dispute } from '../../features/operator/queries';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/operator` (beyond docs/product.md §2; operators only, docs/decisions/0033): the disputes to
 * decide (`GET /operator/disputes`), oldest first, each with the customer's reason and text, the
 * photographer's answer if any, a link to the booking's history and ledger, and "Decide".
 * Loading, error (with retry) and empty states.
 */
export function Component() {
  const { t } = useTranslation('operator');
  const disputes = useQuery(operatorDisputesQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('disputes.title')} description={t('disputes.description')} />
      <ConsoleNav />
      {disputes.isPending ? (
        <ListSkeleton label={t('disputes.loading')} />
      ) : disputes.isError ? (
        <QueryError
          title={t('disputes.error')}
          error={disputes.error}
          onRetry={() => void disputes.refetch()}
        />
      ) : disputes.data.length === 0 ? (
        <EmptyState icon={<Scale />} title={t('disputes.empty')} />
      ) : (
        <ul className="grid gap-4" aria-label={t('disputes.title')}>
          {disputes.data.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** One dispute: reason, opened when, the customer's words, the photographer's answer. */
function DisputeCard({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useTranslation('operator');
  const locale = formattingLocale(i18n.resolvedLanguage);
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t(`disputeReason.${dispute.reason}`)}</CardTitle>
        <CardDescription>
          {t('disputes.opened')}{' '}
          <time dateTime={dispute.createdAt}>
            {formatDateTime(dispute.createdAt, FALLBACK_TIMEZONE, locale)}
          </time>
        </CardDescription>
        <CardAction>
          <Badge variant={dispute.status === 'Answered' ? 'info' : 'warning'}>
            {t(`disputeStatus.${dispute.status}`)}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          <dt className="font-medium">{t('disputes.customerSays')}</dt>
          <dd className="whitespace-pre-line">{dispute.text}</dd>
          <dt className="font-medium">{t('disputes.photographerSays')}</dt>
          <dd className="whitespace-pre-line">{dispute.answer ?? t('disputes.noAnswer')}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {dispute.status === 'Decided' ? null : <DecideDisputeDialog dispute={dispute} />}
        <Button asChild variant="outline" size="sm">
          <Link to={`/operator/bookings/${dispute.appointmentId}`}>{t('disputes.booking')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
