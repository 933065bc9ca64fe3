import type { PageDataModule } from '../../app/pages';
import { openDeliveriesQuery } from '../../features/delivery/queries';

/** Reads `GET /deliveries?open=true`, the photographer's To-deliver list (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async (_route, client) => {
  await client.ensureQueryData(openDeliveriesQuery());
};
