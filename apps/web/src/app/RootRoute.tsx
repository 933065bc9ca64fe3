import { Alert, AlertDescription, Button, Stack } from '@shootbook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../auth/AuthProvider';
import { guardRedirect } from './guard';
import type { PageHandle } from './pages';
import { markFirstPageCommitted } from './pageReady';
import { BackgroundPage } from './layouts/BackgroundLayout';
import { queryClient } from './queryClient';
import { useFocusHeadingOnNavigation } from './routeFocus';

/**
 * Root element. The loader guards navigations; this component re-applies the same guard when the
 * session changes while a page is open (sign-in, sign-out, a registration step's profile refresh),
 * redirecting with `<Navigate replace>` (SPEC.md §2 "Route guard"). It provides the app's
 * QueryClient to every page and layout: TanStack Query downloads with this module, beside the
 * first route, rather than before the first paint (docs/decisions/0015).
 */
export function RootRoute() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const target = guardRedirect(pathname + search, session);
  useRouteTitleAndFocus(pathname);
  // The first page is on screen (app/pageReady.ts): what waits for it may start.
  useEffect(markFirstPageCommitted, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ScrollRestoration />
      {target ? (
        <Navigate to={target} replace />
      ) : session.status === 'profileError' ? (
        <ProfileError />
      ) : (
        <Outlet />
      )}
    </QueryClientProvider>
  );
}

/**
 * Each route's `document.title` ("Appointments · ShootBook", from the `titles` strings of the page
 * module the route loads, in the UI language), and focus on the new page's heading after a
 * navigation ({@link useFocusHeadingOnNavigation}).
 */
function useRouteTitleAndFocus(pathname: string): void {
  const { t } = useTranslation('titles');
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as PageHandle | undefined)?.page;
  const title = page ? t(`page.${page}`) : t('notFound');
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  useFocusHeadingOnNavigation(pathname);
}

/** `GET /user/profile` failed for a signed-in user: offer a retry, or signing out. */
function ProfileError() {
  const { t } = useTranslation();
  const { refreshProfile, signOut } = useSession();
  const [pending, setPending] = useState(false);
  return (
    <BackgroundPage title={t('session.profileErrorTitle')}>
      <Stack gap={4}>
        <Alert variant="destructive">
          <AlertDescription>{t('session.profileErrorDescription')}</AlertDescription>
        </Alert>
        <Button
          loading={pending}
          onClick={() => {
            setPending(true);
            void refreshProfile().finally(() => setPending(false));
          }}
        >
          {t('retry')}
        </Button>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </Button>
      </Stack>
    </BackgroundPage>
  );
}
