import { unwrap, type components } from '@shootbook/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

type Preferences = components['schemas']['NotificationPreferences'];

/** The cache key of the caller's notification preferences. */
export const notificationPreferencesKey = ['notification-preferences'] as const;

/**
 * `GET /users/me/notification-preferences` (docs/decisions/0036): per topic, whether it also goes
 * out by e-mail, on LINE and as a push notification.
 */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: () => unwrap(api.GET('/users/me/notification-preferences')),
  });
}

/**
 * `PUT /users/me/notification-preferences` with the whole table: shown at once (optimistic), put
 * back if the server refuses, and replaced by what the server stored.
 */
export function usePutNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) =>
      unwrap(api.PUT('/users/me/notification-preferences', { body })),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = client.getQueryData<Preferences>(notificationPreferencesKey);
      client.setQueryData(notificationPreferencesKey, body);
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(notificationPreferencesKey, context.before);
    },
    onSuccess: (stored) => client.setQueryData(notificationPreferencesKey, stored),
  });
}
