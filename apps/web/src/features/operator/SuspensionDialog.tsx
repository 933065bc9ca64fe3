import { Button, ConfirmDialog } from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { useSuspension, type OperatorPhotographer } from './queries';
import { ReasonField, isReasonGiven } from './ReasonField';

/**
 * "Suspend" a listed photographer, or "Restore" a suspended one (docs/product.md §12,
 * docs/decisions/0033), with the required reason the audit log keeps. A refusal is said in a
 * toast and the dialog stays open.
 */
export function SuspensionDialog({ photographer }: { photographer: OperatorPhotographer }) {
  const { t } = useTranslation('operator');
  const { t: tc } = useTranslation();
  const change = useSuspension(photographer.id);
  const [reason, setReason] = useState('');
  const suspend = photographer.suspendedAt === null;
  const key = suspend ? 'suspend' : 'restore';
  return (
    <ConfirmDialog
      title={t(`${key}.title`, { name: photographer.name })}
      description={t(`${key}.description`)}
      confirmLabel={t(`${key}.confirm`)}
      cancelLabel={t(`${key}.cancel`)}
      tone={suspend ? 'destructive' : 'default'}
      confirmDisabled={!isReasonGiven(reason)}
      trigger={
        <Button size="sm" variant={suspend ? 'outline' : 'default'}>
          {t(`${key}.open`)}
          <span className="sr-only"> {photographer.name}</span>
        </Button>
      }
      onConfirm={() =>
        change.mutateAsync({ suspend, reason: reason.trim() }).then(
          () => toast.success(t(`${key}.done`, { name: photographer.name })),
          (error: unknown) => {
            toastApiError(error, tc);
            throw error;
          },
        )
      }
    >
      <ReasonField value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
}
