import type { PageDataModule } from '../../app/pages';
import { deliveryQuery } from '../../features/delivery/queries';

/** Reads `GET /appointment/{id}/delivery`, the state the gallery opens with (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async ({ params }, client) => {
  if (!params.id) return;
  await client.ensureQueryData(deliveryQuery(params.id));
};
