import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  Stack,
  Text,
} from '@shootbook/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toastApiError } from '../../app/api';
import { useLineLink, useStartLineLink, useUnlinkLine } from './lineQueries';

/** What the LINE card shows. */
export type LineCardState =
  | { kind: 'loading' }
  | { kind: 'error' }
  /** A link token came back from LINE: on the way to LINE's dialog. */
  | { kind: 'confirming' }
  | { kind: 'linked' }
  | { kind: 'unlinked'; addFriendUrl: string | null; sandboxChatUrl: string | null };

/**
 * The LINE card of `/profile` as it looks in `state` (docs/product.md §13 "On LINE",
 * docs/decisions/0030): "Connected" with "Disconnect", or "Not connected" with how to connect —
 * the official account's add-friend link ("Connect LINE") and, in development, the sandbox's
 * chat page ("Link LINE (sandbox)").
 */
export function LineCardView({
  state,
  onDisconnect,
  disconnecting = false,
  onRetry,
}: {
  state: LineCardState;
  onDisconnect: () => void;
  disconnecting?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  let body;
  if (state.kind === 'loading' || state.kind === 'confirming') {
    body = (
      <Stack direction="row" gap={2} role="status">
        <Spinner />
        {state.kind === 'confirming' ? <Text>{t('line.confirming')}</Text> : null}
      </Stack>
    );
  } else if (state.kind === 'error') {
    body = (
      <Alert variant="warning">
        <AlertTitle>{t('line.loadFailed')}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('line.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (state.kind === 'linked') {
    body = (
      <Stack gap={4}>
        <div>
          <Badge variant="success">{t('line.connected')}</Badge>
        </div>
        <Text>{t('line.linkedDescription')}</Text>
        <div>
          <Button variant="outline" loading={disconnecting} onClick={onDisconnect}>
            {t('line.disconnect')}
          </Button>
        </div>
      </Stack>
    );
  } else {
    const { addFriendUrl, sandboxChatUrl } = state;
    body = (
      <Stack gap={4}>
        <div>
          <Badge variant="secondary">{t('line.notConnected')}</Badge>
        </div>
        {addFriendUrl || sandboxChatUrl ? (
          <Text>{t('line.steps')}</Text>
        ) : (
          <Text variant="muted">{t('line.unavailable')}</Text>
        )}
        <Stack direction="row" gap={2}>
          {addFriendUrl ? (
            <Button asChild>
              <a href={addFriendUrl} target="_blank" rel="noopener noreferrer">
                {t('line.connect')}
              </a>
            </Button>
          ) : null}
          {sandboxChatUrl ? (
            <Button asChild variant="outline">
              <a href={sandboxChatUrl}>{t('line.connectSandbox')}</a>
            </Button>
          ) : null}
        </Stack>
        {sandboxChatUrl ? <Text variant="muted">{t('line.sandboxNote')}</Text> : null}
      </Stack>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('line.title')}</CardTitle>
        <CardDescription>{t('line.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/**
 * The LINE card of `/profile`, reading `GET /line/link`. Coming back from LINE with
 * `?lineLinkToken=…`, it posts the token once (`POST /line/link`) and sends the browser to LINE's
 * account-link dialog; a refusal is toasted and the parameter dropped.
 */
export function LineCard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('lineLinkToken');
  const link = useLineLink();
  const start = useStartLineLink();
  const unlink = useUnlinkLine();
  const started = useRef(false);

  useEffect(() => {
    if (!linkToken || started.current) return;
    started.current = true;
    start.mutate(linkToken, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        toastApiError(error, t);
        setParams(
          (current) => {
            current.delete('lineLinkToken');
            return current;
          },
          { replace: true },
        );
      },
    });
  }, [linkToken, start, setParams, t]);

  let state: LineCardState;
  if (linkToken && !start.isError) state = { kind: 'confirming' };
  else if (link.isPending) state = { kind: 'loading' };
  else if (link.isError) state = { kind: 'error' };
  else if (link.data.linked) state = { kind: 'linked' };
  else
    state = {
      kind: 'unlinked',
      addFriendUrl: link.data.addFriendUrl,
      sandboxChatUrl: link.data.sandboxChatUrl,
    };
  return (
    <LineCardView
      state={state}
      disconnecting={unlink.isPending}
      onDisconnect={() => unlink.mutate(undefined, { onError: (error) => toastApiError(error, t) })}
      onRetry={() => void link.refetch()}
    />
  );
}
