import { Alert, AlertDescription, Button, Stack } from '@shootbook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession, useSessionSettledOnce } from '../auth/AuthProvider';
import { i18n } from '../i18n';
import { guardDecision } from './guard';
import { markFirstPageCommitted } from './pageReady';
import { BackgroundPage } from './layouts/BackgroundLayout';
import { queryClient } from './queryClient';
import { RootFallback } from './RootFallback';
import { useFocusHeadingOnNavigation } from './routeFocus';
import { appRoutes, type RouteHandle } from './routes';
import { useScrollRestoration } from './scrollRestoration';
import { toast } from './toast';

/**
 * Root element. It first renders once the session has settled (the Suspense fallback, the first
 * load's spinner, shows until then), then applies the route guard of SPEC.md §2 on every
 * navigation and every session change (sign-in, sign-out, a registration step's profile refresh),
 * redirecting with `<Navigate replace>`; a wrong-role visit (guard step 6) is told why it landed
 * on the home page. It restores the scroll position on Back and Forward, titles the document and
 * moves focus to a new page's heading, and provides the app's QueryClient to every page and
 * layout: TanStack Query downloads with this module, beside the first route, rather than before
 * the first paint (docs/decisions/0015).
 */
export function RootRoute() {
  useSessionSettledOnce();
  const session = useSession();
  const { pathname, search } = useLocation();
  const decision = guardDecision(pathname + search, session);
  useWrongRoleNotice(decision?.reason === 'wrong_role' ? decision.to : null);
  useScrollRestoration();
  useRouteTitleAndFocus(pathname);
  // The first page is on screen (app/pageReady.ts): what waits for it may start. Not while the
  // guard redirects: the page it sends the user to is the first page.
  const redirecting = decision !== null;
  useEffect(() => {
    if (!redirecting) markFirstPageCommitted();
  }, [redirecting]);

  return (
    <QueryClientProvider client={queryClient}>
      {decision ? (
        <>
          <Navigate to={decision.to} replace />
          {/* The first load's spinner until the page the guard sends the user to is in. */}
          <RootFallback />
        </>
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
  const matches = matchRoutes(appRoutes, pathname);
  const page = (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.page;
  const title = page ? t(`page.${page}`) : t('notFound');
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  useFocusHeadingOnNavigation(pathname);
}

/**
 * Raises the guard's wrong-role notice (SPEC.md §2 "Route guard", step 6) while the guard sends
 * the user to `redirectTo` for that reason; null: nothing to tell. The text is looked up when the
 * toast shows, not when the guard decides: with a remembered session the guard can decide before
 * the frame's strings are in. One toast id, so a repeated effect (StrictMode) shows one notice.
 */
function useWrongRoleNotice(redirectTo: string | null): void {
  useEffect(() => {
    if (redirectTo === null) return;
    toast.info(() => i18n.t('session.wrongRole'), { id: 'route-guard-wrong-role' });
  }, [redirectTo]);
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
