import type { components } from '@shootbook/api-client';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckboxField,
  CheckboxGroup,
  Spinner,
  Stack,
  Text,
} from '@shootbook/ui';
import { notificationChannels, notificationTopics } from '@shootbook/machines';
import type { NotificationChannel, NotificationTopic } from '@shootbook/machines';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api';
import {
  useNotificationPreferences,
  usePutNotificationPreferences,
} from './notificationPreferencesQueries';

type Preferences = components['schemas']['NotificationPreferences'];

/** What the notification settings card shows. */
export type NotificationPreferencesState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; preferences: Preferences };

/**
 * The notification settings of `/profile` as they look in `state` (docs/product.md §13,
 * docs/decisions/0036): per topic (messages, booking changes, reminders, photo delivery), a box
 * for each channel besides the in-app notifications, which are always on — e-mail, LINE, push.
 * Each change calls `onChange` with the whole new table. Quiet hours are explained under them.
 */
export function NotificationPreferencesView({
  state,
  onChange,
  onRetry,
}: {
  state: NotificationPreferencesState;
  onChange: (preferences: Preferences) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  let body;
  if (state.kind === 'loading') {
    body = (
      <div role="status" aria-label={t('notificationPreferences.loading')}>
        <Spinner />
      </div>
    );
  } else if (state.kind === 'error') {
    body = (
      <Alert variant="warning">
        <AlertTitle>{t('notificationPreferences.loadFailed')}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('notificationPreferences.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    const { preferences } = state;
    const set = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) =>
      onChange({ ...preferences, [topic]: { ...preferences[topic], [channel]: on } });
    body = (
      <Stack gap={6}>
        {notificationTopics.map((topic) => (
          <CheckboxGroup
            key={topic}
            legend={t(`notificationPreferences.topic.${topic}`)}
            description={t(`notificationPreferences.topicHint.${topic}`)}
            columns={3}
          >
            {notificationChannels.map((channel) => (
              <CheckboxField
                key={channel}
                label={t(`notificationPreferences.channel.${channel}`)}
                checked={preferences[topic][channel]}
                onCheckedChange={(checked) => set(topic, channel, checked === true)}
              />
            ))}
          </CheckboxGroup>
        ))}
        <Text variant="muted">{t('notificationPreferences.quietHours')}</Text>
      </Stack>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('notificationPreferences.title')}</CardTitle>
        <CardDescription>{t('notificationPreferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/**
 * The notification settings card of `/profile`, reading `GET /users/me/notification-preferences`
 * and saving each change at once (`PUT`); a refusal is toasted and the box put back.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const put = usePutNotificationPreferences();
  let state: NotificationPreferencesState;
  if (preferences.isPending) state = { kind: 'loading' };
  else if (preferences.isError) state = { kind: 'error' };
  else state = { kind: 'ready', preferences: preferences.data };
  return (
    <NotificationPreferencesView
      state={state}
      onChange={(next) => put.mutate(next, { onError: (error) => toastApiError(error, t) })}
      onRetry={() => void preferences.refetch()}
    />
  );
}
