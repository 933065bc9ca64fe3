import {
  Badge,
  Button,
  Money,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  Text,
} from '@shootbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formattingLocale } from '@shootbook/machines';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import type { StatementView } from './statement';

/**
 * The transactions statement as a table, newest first (its CSV export, `statementCsv`, has the
 * same columns and rows): date in Asia/Bangkok, type (with a note such as "Pending payout"),
 * amount — signed "+"/"-" when it moves the viewer's money, plain when it does not (a payout to
 * the photographer's bank) — the running balance after the line, and a link to the order. With a
 * range that has a start, the opening balance is the last row. `totals` go in the footer, each a
 * label and an amount.
 */
export function StatementTable({
  view,
  caption,
  totals,
}: {
  view: StatementView;
  caption: string;
  totals: readonly [string, number][];
}) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const date = (iso: string): ReactNode => (
    <time dateTime={iso}>{formatDateTime(iso, FALLBACK_TIMEZONE, locale)}</time>
  );
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('transactions.date')}</TableHead>
          <TableHead>{t('transactions.type')}</TableHead>
          <TableHead numeric>{t('transactions.amount')}</TableHead>
          <TableHead numeric>{t('transactions.balance')}</TableHead>
          <TableHead>{t('transactions.order')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{date(row.createdAt)}</TableCell>
            <TableCell>
              {row.typeLabel}
              {row.note ? (
                <>
                  {' '}
                  <Badge variant="info">{row.note}</Badge>
                </>
              ) : null}
            </TableCell>
            <TableCell numeric>
              {row.signed ? (
                <Money satang={row.amount} locale={locale} signDisplay="exceptZero" />
              ) : (
                <Text variant="muted" asChild>
                  <Money satang={row.amount} locale={locale} />
                </Text>
              )}
            </TableCell>
            <TableCell numeric>
              <Money satang={row.balance} locale={locale} />
            </TableCell>
            <TableCell>
              <Button asChild variant="link" size="sm">
                <Link to={`/payment/order/${row.paymentId}`}>{t('transactions.viewOrder')}</Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
        {view.opening ? (
          <TableRow>
            <TableCell>{date(view.opening.at)}</TableCell>
            <TableCell>{t('transactions.openingBalance')}</TableCell>
            <TableCell />
            <TableCell numeric>
              <Money satang={view.opening.balance} locale={locale} />
            </TableCell>
            <TableCell />
          </TableRow>
        ) : null}
      </TableBody>
      <TableFooter>
        {totals.map(([label, amount]) => (
          <TableRow key={label}>
            <TableHead scope="row" colSpan={2}>
              {label}
            </TableHead>
            <TableCell numeric>
              <Money satang={amount} locale={locale} />
            </TableCell>
            <TableCell />
            <TableCell />
          </TableRow>
        ))}
      </TableFooter>
    </Table>
  );
}
