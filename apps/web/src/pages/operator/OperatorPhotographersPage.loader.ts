import type { PageDataModule } from '../../app/pages';
import { operatorPhotographersQuery } from '../../features/operator/queries';

/** Reads `GET /operator/photographers` (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async (_route, client) => {
  await client.ensureQueryData(operatorPhotographersQuery());
};
