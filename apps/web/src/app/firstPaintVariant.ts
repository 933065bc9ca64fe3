import { stringifySetCookie } from 'cookie';
import { readSessionHint, SESSION_HINT_MIN_LIFE_MS } from '../auth/sessionHint';
import { i18n } from '../i18n';
import { browserLanguage } from '../i18n/language';
import { FIRST_PAINT_COOKIE, type FirstPaintVariant } from './firstPaint';

/**
 * The first paint this browser's next visit can show (app/firstPaint.ts): the remembered user's
 * role (auth/sessionHint.ts) and the UI language (i18n/language.ts `browserLanguage`), with when
 * the hint stops being used (its token's expiry less {@link SESSION_HINT_MIN_LIFE_MS}, ms since
 * the epoch, UTC); null without a usable hint. Whatever the screen's width now: the same browser
 * may open the next visit narrower (the boot script decides on the width of that visit).
 */
export function currentFirstPaintVariant(
  now: number = Date.now(),
): (FirstPaintVariant & { until: number }) | null {
  const hint = readSessionHint(now);
  if (!hint) return null;
  return {
    role: hint.profile.role,
    language: browserLanguage(),
    until: hint.expiresAt - SESSION_HINT_MIN_LIFE_MS,
  };
}

/**
 * Tells the web server which first paint to send with this browser's next HTML: sets the cookie
 * {@link FIRST_PAINT_COOKIE} to `{role}.{language}` ({@link currentFirstPaintVariant}), expiring
 * when the session hint stops being used, or removes it when there is no first paint to show.
 * The server answers an address with that variant's file (app/firstPaint.ts `firstPaintFile`;
 * deploy/nginx/web.conf), so a visitor gets only their own page's markup, and one who is signed
 * out or away for longer than the token lives gets plain `index.html`. Called whenever the hint
 * changes (app/firebaseSession.ts) and, through {@link keepFirstPaintVariant}, once a load's
 * session starts and whenever the language changes. The boot script still checks the hint, the
 * route guard and the screen's width itself: the cookie only picks bytes. Sent to the web's own
 * origin only (SameSite=Lax; the API is called with a bearer token).
 */
export function rememberFirstPaintVariant(
  doc: Document = document,
  now: number = Date.now(),
): void {
  const variant = currentFirstPaintVariant(now);
  doc.cookie = stringifySetCookie({
    name: FIRST_PAINT_COOKIE,
    path: '/',
    sameSite: 'lax',
    ...(variant
      ? { value: `${variant.role}.${variant.language}`, expires: new Date(variant.until) }
      : { value: '', maxAge: 0 }),
  });
}

/**
 * Keeps the first-paint cookie current from now on: {@link rememberFirstPaintVariant} at once
 * (a hint from before, the screen and the language as they are now) and on every change of the
 * UI language (i18next's `languageChanged`; i18n `changeLanguage` stores the choice first).
 * Called once per load, when the real session starts (app/firebaseSession.ts).
 */
export function keepFirstPaintVariant(): void {
  rememberFirstPaintVariant();
  i18n.on('languageChanged', () => rememberFirstPaintVariant());
}
