import { addResources, resourcesFromFiles } from './index';

/**
 * Every language's strings, loaded at import: for tests and stories, which render at once. The
 * app downloads only the languages in use (`loadLanguage` in i18n/index.ts).
 */
addResources(
  resourcesFromFiles(
    import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
);
