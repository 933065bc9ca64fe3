import type { PageDataModule } from '../../app/pages';
import { browseFromSearchParams, packageSorts } from '../../features/catalogue/filters';
import { packagePagesQuery } from '../../features/catalogue/queries';

/**
 * Reads the package list's first page for the address's filters and order, as the page reads it
 * (app/pages.ts `PageDataModule`).
 */
export const loader: PageDataModule['loader'] = ({ url }, client) => {
  const { filters, sort } = browseFromSearchParams(url.searchParams, packageSorts);
  return client.ensureInfiniteQueryData(packagePagesQuery(filters, sort));
};
