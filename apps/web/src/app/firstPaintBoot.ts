import { readSessionHint } from '../auth/sessionHint';
import { browserLanguage } from '../i18n/language';
import { DESKTOP_MIN_WIDTH_PX, showFirstPaint } from './firstPaint';

// Inlined right before #root in each first-paint HTML file (app/firstPaint.ts `firstPaintFile`) by the build (vite.config.ts `prerender`): paints
// the address's page from its markup in the visitor's language, for the remembered user, before
// any bundle has run (app/firstPaint.ts, docs/decisions/0015).
const script = document.currentScript;
const profile = readSessionHint()?.profile;
if (script)
  showFirstPaint(document, script, {
    address: location.pathname + location.search,
    language: browserLanguage(),
    phone: !matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches,
    user: profile ? { role: profile.role, name: profile.name } : null,
  });
