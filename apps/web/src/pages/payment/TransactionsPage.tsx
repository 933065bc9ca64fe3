import { Button, EmptyState, LoadingState, PageHeader, Section, Stack, Text } from '@shootbook/ui';
import {
  statementWindow,
  type LedgerLineKind,
  type LedgerParty,
  type StatementDates,
} from '@shootbook/machines';
import { useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast';
import { useSession } from '../../auth/AuthProvider';
import { QueryError } from '../../app/QueryStates';
import { PendingPayoutsSection } from '../../features/payments/PendingPayoutsSection';
import { StatementDatesForm } from '../../features/payments/StatementDatesForm';
import { StatementTable } from '../../features/payments/StatementTable';
import { ledgerTotals } from '../../features/payments/ledger-totals';
import { paymentsQuery, usePendingPayouts } from '../../features/payments/queries';
import {
  downloadCsv,
  searchParamsOfDates,
  statementCsv,
  statementDatesOf,
  statementFileName,
  statementView,
} from '../../features/payments/statement';

/**
 * `/payment/transaction` (docs/product.md §2): the caller's statement (docs/decisions/0014) — ledger lines
 * newest first with amounts signed from their side and a running balance (packages/machines
 * `ledgerStatement`), a date range of whole Bangkok days in the address (`?from&to`, sent to
 * `GET /payment` with the opening balance coming back), totals, and a CSV export of the table.
 * Customers see charges and refunds; photographers every line of their bookings and, above, their
 * pending payouts. The extra-photos add-on's lines are named apart from the booking's
 * (packages/machines `ledgerLineKind`).
 */
export function Component() {
  const { t } = useTranslation('payment');
  const { profile } = useSession();
  const party: LedgerParty = profile?.role === 'Photographer' ? 'photographer' : 'customer';
  const isPhotographer = party === 'photographer';
  const [searchParams, setSearchParams] = useSearchParams();
  const dates = statementDatesOf(searchParams);
  const range = statementWindow(dates);
  const filtered = Boolean(dates.from || dates.to);
  const list = useQuery({
    ...paymentsQuery(range.ok ? { from: range.from, to: range.to } : {}),
    enabled: range.ok,
  });
  const pending = usePendingPayouts(isPhotographer);

  const view = list.data
    ? statementView({
        transactions: list.data.transactions,
        party,
        openingBalance: list.data.openingBalance,
        from: range.ok ? range.from : undefined,
        pendingPaymentIds: new Set(pending.data?.paymentIds),
        typeLabel: (kind: LedgerLineKind) =>
          t(isPhotographer ? `transactions.lineType.${kind}` : `transactionType.${kind}`),
        pendingNote: t('transactions.pendingPayout'),
      })
    : undefined;
  const totals = ledgerTotals(list.data?.transactions ?? []);
  const totalRows: [string, number][] = isPhotographer
    ? [
        [t('transactions.totalEarnings'), totals.payout],
        [t('transactions.totalFees'), totals.fee],
      ]
    : [
        [t('transactions.totalCharged'), totals.charge],
        [t('transactions.totalRefunded'), totals.refund],
      ];
  const apply = (next: StatementDates) =>
    setSearchParams(searchParamsOfDates(next), { replace: true });
  const exportCsv = () => {
    if (!view) return;
    const fileName = statementFileName(dates);
    const csv = statementCsv(view, {
      date: t('transactions.date'),
      type: t('transactions.type'),
      amount: t('transactions.csv.amount'),
      balance: t('transactions.csv.balance'),
      order: t('transactions.csv.order'),
      openingBalance: t('transactions.openingBalance'),
    });
    downloadCsv(fileName, csv);
    toast.success(t('transactions.exported', { file: fileName }));
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('transactions.title')}
        description={
          isPhotographer
            ? t('transactions.descriptionPhotographer')
            : t('transactions.descriptionCustomer')
        }
      />
      {isPhotographer ? <PendingPayoutsSection pending={pending} /> : null}
      <StatementDatesForm
        key={searchParams.toString()}
        value={dates}
        error={
          range.ok
            ? undefined
            : t(
                range.problem === 'to_before_from'
                  ? 'transactions.range.toBeforeFrom'
                  : 'transactions.range.invalid',
              )
        }
        onApply={apply}
      />
      <Section
        title={t('transactions.caption')}
        hideTitle
        actions={
          <Button variant="outline" onClick={exportCsv} disabled={!view || view.rows.length === 0}>
            <Download aria-hidden />
            {t('transactions.export')}
          </Button>
        }
      >
        <Text variant="muted" aria-live="polite">
          {view ? t('transactions.count', { count: view.rows.length }) : null}
        </Text>
        {!range.ok ? null : list.isPending ? (
          <LoadingState variant="list" label={t('common:loading')} />
        ) : list.isError ? (
          <QueryError
            title={t('loadError')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : view!.rows.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<Receipt />}
              title={t('transactions.emptyRangeTitle')}
              description={t('transactions.emptyRangeDescription')}
              action={
                <Button variant="outline" onClick={() => apply({})}>
                  {t('transactions.range.clear')}
                </Button>
              }
            />
          ) : (
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
          )
        ) : (
          <StatementTable view={view!} caption={t('transactions.caption')} totals={totalRows} />
        )}
      </Section>
    </Stack>
  );
}
