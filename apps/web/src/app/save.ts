import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@shootbook/api-client';
import { useSession } from '../auth/AuthProvider';
import { toastApiError } from './api';
import { toast } from './toast';

/** A success toast's text, and optionally a link it offers (e.g. "View booking" → `/appointment/{id}`). */
export interface SuccessToast {
  message: string;
  link?: { label: string; to: string };
}

/**
 * What saving does across the app: run `save` (an API mutation); on success toast
 * `success` (a message, or a {@link SuccessToast} whose link button navigates) and, when `to` is
 * given, go there (a path, or a function of the mutation's result, e.g. the new package's page). On failure toast the API's message (docs/decisions/0001
 * error codes) and rethrow, so a form keeps what was typed and a ConfirmDialog stays open.
 * A `403 registration_incomplete` also refreshes the session's profile: the API judged by a newer
 * profile than the screen's (e.g. payouts were switched off), and the screens should show what
 * is really missing. Resolves with the mutation's result.
 */
export function useSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refreshProfile } = useSession();
  return async <R>(
    save: () => Promise<R>,
    success: string | SuccessToast,
    to?: string | ((result: R) => string),
  ): Promise<R> => {
    let result: R;
    try {
      result = await save();
    } catch (error) {
      toastApiError(error, t);
      if (isApiError(error, 'registration_incomplete')) void refreshProfile();
      throw error;
    }
    const { message, link } =
      typeof success === 'string' ? { message: success, link: undefined } : success;
    toast.success(
      message,
      link ? { action: { label: link.label, onClick: () => void navigate(link.to) } } : undefined,
    );
    if (to !== undefined) void navigate(typeof to === 'function' ? to(result) : to);
    return result;
  };
}
