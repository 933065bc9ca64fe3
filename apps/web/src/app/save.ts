import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from './api';

/**
 * What saving does across the app: run `save` (an API mutation); on success toast
 * `successMessage` and, when `to` is given, go there (a path, or a function of the mutation's
 * result, e.g. the new package's page). On failure toast the API's message (docs/decisions/0001
 * error codes) and rethrow, so a form keeps what was typed and a ConfirmDialog stays open.
 * Resolves with the mutation's result.
 */
export function useSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async <R>(save: () => Promise<R>, successMessage: string, to?: string | ((result: R) => string)): Promise<R> => {
    let result: R;
    try {
      result = await save();
    } catch (error) {
      toastApiError(error, t);
      throw error;
    }
    toast.success(successMessage);
    if (to !== undefined) void navigate(typeof to === 'function' ? to(result) : to);
    return result;
  };
}
