import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import type { UserProfile } from '../auth/profile';
import { SessionStore } from '../auth/sessionStore';
import common from '../i18n/locales/en/common.json';
import '../i18n/eager';
import { i18n } from '../i18n';
import { supportedLanguages } from '../i18n/language';
import { Component as HomePage } from '../pages/home/HomePage';
import { Component as PackagePage } from '../pages/package/PackagePage';
import { Component as PhotographersPage } from '../pages/photographers/PhotographersPage';
import { Component as UserProfilePage } from '../pages/profile/UserProfilePage';
import { FIRST_PAINT_NAME, type FirstPaint } from './firstPaint';
import { DefaultLayout } from './layouts/DefaultLayout';
import { RootFallbackView } from './RootFallback';

/**
 * The HTML the build puts inside `index.html`'s `#root` (vite.config.ts `prerender`):
 * the root's fallback (a spinner) in English, the `<html lang>` the page starts with — main.tsx
 * sets the UI language and React's first render replaces it (docs/decisions/0015).
 */
export function renderRootFallback(): string {
  return renderToStaticMarkup(<RootFallbackView label={common.loading} />);
}

/**
 * The addresses given a first paint, with the page module's element each renders: the home page
 * and the directory without filters (a filtered address shows its own; app/firstPaint.ts), and
 * a package's page and a profile (routes of app/firstPaint.ts `FIRST_PAINT_ROUTES`, rendered at an
 * id of the build's that no read answers: their skeletons, into which the early reads draw the
 * lead photo).
 */
const firstPaintPages = [
  { path: '/', element: <HomePage /> },
  { path: '/photographers', element: <PhotographersPage /> },
  { path: '/package/:id', element: <PackagePage /> },
  { path: '/profile/:id', element: <UserProfilePage /> },
];

/** The `:id` a route of {@link firstPaintPages} is rendered at: a UUID, as the route wants one. */
const FIRST_PAINT_RENDERED_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The roles given a first paint: both roles with a finished registration (a session hint is kept
 * only for those: auth/sessionHint.ts) — each address's file carries one markup per role and
 * language. A photographer's home adds their studio card.
 */
const firstPaintRoles: UserProfile['role'][] = ['Customer', 'Photographer'];

/**
 * The first paints the build writes beside `index.html` (vite.config.ts `prerender`, app/firstPaint.ts `firstPaintFile`): each page of
 * {@link firstPaintPages} for each role of {@link firstPaintRoles} in each supported language,
 * rendered by the app's own components — the default layout and the page — as its signed-in user
 * sees them before any answer of the API (its reads pending: their skeletons), the user's name
 * being {@link FIRST_PAINT_NAME} for the boot script to fill in. So the markup is the page's own,
 * and what changes when the app takes over is the data (docs/decisions/0015).
 */
export async function renderFirstPaints(): Promise<FirstPaint[]> {
  // Offline, a read a page starts while rendering (a profile prefetches its sections) waits
  // instead of asking the API from the build: every page renders as its reads pending.
  onlineManager.setOnline(false);
  const paints: FirstPaint[] = [];
  for (const role of firstPaintRoles) {
    const session = new SessionStore();
    session.set({
      status: 'signedIn',
      user: { uid: 'first-paint', email: null, displayName: null },
      profile: { id: 'first-paint', name: FIRST_PAINT_NAME, role } as UserProfile,
      error: null,
    });
    const source = {
      getSnapshot: session.getSnapshot,
      subscribe: session.subscribe,
      settled: session.settled,
      settledFor: session.settledFor,
      refreshProfile: session.settled,
      signOut: async () => undefined,
    };
    for (const language of supportedLanguages) {
      await i18n.changeLanguage(language);
      for (const { path, element } of firstPaintPages) {
        const html = renderToStaticMarkup(
          <I18nextProvider i18n={i18n}>
            <AuthProvider source={source}>
              <QueryClientProvider client={new QueryClient()}>
                <MemoryRouter initialEntries={[path.replace(':id', FIRST_PAINT_RENDERED_ID)]}>
                  <Routes>
                    <Route element={<DefaultLayout />}>
                      <Route path={path} element={element} />
                    </Route>
                  </Routes>
                </MemoryRouter>
              </QueryClientProvider>
            </AuthProvider>
          </I18nextProvider>,
          // Its React ids cannot name an element of the app's own render while both are in the page.
          { identifierPrefix: 'first-paint-' },
        );
        paints.push({ address: path, role, language, html });
      }
    }
  }
  return paints;
}
