import { readSessionHint } from '../auth/sessionHint';
import { config } from './config';
import { startEarlyReads } from './earlyReads';

// Inlined into index.html's <head> by the build (vite.config.ts `inlineEarlyReads`), ahead of the
// style sheet and the entry script: for a remembered session (auth/sessionHint.ts) on a profile or
// a package page, asks the API for the page's data and preloads its lead photo before any bundle
// has downloaded (app/earlyReads.ts, docs/decisions/0015). Without a remembered session nothing is
// sent: SPEC.md §2 sends a signed-out visitor to sign in, and the app asks Firebase for a token.
const hint = readSessionHint();
if (hint) startEarlyReads(location.pathname, config.apiBaseUrl, hint.idToken);
