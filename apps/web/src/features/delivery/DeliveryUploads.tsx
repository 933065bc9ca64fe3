import { DELIVERY_ACCEPT_TYPES } from '@shootbook/machines';
import { Card, CardContent, CardHeader, CardTitle } from '@shootbook/ui';
import { DeliveryUploader, useDeliveryUppy } from '@shootbook/ui/delivery-uploader';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentIdToken } from '../../app/api';
import { config } from '../../app/config';
import { uploadFailureMessage } from './errors';
import { deliveryKeys, type DeliveryFileKind } from './queries';
import { UploadedFiles } from './UploadedFiles';

/**
 * The photographer's resumable uploads of a delivery's proofs or finals (openapi.yaml
 * `createDeliveryUpload`: tus through Uppy, ui DeliveryUploader), each request with a fresh
 * identity token, JPEG, PNG, WebP or AVIF only (HEIC is refused, with words saying so); a failed
 * file says why in the photographer's words ({@link uploadFailureMessage}). Each finished file
 * refreshes the delivery and its file list, so it shows in the gallery below as it arrives; the
 * files uploaded so far can be removed ({@link UploadedFiles}). Uppy comes with this module, which only the lazy gallery page
 * imports (docs/decisions/0015: not in the first paint).
 */
export function DeliveryUploads({
  appointmentId,
  kind,
}: {
  appointmentId: string;
  kind: DeliveryFileKind;
}) {
  const { t } = useTranslation('delivery');
  const queryClient = useQueryClient();
  const uppy = useDeliveryUppy({
    endpoint: `${config.apiBaseUrl}/appointment/${appointmentId}/delivery/uploads`,
    authorize: async (): Promise<Record<string, string>> => {
      const token = await currentIdToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    meta: { kind },
    // The size limit is the API's setting (DELIVERY_FILE_MAX_MB): it answers 413 at creation.
    allowedFileTypes: DELIVERY_ACCEPT_TYPES.split(','),
  });
  useEffect(() => {
    const refresh = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.files(appointmentId, kind) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.one(appointmentId) }),
      ]);
    uppy.on('upload-success', refresh);
    return () => {
      uppy.off('upload-success', refresh);
    };
  }, [uppy, queryClient, appointmentId, kind]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t(kind === 'proof' ? 'upload.proofsTitle' : 'upload.finalsTitle')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DeliveryUploader
          uppy={uppy}
          accept={DELIVERY_ACCEPT_TYPES}
          labels={{
            add: t('upload.add'),
            hint: t('upload.hint'),
            list: t('upload.list'),
            overall: (done, total, percent) => t('upload.overall', { done, total, percent }),
            progress: (name, percent) => t('upload.progress', { name, percent }),
            pause: (name) => t('upload.pause', { name }),
            resume: (name) => t('upload.resume', { name }),
            retry: (name) => t('upload.retry', { name }),
            remove: (name) => t('upload.remove', { name }),
            pauseAll: t('upload.pauseAll'),
            resumeAll: t('upload.resumeAll'),
            paused: t('upload.paused'),
            done: t('upload.done'),
            failed: t('upload.failed'),
            failure: (failure) => uploadFailureMessage(failure, t),
            rejected: (name, reason) =>
              t(reason === 'size' ? 'upload.tooBig' : 'upload.rejected', { name }),
          }}
        />
        <UploadedFiles appointmentId={appointmentId} kind={kind} />
      </CardContent>
    </Card>
  );
}
