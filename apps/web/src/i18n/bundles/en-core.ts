/**
 * The `en` strings the app's frame needs before its first paint: `common` (layouts, navigation),
 * `titles` (document titles) and `errors` (the error page). The rest come with the pages (`en.ts`).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en/common.json', '../locales/en/titles.json', '../locales/en/errors.json'],
  {
    eager: true,
    import: 'default',
  },
);
