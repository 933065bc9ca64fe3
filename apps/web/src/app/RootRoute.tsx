import { Alert, AlertDescription, Button, Stack } from '@shootbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  type UIMatch,
} from 'react-router-dom';
import { useSession } from '../auth/AuthProvider';
import { i18n } from '../i18n';
import { firstPageRendered } from './firstPage';
import { guardDecision } from './guard';
import { BackgroundPage } from './layouts/BackgroundLayout';
import type { PageHandle } from './pages';
import { RootFallback } from './RootFallback';
import { useFocusHeadingOnNavigation } from './routeFocus';
import { toast } from './toast';

/**
 * Root element. It first renders once the session has settled (the root route's loader waits for
 * it, app/routes.tsx), then applies the route guard of docs/product.md §2 on every navigation and every
 * session change (sign-in, sign-out, a registration step's profile refresh), redirecting with
 * `<Navigate replace>`; a wrong-role visit (guard step 6) is told why it landed on the home page.
 * It restores the scroll position on Back and Forward (React Router's `<ScrollRestoration />`),
 * titles the document and moves focus to a new page's heading. Its first commit starts what the
 * first page does not need (app/firstPage.ts).
 */
export function RootRoute() {
  const session = useSession();
  useEffect(firstPageRendered, []);
  const { pathname, search } = useLocation();
  const decision = guardDecision(pathname + search, session);
  useWrongRoleNotice(decision?.reason === 'wrong_role' ? decision.to : null);
  useRouteTitleAndFocus(pathname);

  return (
    <>
      <ScrollRestoration />
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
    </>
  );
}

/**
 * Each route's `document.title` ("Appointments · ShootBook", from the `titles` strings of the page
 * module the route loads — its `handle.page` — in the UI language), and focus on the new page's heading after a
 * navigation ({@link useFocusHeadingOnNavigation}).
 */
function useRouteTitleAndFocus(pathname: string): void {
  const { t } = useTranslation('titles');
  const matches = useMatches() as UIMatch<unknown, Partial<PageHandle> | undefined>[];
  const page = matches.at(-1)?.handle?.page;
  const title = page ? t(`page.${page}`) : t('notFound');
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  useFocusHeadingOnNavigation(pathname);
}

/**
 * Raises the guard's wrong-role notice (docs/product.md §2 "Route guard", step 6) while the guard sends
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
