import { resolveRouteGuard } from '@shootbook/machines';
import { readSessionHint } from '../auth/sessionHint';
import { browserLanguage } from '../i18n/language';
import { DESKTOP_MIN_WIDTH_PX, firstPaintAddress, showFirstPaint } from './firstPaint';
import { drawFirstPaintLead } from './firstPaintLead';

// Inlined right before #root in each first-paint HTML file (app/firstPaint.ts `firstPaintFile`)
// by the build (vite.config.ts `prerender`): paints the address's page from its markup in the
// visitor's language, for the remembered user, before any bundle has run (app/firstPaint.ts,
// docs/decisions/0015) — only where the route guard (SPEC.md §2, @shootbook/machines) lets that
// user see the address, so nothing is painted that the app would redirect away from. A package's
// or a profile's lead photo, if the early reads have it already, goes in at once
// (app/firstPaintLead.ts).
const script = document.currentScript;
const profile = readSessionHint()?.profile;
const address = location.pathname + location.search;
const allowed =
  profile !== undefined &&
  resolveRouteGuard(address, {
    name: profile.name,
    role: profile.role,
    bankAccount: profile.bankAccount,
  }).action === 'allow';
if (
  script &&
  showFirstPaint(document, script, {
    address: firstPaintAddress(location.pathname, location.search),
    language: browserLanguage(),
    phone: !matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches,
    user: allowed ? { role: profile.role, name: profile.name } : null,
  })
)
  drawFirstPaintLead(document);
