import { ApiError } from '@shootbook/api-client';
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
