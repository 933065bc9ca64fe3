import { Button, Money, Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@shootbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FALLBACK_TIMEZONE, formatDateTime, formattingLocale } from '../scheduling/time';
import type { Transaction } from './queries';

/**
 * Ledger lines (PRODUCT.md "Transaction": append-only `charge`, `refund`, `payout`, `fee`) as a
 * table: type, amount (satang, ui `Money`), date in Asia/Bangkok and, with `orderLinks`, a link to
 * the order (`/payment/order/{paymentId}`). `footer` rows go in the table footer (totals).
 */
export function LedgerTable({
  transactions,
  caption,
  orderLinks = false,
  footer,
}: {
  transactions: readonly Transaction[];
  caption: string;
  orderLinks?: boolean;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('transactions.date')}</TableHead>
          <TableHead>{t('transactions.type')}</TableHead>
          <TableHead numeric>{t('transactions.amount')}</TableHead>
          {orderLinks ? <TableHead>{t('transactions.order')}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((tx) => (
          <TableRow key={tx.id}>
            <TableCell>
              <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt, FALLBACK_TIMEZONE, locale)}</time>
            </TableCell>
            <TableCell>{t(`transactionType.${tx.type}`)}</TableCell>
            <TableCell numeric>
              <Money satang={tx.amount} locale={locale} />
            </TableCell>
            {orderLinks ? (
              <TableCell>
                <Button asChild variant="link" size="sm">
                  <Link to={`/payment/order/${tx.paymentId}`}>{t('transactions.viewOrder')}</Link>
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
      {footer ? <TableFooter>{footer}</TableFooter> : null}
    </Table>
  );
}
