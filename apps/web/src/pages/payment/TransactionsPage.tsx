import { Button, EmptyState, LoadingState, Money, PageHeader, Stack, TableCell, TableHead, TableRow } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { QueryError } from '../../app/QueryStates';
import { LedgerTable } from '../../features/payments/LedgerTable';
import { ledgerTotals } from '../../features/payments/ledger-totals';
import { paymentsQuery } from '../../features/payments/queries';
import { formattingLocale } from '../../features/scheduling/time';

/**
 * `/payment/transaction` (SPEC.md §2): the caller's ledger lines (`GET /payment` → `transactions`)
 * newest first, with a link to each order and totals. Customers see charges and refunds;
 * photographers their earnings (payouts) and the platform fees — the API sends each party only
 * its lines (packages/machines `ledgerLinesFor`).
 */
export function Component() {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { profile } = useSession();
  const list = useQuery(paymentsQuery());
  const isPhotographer = profile?.role === 'Photographer';
  // Newest first, as the table's caption says (the API lists each payment's lines in order).
  const transactions = [...(list.data?.transactions ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const totals = ledgerTotals(transactions);
  const totalRows: [string, number][] = isPhotographer
    ? [
        [t('transactions.totalEarnings'), totals.payout],
        [t('transactions.totalFees'), totals.fee],
      ]
    : [
        [t('transactions.totalCharged'), totals.charge],
        [t('transactions.totalRefunded'), totals.refund],
      ];

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('transactions.title')}
        description={isPhotographer ? t('transactions.descriptionPhotographer') : t('transactions.descriptionCustomer')}
      />
      {list.isPending ? (
        <LoadingState variant="list" label={t('common:loading')} />
      ) : list.isError ? (
        <QueryError title={t('loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : transactions.length === 0 ? (
        <EmptyState
          icon={<Receipt />}
          title={t('transactions.emptyTitle')}
          description={t('transactions.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to={isPhotographer ? '/appointment/complete' : '/payment/topay'}>
                {isPhotographer ? t('appointment:complete.title') : t('toPay.title')}
              </Link>
            </Button>
          }
        />
      ) : (
        <LedgerTable
          transactions={transactions}
          caption={t('transactions.caption')}
          orderLinks
          footer={totalRows.map(([label, amount]) => (
            <TableRow key={label}>
              <TableHead scope="row">{label}</TableHead>
              <TableCell />
              <TableCell numeric>
                <Money satang={amount} locale={locale} />
              </TableCell>
              <TableCell />
            </TableRow>
          ))}
        />
      )}
    </Stack>
  );
}
