import { lazy, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import type { SessionSource } from '../auth/sessionStore';
import { i18n } from '../i18n';
import { WhenFrameExtras } from './pageReady';
import { AppRoutes } from './routes';

export interface AppProps {
  session: SessionSource;
}

/**
 * The app: the routes of SPEC.md §2 (app/routes.tsx) in the browser's address, inside providers: i18n, the session (`useSession()`), toasts (once the first page is
 * in: app/pageReady.ts `deferFrameExtras`). TanStack Query's provider is the root route's
 * (app/RootRoute.tsx), so its code downloads beside the first route, not before the first paint
 * (docs/decisions/0015). Pages reach the API through `api` from `src/app/api.ts` inside
 * query/mutation functions.
 */
export function App({ session }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider source={session}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <WhenFrameExtras>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </WhenFrameExtras>
      </AuthProvider>
    </I18nextProvider>
  );
}

/**
 * The toast region in the UI language: its landmark name ("Messages", distinct from the
 * notification centre's "Notifications") and each toast's close button are translated. Its code
 * (sonner) downloads after the first paint; a toast raised before its region mounts (the route
 * guard's wrong-role notice on a remembered session) shows once it does — sonner replays the
 * toasts still active to a late region (story Status/Toaster "Raised before the region mounts").
 */
const AppToaster = lazy(async () => {
  const { Toaster } = await import('@shootbook/ui/toaster');
  function TranslatedToaster() {
    const { t } = useTranslation();
    return (
      <Toaster
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    );
  }
  return { default: TranslatedToaster };
});
