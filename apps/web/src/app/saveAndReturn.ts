import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from './api';

/**
 * What a form's save does across the app: run `save` (an API mutation); on success toast
 * `successMessage` and go to `to` (a path, or a function of the mutation's result, e.g. the new
 * package's page); on failure toast the API's message (docs/decisions/0001 error codes) and
 * rethrow, so the form keeps what was typed and stops showing that it is submitting.
 */
export function useSaveAndReturn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async <R>(save: () => Promise<R>, successMessage: string, to: string | ((result: R) => string)): Promise<void> => {
    let result: R;
    try {
      result = await save();
    } catch (error) {
      toastApiError(error, t);
      throw error;
    }
    toast.success(successMessage);
    void navigate(typeof to === 'function' ? to(result) : to);
  };
}
