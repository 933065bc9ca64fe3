import {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  LoadingState,
  Money,
  Section,
  Text,
} from '@shootbook/ui';
import type { PendingPayouts } from '@shootbook/machines';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale } from '@shootbook/machines';
import { QueryError } from '../../app/QueryStates';
import type { usePendingPayouts } from './queries';

/**
 * The photographer's pending payouts as of now (packages/machines `pendingPayouts`): what will be
 * paid out to them, what the customers paid and the fees to be withheld, over their paid bookings
 * not yet completed — or that nothing is pending. A region named by its heading.
 */
export function PendingPayoutsSection({
  pending,
}: {
  pending: ReturnType<typeof usePendingPayouts>;
}) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  return (
    <Section
      title={t('transactions.pending.title')}
      description={t('transactions.pending.description')}
    >
      {pending.isPending ? (
        <LoadingState variant="detail" label={t('transactions.pending.loading')} />
      ) : pending.isError ? (
        <QueryError
          title={t('transactions.pending.loadError')}
          error={pending.error}
          onRetry={() => void pending.refetch()}
        />
      ) : pending.data.paymentIds.length === 0 ? (
        <Text variant="muted">{t('transactions.pending.none')}</Text>
      ) : (
        <PendingFacts pending={pending.data} locale={locale} />
      )}
    </Section>
  );
}

function PendingFacts({ pending, locale }: { pending: PendingPayouts; locale: string }) {
  const { t } = useTranslation('payment');
  return (
    <DescriptionList columns={3}>
      <Fact
        term={t('transactions.pending.payout')}
        satang={pending.payoutAmount}
        locale={locale}
        emphasis="strong"
      >
        <Text variant="muted" asChild>
          <span>({t('transactions.pending.bookings', { count: pending.paymentIds.length })})</span>
        </Text>
      </Fact>
      <Fact term={t('transactions.pending.amount')} satang={pending.amount} locale={locale} />
      <Fact term={t('transactions.pending.fee')} satang={pending.platformFee} locale={locale} />
    </DescriptionList>
  );
}

/** One amount of the pending payouts, with an optional note after it. */
function Fact({
  term,
  satang,
  locale,
  emphasis,
  children,
}: {
  term: string;
  satang: number;
  locale: string;
  emphasis?: 'strong';
  children?: ReactNode;
}) {
  return (
    <DescriptionItem>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails emphasis={emphasis}>
        <Money satang={satang} locale={locale} />
        {children ? <> {children}</> : null}
      </DescriptionDetails>
    </DescriptionItem>
  );
}
