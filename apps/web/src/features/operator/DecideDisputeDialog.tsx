import { DISPUTE_DECISIONS } from '@shootbook/machines';
import {
  Button,
  ConfirmDialog,
  Field,
  Input,
  NativeSelect,
  NativeSelectOption,
} from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { useDecideDispute, type Dispute, type DisputeDecision } from './queries';
import { ReasonField, isReasonGiven } from './ReasonField';
import { partialRefundSatang } from './refundAmount';

/**
 * "Decide" on a dispute (docs/product.md §12, docs/decisions/0033): full refund, partial refund
 * of an amount in baht (sent as satang) or release to the photographer, with the required reason
 * the audit log keeps. The confirm button waits for a reason (and a valid amount); a refusal is
 * said in a toast and the dialog stays open.
 */
export function DecideDisputeDialog({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('operator');
  const { t: tc } = useTranslation();
  const decide = useDecideDispute(dispute.id);
  const [decision, setDecision] = useState<DisputeDecision>('refund');
  const [baht, setBaht] = useState('');
  const [reason, setReason] = useState('');
  const amount = decision === 'partial_refund' ? partialRefundSatang(baht) : undefined;
  const ready = isReasonGiven(reason) && amount !== null;
  return (
    <ConfirmDialog
      title={t('decide.title')}
      description={t('decide.description')}
      confirmLabel={t('decide.confirm')}
      cancelLabel={t('decide.cancel')}
      confirmDisabled={!ready}
      trigger={<Button size="sm">{t('decide.open')}</Button>}
      onConfirm={() =>
        decide
          .mutateAsync({
            decision,
            reason: reason.trim(),
            ...(amount != null && { amount }),
          })
          .then(
            () => toast.success(t('decide.done')),
            (error: unknown) => {
              toastApiError(error, tc);
              throw error;
            },
          )
      }
    >
      <Field label={t('decide.decision')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={decision}
            onChange={(event) =>
              setDecision(
                DISPUTE_DECISIONS.find((value) => value === event.target.value) ?? decision,
              )
            }
          >
            {DISPUTE_DECISIONS.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {t(`decision.${value}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </Field>
      {decision === 'partial_refund' ? (
        <Field
          label={t('decide.amount')}
          description={t('decide.amountDescription')}
          required
          error={baht !== '' && amount === null ? t('decide.amountInvalid') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={baht}
              onChange={(event) => setBaht(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
}
