import { unwrap } from '@shootbook/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

/** The cache key of the caller's LINE link. */
export const lineLinkKey = ['line-link'] as const;

/** `GET /line/link` (docs/decisions/0030): whether the caller's LINE is linked, and how to link it. */
export function useLineLink() {
  return useQuery({ queryKey: lineLinkKey, queryFn: () => unwrap(api.GET('/line/link')) });
}

/**
 * `POST /line/link` with the link token LINE's answer carried to `/profile?lineLinkToken=…`:
 * the URL of LINE's account-link dialog (the browser goes there to confirm).
 */
export function useStartLineLink() {
  return useMutation({
    mutationFn: (linkToken: string) => unwrap(api.POST('/line/link', { body: { linkToken } })),
  });
}

/** `DELETE /line/link`: nothing more goes to the caller's LINE; the link is read again. */
export function useUnlinkLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await unwrap(api.DELETE('/line/link'));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: lineLinkKey }),
  });
}
