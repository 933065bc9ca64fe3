import type { PageDataModule } from '../../app/pages';
import { messageReportsQuery } from '../../features/operator/queries';

/** Reads `GET /operator/message-reports` (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async (_route, client) => {
  await client.ensureQueryData(messageReportsQuery());
};
