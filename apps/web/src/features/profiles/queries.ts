import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';

export type PublicProfile = Schemas['PublicProfile'];

export const profileKeys = {
  all: ['profiles'] as const,
  public: (id: string) => ['profiles', id] as const,
};

/**
 * `GET /user/profile/{id}`: another user's public profile (no e-mail, phone or bank account), as
 * query options.
 */
export function publicProfileQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.public(id),
    queryFn: () => unwrap(api.GET('/user/profile/{id}', { params: { path: { id } } })),
  });
}

/** {@link publicProfileQuery} as a hook; idle without an id. */
export function usePublicProfile(id: string | undefined) {
  return useQuery({ ...publicProfileQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * `PATCH /user/profile` from the edit page, then a fresh `GET /user/profile` for the session (the
 * header and the route guard read it) and fresh public profiles and photographer lists.
 */
export function useUpdateOwnProfile() {
  const { refreshProfile } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['ProfileUpdate']) => unwrap(api.PATCH('/user/profile', { body })),
    onSuccess: async () => {
      await Promise.all([
        refreshProfile(),
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.invalidateQueries({ queryKey: ['photographers'] }),
      ]);
    },
  });
}

/**
 * `GET /payment/onboardingURL?returnUrl=…` (photographers; docs/product.md §10.1): a
 * one-time link to the provider's payout onboarding (Stripe Account Link or the sandbox page).
 * The caller sends the browser there; the provider returns to `returnUrl` (our `/profile`).
 */
export function useOnboardingLink() {
  return useMutation({
    mutationFn: (returnUrl: string) =>
      unwrap(api.GET('/payment/onboardingURL', { params: { query: { returnUrl } } })),
  });
}
