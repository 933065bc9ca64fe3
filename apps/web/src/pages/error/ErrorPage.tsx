import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Container,
  PageHeader,
  Stack,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { describeRouteError, type RouteErrorView } from './routeError';

/**
 * Where the error page sits: `inline` inside the default layout's AppShell, `background` in the
 * sign-in card frame, `standalone` when even the layout failed.
 */
export type ErrorFrame = 'inline' | 'background' | 'standalone';

/**
 * The error page of docs/product.md §2 for `error` — what a route's error boundary caught, or a route's
 * `NotFoundError` (app/routeParams.ts): "Page Not Found" with "Page Not Found: {path}" for 404;
 * "Internal Server Error" otherwise (default status 500); a reload offer when a page's code
 * failed to download (docs/product.md §8 "Chunk error"). It renders in place of the page, so the address
 * bar keeps the requested path.
 */
export function ErrorPage({ frame = 'inline', error }: { frame?: ErrorFrame; error: unknown }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('errors');
  const view = describeRouteError(error, pathname);
  const title = t(titleKey(view));
  const body = <ErrorBody view={view} />;

  if (frame === 'background') return <BackgroundPage title={title}>{body}</BackgroundPage>;
  const content = (
    <>
      <PageHeader title={title} description={t('status', { status: view.status })} />
      {body}
    </>
  );
  if (frame === 'standalone') {
    return (
      <Container size="md" asChild>
        <main>{content}</main>
      </Container>
    );
  }
  return content;
}

function titleKey(view: RouteErrorView): string {
  if (view.kind === 'chunk') return 'chunk.title';
  return view.kind === 'notFound' ? 'notFound.title' : 'server.title';
}

function ErrorBody({ view }: { view: RouteErrorView }) {
  const { t } = useTranslation('errors');
  if (view.kind === 'chunk') {
    return (
      <Alert variant="warning">
        <AlertTitle>{t('chunk.message')}</AlertTitle>
        <AlertDescription>
          <Button onClick={() => window.location.reload()}>{t('chunk.retry')}</Button>
        </AlertDescription>
      </Alert>
    );
  }
  const message =
    view.kind === 'notFound' ? t('notFound.message', { path: view.path }) : t('server.message');
  return (
    <Stack gap={4}>
      <Alert variant={view.kind === 'notFound' ? 'info' : 'destructive'}>
        {/* The requested address can be one long word: it breaks anywhere rather than widen a phone's page. */}
        <AlertDescription className="wrap-anywhere">{message}</AlertDescription>
      </Alert>
      <Stack direction="row" gap={2}>
        <Button asChild variant="outline">
          <Link to="/">{t('goHome')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
