import type { PagePrefetchModule } from '../../app/pages';
import { browseFromSearchParams, packageSorts } from '../../features/catalogue/filters';
import { packagePagesQuery } from '../../features/catalogue/queries';

/**
 * Starts the package list's first page for the address's filters and order, as the page reads it
 * (app/pages.ts `PagePrefetchModule`).
 */
export const prefetch: PagePrefetchModule['prefetch'] = ({ url }, client) => {
  const { filters, sort } = browseFromSearchParams(url.searchParams, packageSorts);
  void client.prefetchInfiniteQuery(packagePagesQuery(filters, sort));
};
