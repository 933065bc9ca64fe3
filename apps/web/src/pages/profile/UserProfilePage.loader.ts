import type { PageDataModule } from '../../app/pages';
import { packagesQuery, subpackagesQuery } from '../../features/catalogue/queries';
import { photosQuery } from '../../features/photos/queries';
import { publicProfileQuery } from '../../features/profiles/queries';
import { ratingsQuery } from '../../features/reviews/queries';

/**
 * The reads of a photographer's sections on their profile: portfolio (`GET /photo`), packages
 * (`GET /package`), prices (`GET /subpackage`) and reviews (`GET /user/{id}/rating`). A customer's
 * profile shows none of them; they are asked with the profile because which it is shows only once
 * the profile has answered.
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
 * Reads `GET /user/profile/{id}` and the {@link photographerSections} beside it, all at once
 * (app/pages.ts `PageDataModule`).
 */
export const loader: PageDataModule['loader'] = ({ params }, client) => {
  if (!params.id) return Promise.resolve();
  const [photos, packages, prices, ratings] = photographerSections(params.id);
  return Promise.all([
    client.ensureQueryData(publicProfileQuery(params.id)),
    client.ensureQueryData(photos),
    client.ensureQueryData(packages),
    client.ensureQueryData(prices),
    client.ensureQueryData(ratings),
  ]);
};
