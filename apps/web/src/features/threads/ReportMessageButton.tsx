import type { Schemas } from '@shootbook/api-client';
import { unwrap } from '@shootbook/api-client';
import { Button, ConfirmDialog, Field, NativeSelect, NativeSelectOption } from '@shootbook/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toastApiError } from '../../app/api';
import { toast } from '../../app/toast';

type ReportReason = Schemas['MessageReport']['reason'];
const REASONS: readonly ReportReason[] = ['abuse', 'spam', 'off_platform', 'other'];

/**
 * "Report" under the other party's message (docs/product.md §13): asks why, then
 * `POST /thread/{id}/message/{messageId}/report`; the report is kept for review.
 */
export function ReportMessageButton({
  threadId,
  messageId,
}: {
  threadId: string;
  messageId: string;
}) {
  const { t } = useTranslation('threads');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('abuse');
  const report = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/thread/{id}/message/{messageId}/report', {
          params: { path: { id: threadId, messageId } },
          body: { reason },
        }),
      ),
  });
  return (
    <ConfirmDialog
      title={t('report.title')}
      description={t('report.description')}
      confirmLabel={t('report.confirm')}
      cancelLabel={t('report.cancel')}
      trigger={
        <Button variant="link" size="inline" className="text-xs">
          {t('report.open')}
        </Button>
      }
      onConfirm={() =>
        report.mutateAsync().then(
          () => toast.success(t('report.done')),
          (error: unknown) => toastApiError(error, tc),
        )
      }
    >
      <Field label={t('report.why')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={reason}
            onChange={(event) =>
              setReason(REASONS.find((value) => value === event.target.value) ?? reason)
            }
          >
            {REASONS.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {t(`report.reason.${value}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </Field>
    </ConfirmDialog>
  );
}
