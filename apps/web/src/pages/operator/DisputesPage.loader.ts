import type { PageDataModule } from '../../app/pages';
import { operatorDisputesQuery } from '../../features/operator/queries';

/** Reads `GET /operator/disputes`, the disputes to decide (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async (_route, client) => {
  await client.ensureQueryData(operatorDisputesQuery());
};
