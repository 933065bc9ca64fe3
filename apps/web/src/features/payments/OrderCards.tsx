import { Card, CardContent, CardHeader, CardTitle, Text } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { LedgerTable } from './LedgerTable';
import { OrderSummary } from './OrderSummary';
import type { Order } from './queries';

/**
 * One payment's order (docs/product.md §3.9, `GET /payment/{oid}`) as two cards: the summary (line
 * item, time, amount in satang shown in baht, status; with `showPayout` the platform fee and the
 * payout, for the photographer) and its ledger lines (or "no lines yet"). Headings are `h2`;
 * `title` heads the summary (where the page is not the order's own).
 * Shown on the order page (`/payment/order/{oid}`) and on the booking's own page.
 */
export function OrderCards({
  order,
  showPayout,
  title,
}: {
  order: Order;
  showPayout: boolean;
  title?: string;
}) {
  const { t } = useTranslation('payment');
  return (
    <>
      <Card>
        {title ? (
          <CardHeader>
            <CardTitle>
              <h2>{title}</h2>
            </CardTitle>
          </CardHeader>
        ) : null}
        <CardContent>
          <OrderSummary order={order} showPayout={showPayout} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('order.ledger')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {order.transactions.length === 0 ? (
            <Text variant="muted">{t('order.noLedger')}</Text>
          ) : (
            <LedgerTable transactions={order.transactions} caption={t('order.ledgerCaption')} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
