/**
 * The `th` strings the app's frame needs before its first paint: `common` (layouts, navigation),
 * `titles` (document titles) and `errors` (the error page). The rest come with the pages (`th.ts`).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/th/common.json', '../locales/th/titles.json', '../locales/th/errors.json'],
  {
    eager: true,
    import: 'default',
  },
);
