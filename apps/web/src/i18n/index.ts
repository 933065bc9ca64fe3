import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/**
 * i18n setup (docs/decisions/0001 "Strings"; PRODUCT.md "Language": English and Thai).
 *
 * Convention: one namespace per feature, one JSON file per namespace and language:
 * `src/i18n/locales/{lng}/{namespace}.json`. Every file found there is loaded (import.meta.glob),
 * so a feature adds its namespace by adding `locales/en/<feature>.json` (and optionally `th/`).
 * `th` may be partial; missing keys fall back to `en`. Shared strings live in `common`.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

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

export const resources = resourcesFromFiles(files);
export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
export const supportedLanguages = ['en', 'th'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

const LANGUAGE_KEY = 'shootbook.language';

export const i18n: I18n = i18next.createInstance();
// The language of the first visit follows the browser (th-TH → th); a choice made with the
// switch is kept in localStorage and wins from then on.
i18n.use(LanguageDetector);
void i18n.use(initReactI18next).init({
  resources,
  detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_KEY, caches: [] },
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: namespaces,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
  returnNull: false,
});

/** Switches the UI language and remembers the choice in localStorage. */
export function changeLanguage(lng: SupportedLanguage): void {
  void i18n.changeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Not persisted; the choice still applies to this tab.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
