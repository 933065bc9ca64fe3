import type { PagePrefetchModule } from '../../app/pages';
import { packageQuery } from '../../features/catalogue/queries';

/**
 * Starts `GET /package/{id}` — the package with its photographer, gallery and sub-packages, all
 * the page shows (app/pages.ts `PagePrefetchModule`).
 */
export const prefetch: PagePrefetchModule['prefetch'] = ({ params }, client) => {
  if (params.id) void client.prefetchQuery(packageQuery(params.id));
};
