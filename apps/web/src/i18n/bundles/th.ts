/** Every `th` namespace in one chunk, loaded when the UI is in `th` (i18n/index.ts `loadLanguage`). */
export default import.meta.glob<Record<string, unknown>>('../locales/th/*.json', {
  eager: true,
  import: 'default',
});
