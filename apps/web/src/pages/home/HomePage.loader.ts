import type { PageDataModule } from '../../app/pages';
import { photographersQuery } from '../../features/catalogue/queries';

/**
 * The home page's "Top rated": the first three photographers of `GET /user/photographers` in the
 * API's Bayesian rating order (docs/product.md §2 "Home").
 */
export const topRated = { sort: 'rating', limit: 3 } as const;

/** Reads the home page's {@link topRated} (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = (_route, client) =>
  client.ensureQueryData(photographersQuery(topRated));
