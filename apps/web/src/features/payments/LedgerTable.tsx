import {
  Money,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formattingLocale, ledgerLineKind } from '@shootbook/machines';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import type { Transaction } from './queries';

/**
 * One order's ledger lines (docs/product.md §3.10: append-only `charge`, `refund`, `payout`,
 * `fee`) as a table: date in Asia/Bangkok, type (the extra-photos add-on's named apart,
 * `ledgerLineKind`) and amount as stored (satang, ui `Money`). The
 * transactions page shows lines signed for the viewer with a balance instead (`StatementTable`).
 */
export function LedgerTable({
  transactions,
  caption,
}: {
  transactions: readonly Transaction[];
  caption: string;
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
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((tx) => (
          <TableRow key={tx.id}>
            <TableCell>
              <time dateTime={tx.createdAt}>
                {formatDateTime(tx.createdAt, FALLBACK_TIMEZONE, locale)}
              </time>
            </TableCell>
            <TableCell>{t(`transactionType.${ledgerLineKind(tx)}`)}</TableCell>
            <TableCell numeric>
              <Money satang={tx.amount} locale={locale} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
