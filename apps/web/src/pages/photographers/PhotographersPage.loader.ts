import type { PageDataModule } from '../../app/pages';
import { browseFromSearchParams, photographerSorts } from '../../features/catalogue/filters';
import { photographerPagesQuery } from '../../features/catalogue/queries';

/**
 * Reads the directory's first page for the address's filters and order, as the page reads it
 * (app/pages.ts `PageDataModule`).
 */
export const loader: PageDataModule['loader'] = ({ url }, client) => {
  const { filters, sort } = browseFromSearchParams(url.searchParams, photographerSorts);
  return client.ensureInfiniteQueryData(photographerPagesQuery(filters, sort));
};
