/**
 * Which language a visit starts in (docs/product.md "Language": English and Thai), decided by i18n
 * (i18n/index.ts, as its language detector) before the frame's strings are downloaded.
 */

export const supportedLanguages = ['en', 'th'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** The localStorage key of the language chosen with the switch (`changeLanguage`). */
export const LANGUAGE_KEY = 'shootbook.language';

/**
 * The first supported language among `candidates`, by primary subtag (`th-TH` → `th`,
 * case-insensitive), else English. Pass the stored choice first, then the browser's languages
 * (`navigator.languages`), so a choice made with the switch wins and a first visit follows the
 * browser.
 */
export function preferredLanguage(
  candidates: readonly (string | null | undefined)[],
): SupportedLanguage {
  for (const candidate of candidates) {
    const primary = candidate?.split('-')[0]?.toLowerCase();
    const match = supportedLanguages.find((language) => language === primary);
    if (match) return match;
  }
  return 'en';
}

/**
 * {@link preferredLanguage} of this browser: the language stored under {@link LANGUAGE_KEY}, then
 * `navigator.languages` (or `navigator.language`). Storage that cannot be read (disabled, Node)
 * counts as no choice.
 */
export function browserLanguage(): SupportedLanguage {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // No stored choice.
  }
  const nav = globalThis.navigator;
  return preferredLanguage([stored, ...(nav?.languages ?? []), nav?.language]);
}

/**
 * Sets `<html lang>` to `language` unless it already is. Setting the attribute, even to the value
 * it has, makes Chrome invalidate the `:lang()` state of every element in the document, and the
 * style pass that follows recomputes them all. Used by the app's entry and the language switch.
 */
export function setDocumentLanguage(doc: Document, language: string): void {
  if (doc.documentElement.lang !== language) doc.documentElement.lang = language;
}
