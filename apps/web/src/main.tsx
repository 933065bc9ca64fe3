import '@shootbook/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { deferFrameExtras, whenFirstPageReady, whenFirstReadsIn } from './app/pageReady';
import { loadQueryClient } from './app/queryClientRef';
import { afterFirstPaint, whenLeadPhotoPainted } from './app/earlyLead';
import { startFirstRoutes } from './app/routes';
import { createAppSession } from './app/session';
import { i18n, loadLanguage } from './i18n';
import { setDocumentLanguage } from './i18n/language';

setDocumentLanguage(document, i18n.resolvedLanguage ?? 'en');
// Light, dark or the device's choice is on <html> already: index.html's inline theme boot script
// (src/app/themeBoot.ts, vite.config.ts `inlineThemeBoot`); the toggle lives in the app shell.

// A remembered session's Firebase waits for the first page (app/session.ts, docs/decisions/0020).
let firstPageReady!: (ready: Promise<void>) => void;
const session = createAppSession({ later: new Promise((resolve) => (firstPageReady = resolve)) });
const pageReady = whenFirstPageReady(loadQueryClient);
// The first route's code (root element, layout, page) and the page's reads start now, beside the
// frame's strings; the first render waits for both, and for the session, as the data router's
// loaders did, so it suspends nowhere (app/routes.tsx `startFirstRoutes`).
// On a profile or a package painted from the HTML, once its lead photo is on screen (at most
// 300 ms: app/earlyLead.ts), the largest element of that first paint (app/firstPaintLead.ts).
// Always in a task of its own, and after the page's first paint (app/earlyLead.ts
// `afterFirstPaint`): matching the route table and asking for the route's code was a third of the
// entry's task, which ran 50–90 ms in Lighthouse's trace, ×4 on its simulated phone; and the
// route's preload links, appended in `user-blocking` slices, could hold the first paint back
// (docs/decisions/0015, twenty-seventh session).
const firstRoutes = whenLeadPhotoPainted()
  .then(() => afterFirstPaint())
  .then(() => startFirstRoutes(window.location));
firstPageReady(pageReady);
// The toast region, the bell and the live stream wait for the first page too (docs/decisions/0015).
deferFrameExtras(pageReady);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition: React renders it in ~5 ms slices between which the browser
// handles input and network, rather than in one long task (~190 ms on this machine, ~0.75 s on
// Lighthouse's phone); only the commit is one task (docs/decisions/0015, twenty-first session).
// The declarative router reads the address as it renders and subscribes in its commit, so nothing
// it needs can change in between.
const render = () => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App session={session} />
      </StrictMode>,
    ),
  );
};
// Only the UI language's strings are downloaded (docs/decisions/0015): the frame's before the
// first render, the pages' in parallel (the first page waits for them). Should a chunk fail,
// render anyway: the error page offers a reload.
// Behind a first paint of the HTML, also for the page's reads in flight (at most 1 s), so the
// first render draws the page with its data rather than an unseen skeleton (app/pageReady.ts).
void Promise.all([loadLanguage(undefined, 'core'), firstRoutes, session.settled()])
  .then(() => whenFirstReadsIn(loadQueryClient))
  .then(render, render);
void loadLanguage().catch(() => undefined);
