/** Every `en` namespace in one chunk, loaded when the UI is in `en` (i18n/index.ts `loadLanguage`). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
