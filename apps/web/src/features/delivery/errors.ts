import { ApiError } from '@shootbook/api-client';
import type { DeliveryRefusal } from '@shootbook/machines';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../app/api';
import { toast } from '../../app/toast';

/**
 * The reasons a delivery answer may carry in `details.reason` (openapi.yaml
 * `sendDeliveryEvent`, `chargeExtraPhotos`): packages/machines `DeliveryRefusal` plus the
 * add-on's `no_extra_photos`. A record, so a refusal added to the rules fails the type-check
 * here until it has a message in `apiErrors:delivery.*`.
 */
const REASONS: Record<DeliveryRefusal | 'no_extra_photos', true> = {
  not_allowed_in_state: true,
  forbidden_source: true,
  proofs_not_offered: true,
  picks_expected: true,
  no_proofs: true,
  picks_out_of_range: true,
  extra_photos_unpaid: true,
  note_required: true,
  no_revisions_left: true,
  not_due_yet: true,
  too_late: true,
  no_extra_photos: true,
};

/** Delivery quotas a `quota_exceeded` answer may name in `details.quota`. */
const QUOTAS = new Set(['deliveryFiles', 'deliveryBytes']);

/**
 * A translated message for a failed delivery call: a delivery refusal (`details.reason`) or a
 * delivery quota (`details.quota`) has its own text in `apiErrors:delivery.*`; anything else is
 * the app's usual message for its code ({@link apiErrorMessage}).
 */
export function deliveryErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as { reason?: unknown; quota?: unknown };
    if (typeof details.reason === 'string' && details.reason in REASONS)
      return t(`delivery.${details.reason}`, { ns: 'apiErrors' });
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
