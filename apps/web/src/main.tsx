import '@shootbook/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { firstPageLoaded } from './app/firstPage';
import { queryClient } from './app/queryClient';
import { appRoutes } from './app/routes';
import { createAppSession } from './app/session';
import { loadLanguage } from './i18n';

// `<html lang>` follows the UI language from the detection on (i18n/index.ts).

// Light, dark or the device's choice is on <html> already: index.html's inline theme boot script
// (src/app/themeBoot.ts, vite.config.ts `inlineThemeBoot`); the toggle lives in the app shell.

// A remembered user's Firebase waits for the first page (app/session.ts).
const session = createAppSession({ later: firstPageLoaded });
// The router starts the first address's loaders and route code as it is created, beside the
// frame's strings below (app/routes.tsx).
const router = createBrowserRouter(appRoutes({ queryClient, session }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App session={session} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
// Only the UI language's strings are downloaded (docs/decisions/0015): the frame's before the
// first render, the pages' in parallel (each page's route waits for them). Should a chunk fail,
// render anyway: the error page offers a reload.
void loadLanguage(undefined, 'core').then(render, render);
void loadLanguage().catch(() => undefined);
