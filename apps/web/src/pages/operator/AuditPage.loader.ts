import type { PageDataModule } from '../../app/pages';
import { operatorAuditQuery } from '../../features/operator/queries';

/** Reads `GET /operator/audit`, the latest entries of the audit log (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async (_route, client) => {
  await client.ensureQueryData(operatorAuditQuery());
};
