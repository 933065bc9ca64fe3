import { Button, ConfirmDialog, LoadingState, Text } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../app/QueryStates';
import { useDeliveryChange } from './errors';
import { deliveryFilesQuery, useRemoveDeliveryFile, type DeliveryFileKind } from './queries';

/**
 * The photographer's uploaded proofs or finals, each with "Remove" behind a confirmation
 * (openapi.yaml `deleteDeliveryFile`), in a disclosure under the uploader: shown only while files
 * of `kind` may change (the page asks packages/machines `changeableFileKind`), so a file handed
 * over is never offered for removal. A removed file leaves the list at once and its name is
 * announced; a refusal (the delivery moved on meanwhile) brings it back with the reason.
 * Loading, error and empty states; keyboard and screen reader: a native `<details>`, one named
 * button per file, the dialog takes and returns focus.
 */
export function UploadedFiles({
  appointmentId,
  kind,
}: {
  appointmentId: string;
  kind: DeliveryFileKind;
}) {
  const { t } = useTranslation('delivery');
  const files = useQuery(deliveryFilesQuery(appointmentId, kind));
  const remove = useRemoveDeliveryFile();
  const change = useDeliveryChange();
  const count = files.data?.files.length ?? 0;
  return (
    <details className="mt-4 rounded-lg border bg-card p-3">
      <summary className="cursor-pointer text-sm font-medium">
        {files.isSuccess ? t('uploaded.summaryCount', { count }) : t('uploaded.summary')}
      </summary>
      <div className="mt-3">
        {files.isPending ? (
          <LoadingState variant="list" count={3} label={t('loading')} />
        ) : files.isError ? (
          <QueryError
            title={t('gallery.filesError')}
            error={files.error}
            onRetry={() => void files.refetch()}
          />
        ) : count === 0 ? (
          <Text variant="muted">{t('uploaded.empty')}</Text>
        ) : (
          <ul aria-label={t('uploaded.list')} className="grid gap-1">
            {files.data.files.map((file) => (
              <li key={file.id} className="flex min-h-11 items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm" title={file.originalName}>
                  {file.originalName}
                </span>
                <ConfirmDialog
                  trigger={
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t('uploaded.remove', { name: file.originalName })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('uploaded.removeShort')}
                    </Button>
                  }
                  title={t('uploaded.confirmTitle', { name: file.originalName })}
                  description={t('uploaded.confirmText')}
                  confirmLabel={t('uploaded.confirm')}
                  cancelLabel={t('uploaded.keep')}
                  tone="destructive"
                  // The dialog closes either way: the file leaves the list at once and, if the
                  // API refuses, comes back with the reason in a toast (an alert).
                  onConfirm={() =>
                    change(
                      () => remove.mutateAsync({ appointmentId, kind, fileId: file.id }),
                      t('uploaded.removed', { name: file.originalName }),
                    ).catch(() => undefined)
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
