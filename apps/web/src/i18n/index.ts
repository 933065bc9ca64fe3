import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startTransition } from 'react';
import {
  LANGUAGE_KEY,
  browserLanguage,
  setDocumentLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from './language';

/**
 * i18n setup (docs/decisions/0001 "Strings"; docs/product.md §10.4: English and Thai).
 *
 * Convention: one namespace per feature, one JSON file per namespace and language:
 * `src/i18n/locales/{lng}/{namespace}.json`. Every file of a language is bundled into one chunk
 * (`bundles/{lng}.ts`; the frame's own strings also in `bundles/{lng}-core.ts`), and only the
 * languages in use are downloaded: the frame's strings of the UI's language before the first
 * render, the rest with the first page ({@link loadLanguage}), the other language on a switch
 * ({@link changeLanguage}) — docs/decisions/0015. English stays the fallback of a missing key
 * only in tests and stories: `locales.test.ts` keeps `th` complete, so a Thai UI never needs it.
 * Shared strings live in `common`. Tests and stories load every language at once
 * (`i18n/eager.ts`).
 */

/** Turns `./locales/en/auth.json` keys into `{ en: { auth: {...} } }`. */
export function resourcesFromFiles(entries: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(entries)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] = { ...resources[lng], [ns]: content };
  }
  return resources;
}

export { supportedLanguages, type SupportedLanguage };

type Bundle = () => Promise<{ default: Record<string, Record<string, unknown>> }>;

/** Which strings to load: the frame's (`core`: common, titles, errors) or every namespace (`all`). */
export type StringSet = 'core' | 'all';

const bundles: Record<SupportedLanguage, Record<StringSet, Bundle>> = {
  en: { core: () => import('./bundles/en-core'), all: () => import('./bundles/en') },
  th: { core: () => import('./bundles/th-core'), all: () => import('./bundles/th') },
};

export const i18n: I18n = i18next.createInstance();
// The language of the first visit follows the browser (th-TH → th); a choice made with the
// switch is kept in localStorage and wins from then on (i18n/language.ts, the rule the first
// paint's boot script follows too).
i18n.use({ type: 'languageDetector', init() {}, detect: browserLanguage, cacheUserLanguage() {} });
// `<html lang>` follows the UI language from the first detection on, so a screen reader reads a
// Thai page with a Thai voice and the `:lang(th)` styles apply.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') setDocumentLanguage(document, lng);
});
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
  returnNull: false,
  // Strings arrive after the first render (loadLanguage): re-render when they are added.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Adds every namespace of `resources` to the i18n instance (tests, stories, {@link loadLanguage}). */
export function addResources(resources: Resource): void {
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, content] of Object.entries(namespaces))
      i18n.addResourceBundle(lng, ns, content, true, true);
  }
}

/** The supported language `i18n` resolved to (detector + fallback), `en` when unsure. */
export function activeLanguage(): SupportedLanguage {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (supportedLanguages as readonly string[]).includes(lng)
    ? (lng as SupportedLanguage)
    : 'en';
}

const loaded = new Map<string, Promise<void>>();

/**
 * Downloads `set` of the strings of `lng` once; resolves when they are in the i18n instance. The
 * app loads `core` before its first paint and `all` with the first page (app/pages.ts). Only
 * `lng`'s: every language holds every key of English (i18n/locales.test.ts), so a Thai page
 * neither waits for nor downloads English (~12 kB gzip; docs/decisions/0015). Rejects when the
 * chunk could not be downloaded (a later call retries).
 */
export function loadLanguage(
  lng: SupportedLanguage = activeLanguage(),
  set: StringSet = 'all',
): Promise<void> {
  const key = `${lng}:${set}`;
  let pending = loaded.get(key) ?? (set === 'core' ? loaded.get(`${lng}:all`) : undefined);
  if (!pending) {
    pending = bundles[lng][set]().then((bundle) =>
      // Every mounted `useTranslation` re-renders on each bundle added: as a transition, so
      // React renders it in slices a phone's input can interrupt, not in one long task.
      startTransition(() => {
        addResources(resourcesFromFiles(bundle.default));
        // i18next resolves the detected language only once it has strings, and downloaded strings
        // are added, not loaded by a backend: without this, `resolvedLanguage` stays unset on a
        // first visit and the switch, the dates and the profile's language fall back to English.
        if (lng === i18n.language && i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
      }),
    );
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Switches the UI language (downloading its strings first) and remembers the choice in localStorage. */
export function changeLanguage(lng: SupportedLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Not persisted; the choice still applies to this tab.
  }
  if (typeof document !== 'undefined') setDocumentLanguage(document, lng);
  return loadLanguage(lng).then(async () => {
    await i18n.changeLanguage(lng);
  });
}
