import { preloadProfileLead } from '../../app/earlyReads';
import type { PagePrefetchModule } from '../../app/pages';
import { packagesQuery, subpackagesQuery } from '../../features/catalogue/queries';
import { photosQuery } from '../../features/photos/queries';
import { publicProfileQuery } from '../../features/profiles/queries';
import { ratingsQuery } from '../../features/reviews/queries';

/**
 * The reads of a photographer's sections on their profile: portfolio (`GET /photo`), packages
 * (`GET /package`), prices (`GET /subpackage`) and reviews (`GET /user/{id}/rating`). A customer's
 * profile shows none of them; they are asked with the profile because which it is shows only once
 * the profile has answered, and the portfolio is often the largest paint.
 */
export function photographerSections(id: string) {
  return [
    photosQuery({ photographerId: id }),
    packagesQuery({ photographerId: id }),
    subpackagesQuery({ photographerId: id }),
    ratingsQuery(id),
  ] as const;
}

/**
 * Starts `GET /user/profile/{id}` and the {@link photographerSections} beside it
 * (app/pages.ts `PagePrefetchModule`); once the portfolio and the packages answer, the page's
 * largest photo (app/earlyReads.ts `preloadProfileLead`) downloads while the page renders.
 */
export const prefetch: PagePrefetchModule['prefetch'] = ({ params }, client) => {
  if (!params.id) return;
  const [photos, packages, prices, ratings] = photographerSections(params.id);
  void client.prefetchQuery(publicProfileQuery(params.id));
  void Promise.all([client.prefetchQuery(photos), client.prefetchQuery(packages)]).then(() =>
    preloadProfileLead(
      client.getQueryData(photos.queryKey),
      client.getQueryData(packages.queryKey),
    ),
  );
  void client.prefetchQuery(prices);
  void client.prefetchQuery(ratings);
};
