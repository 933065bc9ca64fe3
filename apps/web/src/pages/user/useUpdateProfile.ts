import { unwrap, type Schemas } from '@shootbook/api-client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';

/**
 * `PATCH /user/profile` for a registration step, then a fresh `GET /user/profile`, so the route
 * guard (SPEC.md §2) moves the user to the next step. Failures are toasted.
 */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  return useMutation({
    mutationFn: (body: Schemas['ProfileUpdate']) => unwrap(api.PATCH('/user/profile', { body })),
    onSuccess: async () => {
      await refreshProfile();
    },
    onError: (error) => toastApiError(error, t),
  });
}
