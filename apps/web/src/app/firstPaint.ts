/**
 * A page painted from the HTML before the JavaScript has run (docs/decisions/0015, twelfth
 * session). The build renders a route's page once per role and language, each into its own
 * copy of `index.html` ({@link firstPaintFile}), as a markup string in one
 * `<script type="application/json">` ({@link firstPaintsElement}; vite.config.ts `prerender`,
 * src/app/prerender.tsx) — text the browser does not parse as HTML
 * unless shown; before the app's scripts run, an inline boot script (app/firstPaintBoot.ts) puts
 * the one for the address, the remembered user and their language into a
 * `<div id="first-paint">` in front of `#root`, which the inline style {@link FIRST_PAINT_STYLE}
 * hides meanwhile. When the app has committed its first page, {@link revealApp} removes the copy
 * and `#root` shows in its place — so a phone paints the page's text as soon as the HTML and the
 * style sheet are in, rather than after the scripts, their strings and React's render.
 *
 * Only for a remembered session (auth/sessionHint.ts: the app will draw the page at once, without
 * waiting for Firebase; a visitor nobody is signed in as is sent to sign in by the route guard),
 * in the markup of its role with its name, and only on a phone-width screen (narrower than
 * {@link DESKTOP_MIN_WIDTH_PX}), where the header's navigation and user menu are in the menu sheet
 * (ui AppShell); a desktop paints its page well within the targets already. The copy is `inert`
 * and hidden from assistive technology: nothing in it works before the app does.
 */

import { idAtRoute, paramShapes } from './routeParams.ts';

/** The id of the element holding the first paint. */
export const FIRST_PAINT_ID = 'first-paint';

/** The id of the `<script type="application/json">` holding a first-paint file's markup. */
export const FIRST_PAINTS_ID = 'first-paints';

/** The build's directory of first-paint HTML files ({@link firstPaintFile}). */
export const FIRST_PAINT_DIR = 'first-paint';

/** Whose first paint a file holds: a role and a UI language. */
export interface FirstPaintVariant {
  role: string;
  language: string;
}

/**
 * The cookie naming the first paint a browser can show, `{role}.{language}` (e.g.
 * `Customer.th`), set by app/firstPaintVariant.ts `rememberFirstPaintVariant`. The web server
 * reads it to pick the file ({@link firstPaintFile}): deploy/nginx/web.conf as
 * `$cookie_shootbook_first_paint`, the preview server through {@link firstPaintVariantOf}.
 */
export const FIRST_PAINT_COOKIE = 'shootbook_first_paint';

/**
 * The variant a {@link FIRST_PAINT_COOKIE} value names, or null unless it is `{letters}.{letters}`
 * — so no value can reach outside the first-paint directory (deploy/nginx/web.conf's `map`
 * applies the same pattern).
 */
export function firstPaintVariantOf(value: string | undefined): FirstPaintVariant | null {
  const match = /^([A-Za-z]+)\.([a-z]+)$/.exec(value ?? '');
  return match ? { role: match[1]!, language: match[2]! } : null;
}

/**
 * Routes with an id whose pages share one first paint, rendered with every read pending (the
 * page's skeleton): a package's page and a photographer's profile, whose lead photo the early
 * reads draw into it as soon as the API names it (app/firstPaintLead.ts, app/earlyReads.ts). The
 * route is the address the build renders and the files are named by; `id` the shape its `:id` must
 * have to be that route's (app/routeParams.ts, app/routes.tsx).
 */
export const FIRST_PAINT_ROUTES: readonly { route: string; id: RegExp }[] = [
  { route: '/package/:id', id: paramShapes.uuid },
  { route: '/profile/:id', id: paramShapes.profileId },
];

/**
 * The address whose first paint a visit to `pathname` (and `search`) may show: the route of
 * {@link FIRST_PAINT_ROUTES} it matches (as the router matches it, app/routeParams.ts `idAtRoute`;
 * its query ignored — neither page reads one), else the path and query as they are.
 */
export function firstPaintAddress(pathname: string, search = ''): string {
  for (const { route, id } of FIRST_PAINT_ROUTES)
    if (idAtRoute(pathname, route, id) !== undefined) return route;
  return pathname + search;
}

/**
 * The build's HTML file for the address `path` (no query; see {@link firstPaintAddress}) and
 * `variant`, relative to the build's root: `first-paint/index.{role}.{language}.html` for `/`, a
 * route's parameter without its colon (`/package/:id` and every package's address →
 * `first-paint/package/id.{role}.{language}.html`), else
 * `first-paint{path}.{role}.{language}.html` (`/photographers` as a Thai customer →
 * `first-paint/photographers.Customer.th.html`). It is `index.html` plus that one first paint;
 * the build writes one for each address, role and language it rendered, and the web server
 * answers the address with the one the browser's {@link FIRST_PAINT_COOKIE} names when it exists,
 * else with `index.html` (deploy/nginx/web.conf's `try_files`, the preview server's middleware in
 * vite.config.ts) — so every other address, and every visitor who cannot be shown one, gets no
 * first-paint markup at all.
 */
export function firstPaintFile(path: string, variant: FirstPaintVariant): string {
  const page = path === '/' ? '/index' : firstPaintAddress(path).replaceAll(':', '');
  return `${FIRST_PAINT_DIR}${page}.${variant.role}.${variant.language}.html`;
}

/** The markup the build rendered for one address, role and language. */
export interface FirstPaint {
  /** Path and query, e.g. `/` or `/photographers`. */
  address: string;
  role: string;
  language: string;
  html: string;
}

/** The key of a first paint in {@link firstPaintsElement}'s map. */
function firstPaintKey(address: string, role: string, language: string): string {
  return `${address} ${role} ${language}`;
}

/**
 * A first-paint HTML file's element carrying `paints`: `<script type="application/json" id="first-paints">`
 * holding `{ "{address} {role} {language}": markup }`, with `</` and `<!--` escaped (`<\/`,
 * `\u003c!--`: the same JSON) so no markup can end the element early.
 */
export function firstPaintsElement(paints: readonly FirstPaint[]): string {
  const map = Object.fromEntries(
    paints.map((p) => [firstPaintKey(p.address, p.role, p.language), p.html]),
  );
  return `<script type="application/json" id="${FIRST_PAINTS_ID}">${JSON.stringify(map).replaceAll('</', '<\\/').replaceAll('<!--', '\\u003c!--')}</script>`;
}

/** Narrowest screen (CSS px) with ui AppShell's desktop header, which gets no first paint. */
export const DESKTOP_MIN_WIDTH_PX = 768;

/**
 * The inline style that keeps `#root` (with the root's spinner, then the app) out of sight and
 * out of the page's flow while a first paint stands in front of it, at the same place.
 */
export const FIRST_PAINT_STYLE = `#${FIRST_PAINT_ID}:not([hidden]) ~ #root{position:absolute;top:0;left:0;right:0;visibility:hidden}`;

/** In a first paint's markup, where the signed-in user's name goes (the build renders it as the name). */
export const FIRST_PAINT_NAME = '\uE000';

/** Who and where a first paint is for: {@link showFirstPaint}'s `visit`. */
export interface FirstPaintVisit {
  /**
   * The first-paint address of the visit ({@link firstPaintAddress}): the path and query, or the
   * route of a package's page or a profile. The build renders a page without a query (no
   * filters), so an address with one gets no first paint.
   */
  address: string;
  /** The UI language (i18n/language.ts `browserLanguage`). */
  language: string;
  /** Whether the screen is narrower than {@link DESKTOP_MIN_WIDTH_PX}. */
  phone: boolean;
  /**
   * The remembered session's user (auth/sessionHint.ts), whose role picks the markup and whose
   * name replaces {@link FIRST_PAINT_NAME}; null without one — the route guard will send the
   * visitor to sign in, so nothing is painted.
   */
  user: { role: string; name: string } | null;
}

/**
 * Puts the first paint for `visit` in front of `anchor` (the boot script passes itself, which
 * stands right before `#root`): the markup {@link firstPaintsElement} holds for the address, the
 * user's role and the language, parsed into a `<div id="first-paint" inert aria-hidden="true">`
 * with the user's name put in as text, and `<html lang>` set. Returns whether one was put: false
 * without a user, on a screen of {@link DESKTOP_MIN_WIDTH_PX} or wider, or where the build
 * rendered no first paint for the address, role and language (or none at all).
 */
export function showFirstPaint(doc: Document, anchor: Element, visit: FirstPaintVisit): boolean {
  const { address, language, phone, user } = visit;
  if (!phone || !user) return false;
  let html: string | undefined;
  try {
    const paints = JSON.parse(doc.getElementById(FIRST_PAINTS_ID)?.textContent ?? '{}') as Record<
      string,
      string
    >;
    html = paints[firstPaintKey(address, user.role, language)];
  } catch {
    return false;
  }
  if (!html) return false;
  const holder = doc.createElement('div');
  holder.id = FIRST_PAINT_ID;
  holder.setAttribute('inert', '');
  holder.setAttribute('aria-hidden', 'true');
  holder.innerHTML = html;
  const texts = doc.createTreeWalker(holder, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    if (node.nodeValue?.includes(FIRST_PAINT_NAME))
      node.nodeValue = node.nodeValue.split(FIRST_PAINT_NAME).join(user.name);
  // Before the copy is in: nothing has been styled yet, so a changed language restyles nothing.
  doc.documentElement.lang = language;
  anchor.after(holder);
  return true;
}

/**
 * Resolves in a task after the next frame has been painted (its `requestAnimationFrame`, then a
 * timer); at once where there are no frames (Node). Dependency-free, for the boot scripts too.
 */
export function nextFrame(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * `promise`'s outcome, or undefined after `maxMs` milliseconds, whichever comes first: a wait
 * with a limit. Dependency-free, for the boot scripts too.
 */
export function atMost(promise: Promise<unknown>, maxMs: number): Promise<void> {
  return Promise.race([
    promise.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, maxMs)),
  ]);
}

/**
 * The first paint of the HTML while it is on screen — shown by the boot script, not yet given way
 * ({@link revealApp}) — else null.
 */
export function shownFirstPaint(
  doc: Document | undefined = globalThis.document,
): HTMLElement | null {
  const copy = doc?.getElementById(FIRST_PAINT_ID);
  return copy && !copy.hidden ? copy : null;
}

/**
 * Hides the first paint, if any, so `#root` shows in its place, and removes it a task later:
 * called once the app has committed its first page (app/pageReady.ts `markFirstPageCommitted`) or
 * an error page. Later calls do nothing.
 *
 * Hiding first, rather than removing at once (docs/decisions/0015, twenty-fourth session): one
 * attribute changed in the commit's task, and the copy's boxes go in the browser's next style
 * pass; the removal that follows finds nothing laid out. A removal of the laid-out copy from
 * script was a task of its own in Lighthouse's traced load (30–76 ms unthrottled on home and the
 * directory), each removed node's invalidation recorded with a stack.
 */
export function revealApp(doc: Document | undefined = globalThis.document): void {
  const copy = shownFirstPaint(doc);
  if (!copy) return;
  copy.hidden = true;
  setTimeout(() => copy.remove(), 0);
}
