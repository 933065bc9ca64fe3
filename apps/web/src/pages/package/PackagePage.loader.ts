import { preloadGalleryLead } from '@shootbook/ui';
import type { PageDataModule } from '../../app/pages';
import { packageQuery } from '../../features/catalogue/queries';

/**
 * Reads `GET /package/{id}` — the package with its photographer, gallery and sub-packages, all
 * the page shows (app/pages.ts `PageDataModule`); once it answers, the gallery's lead photo (the
 * page's largest paint) starts downloading while the page renders.
 */
export const loader: PageDataModule['loader'] = async ({ params }, client) => {
  if (!params.id) return;
  const pkg = await client.ensureQueryData(packageQuery(params.id));
  preloadGalleryLead(pkg.photos ?? []);
};
