import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError } from '@shootbook/api-client';
import { useSession } from '../auth/AuthProvider';
import { toastApiError } from './api';

/**
 * What saving does across the app: run `save` (an API mutation); on success toast
 * `successMessage` and, when `to` is given, go there (a path, or a function of the mutation's
 * result, e.g. the new package's page). On failure toast the API's message (docs/decisions/0001
 * error codes) and rethrow, so a form keeps what was typed and a ConfirmDialog stays open.
 * A `403 registration_incomplete` also refreshes the session's profile: the API judged by a newer
 * profile than the screen's (e.g. payouts were switched off), and the screens should show what
 * is really missing. Resolves with the mutation's result.
 */
export function useSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refreshProfile } = useSession();
  return async <R>(save: () => Promise<R>, successMessage: string, to?: string | ((result: R) => string)): Promise<R> => {
    let result: R;
    try {
      result = await save();
    } catch (error) {
      toastApiError(error, t);
      if (isApiError(error, 'registration_incomplete')) void refreshProfile();
      throw error;
    }
    toast.success(successMessage);
    if (to !== undefined) void navigate(typeof to === 'function' ? to(result) : to);
    return result;
  };
}
