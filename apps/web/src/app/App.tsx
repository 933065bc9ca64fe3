import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import type { SessionSource } from '../auth/sessionStore';
import { i18n } from '../i18n';
import { firstPageLoaded } from './firstPage';

export interface AppProps {
  session: SessionSource;
  queryClient: QueryClient;
  /** The data router over the app's route table (app/routes.tsx `appRoutes`). */
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The app: the routes of docs/product.md §2 (`router`) inside providers: i18n, TanStack Query
 * (`queryClient`), the session (`useSession()`), and the toast region. Pages reach the API through
 * `api` from `src/app/api.ts` inside query/mutation functions.
 */
export function App({ session, queryClient, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider source={session}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The toast region in the UI language: its landmark name ("Messages", distinct from the
 * notification centre's "Notifications") and each toast's close button are translated. Its code
 * (sonner) downloads once the first page is in (app/firstPage.ts); a toast raised before its region mounts (the route guard's
 * wrong-role notice on a remembered session) shows once it does — sonner replays the toasts still
 * active to a late region (story Status/Toaster "Raised before the region mounts").
 */
const AppToaster = lazy(async () => {
  await firstPageLoaded;
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
