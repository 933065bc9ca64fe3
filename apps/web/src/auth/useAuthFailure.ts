import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../app/toast';
import { authErrorCode, authErrorMessage } from './authErrors';
import { passwordPolicyQueryKey } from './passwordPolicy';

/**
 * Handler for a failed Firebase Auth call: a translated error toast (docs/product.md §8), and on
 * `auth/password-does-not-meet-requirements` a re-read of the password policy (docs/product.md §5;
 * Firebase re-caches its own copy at the same time). A popup the user replaced is not reported.
 */
export function useAuthFailure(): (error: unknown) => void {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const code = authErrorCode(error);
      if (code === 'auth/cancelled-popup-request') return;
      if (code === 'auth/password-does-not-meet-requirements') {
        void queryClient.invalidateQueries({ queryKey: passwordPolicyQueryKey });
      }
      toast.error(authErrorMessage(error, t));
    },
    [t, queryClient],
  );
}
