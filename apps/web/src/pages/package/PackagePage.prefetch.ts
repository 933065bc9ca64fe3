import { preloadGalleryLead } from '@shootbook/ui';
import type { PagePrefetchModule } from '../../app/pages';
import { packageQuery } from '../../features/catalogue/queries';

/**
 * Starts `GET /package/{id}` — the package with its photographer, gallery and sub-packages, all
 * the page shows (app/pages.ts `PagePrefetchModule`); once it answers, the gallery's lead photo (the
 * page's largest paint) downloads while the page renders.
 */
export const prefetch: PagePrefetchModule['prefetch'] = ({ params }, client) => {
  if (!params.id) return;
  const query = packageQuery(params.id);
  void client
    .prefetchQuery(query)
    .then(() => preloadGalleryLead(client.getQueryData(query.queryKey)?.photos ?? []));
};
