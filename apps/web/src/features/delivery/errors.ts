import { ApiError, httpApiError } from '@shootbook/api-client';
import type { DeliveryUploadFailure } from '@shootbook/ui/delivery-uploader';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../app/api';
import { toast } from '../../app/toast';

/** Delivery quotas a `quota_exceeded` answer may name in `details.quota`. */
const QUOTAS = new Set(['deliveryFiles', 'deliveryBytes']);

/**
 * A translated message for a failed delivery call: a delivery quota (`details.quota`) has its own
 * text in `apiErrors:delivery.quota.*`; a refusal of the rules (`params.reason`
 * `delivery_<DeliveryRefusal>`) and anything else is the app's usual message
 * ({@link apiErrorMessage}, `apiErrors:reasons.*`).
 */
export function deliveryErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as { quota?: unknown };
    if (
      error.code === 'quota_exceeded' &&
      typeof details.quota === 'string' &&
      QUOTAS.has(details.quota)
    )
      return t(`delivery.quota.${details.quota}`, { ns: 'apiErrors' });
  }
  return apiErrorMessage(error, t);
}

/**
 * Why an upload failed, in the photographer's words (decision 0026), from what the server
 * answered: no answer — the connection was lost, a retry resumes; 404 — the upload expired or is
 * gone, a retry sends the file again; 413 `payload_too_large` — the largest file in MB
 * (`details.maxBytes`); anything else as {@link deliveryErrorMessage} (a delivery
 * quota, a refused format `delivery_heic_unsupported` / `delivery_not_an_image`, a state change).
 */
export function uploadFailureMessage(failure: DeliveryUploadFailure, t: TFunction): string {
  if (failure.status === null) return t('delivery:upload.errors.connection');
  if (failure.status === 404) return t('delivery:upload.errors.gone');
  const error = httpApiError(failure.status, failure.body);
  const maxBytes = (error.details as { maxBytes?: unknown } | undefined)?.maxBytes;
  if (error.code === 'payload_too_large' && typeof maxBytes === 'number')
    return t('delivery:upload.errors.tooBig', { mb: Math.floor(maxBytes / (1024 * 1024)) });
  return deliveryErrorMessage(error, t);
}

/**
 * Runs a delivery change: on success toasts `success`; on failure toasts
 * {@link deliveryErrorMessage} (an alert, announced at once) and rethrows, so a dialog stays
 * open with what was typed. Resolves with the change's result.
 */
export function useDeliveryChange() {
  const { t } = useTranslation();
  return async <R>(change: () => Promise<R>, success?: string): Promise<R> => {
    try {
      const result = await change();
      if (success) toast.success(success);
      return result;
    } catch (error) {
      toast.error(createElement('span', { role: 'alert' }, deliveryErrorMessage(error, t)));
      throw error;
    }
  };
}
