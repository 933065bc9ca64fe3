import type { PagePrefetchModule } from '../../app/pages';
import { photographersQuery } from '../../features/catalogue/queries';

/**
 * The home page's "Top rated": the first three photographers of `GET /user/photographers` in the
 * API's Bayesian rating order (SPEC.md §2 "Home").
 */
export const topRated = { sort: 'rating', limit: 3 } as const;

/** Starts the home page's read of {@link topRated} (app/pages.ts `PagePrefetchModule`). */
export const prefetch: PagePrefetchModule['prefetch'] = (_route, client) => {
  void client.prefetchQuery(photographersQuery(topRated));
};
