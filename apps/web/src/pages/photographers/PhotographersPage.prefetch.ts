import type { PagePrefetchModule } from '../../app/pages';
import { browseFromSearchParams, photographerSorts } from '../../features/catalogue/filters';
import { photographerPagesQuery } from '../../features/catalogue/queries';

/**
 * Starts the directory's first page for the address's filters and order, as the page reads it
 * (app/pages.ts `PagePrefetchModule`).
 */
export const prefetch: PagePrefetchModule['prefetch'] = ({ url }, client) => {
  const { filters, sort } = browseFromSearchParams(url.searchParams, photographerSorts);
  void client.prefetchInfiniteQuery(photographerPagesQuery(filters, sort));
};
