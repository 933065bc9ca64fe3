import { Alert, AlertDescription, Button, Container, Spinner, Stack } from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../auth/AuthProvider';
import { guardRedirect } from './guard';
import { BackgroundPage } from './layouts/BackgroundLayout';

/** Shown while the root loader waits for the session on the first load. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <Container size="sm">
      <Stack direction="column" gap={4}>
        <Spinner label={t('loading')} />
      </Stack>
    </Container>
  );
}

/**
 * Root element. The loader guards navigations; this component re-applies the same guard when the
 * session changes while a page is open (sign-in, sign-out, a registration step's profile refresh),
 * redirecting with `<Navigate replace>` (SPEC.md §2 "Route guard").
 */
export function RootRoute() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const target = guardRedirect(pathname + search, session);

  return (
    <>
      <ScrollRestoration />
      {target ? (
        <Navigate to={target} replace />
      ) : session.status === 'profileError' ? (
        <ProfileError />
      ) : (
        <Outlet />
      )}
    </>
  );
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
