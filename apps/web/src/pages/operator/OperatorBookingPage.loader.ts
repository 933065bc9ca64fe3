import type { PageDataModule } from '../../app/pages';
import { operatorBookingQuery } from '../../features/operator/queries';

/** Reads `GET /operator/bookings/{id}`, the booking's history and ledger (app/pages.ts `PageDataModule`). */
export const loader: PageDataModule['loader'] = async ({ params }, client) => {
  if (!params.id) return;
  await client.ensureQueryData(operatorBookingQuery(params.id));
};
