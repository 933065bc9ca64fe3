/**
 * The `delivery-files` operations of openapi.yaml (file listings with signed links, removal of a
 * file, the ZIP link; docs/product.md §11) until the
 * file side serves them: each answers 404 `not_found` ("no such route"), so the contract and
 * every operation's row in the authorization matrix exist while nothing pretends to work. The
 * file side replaces {@link deliveryFileHandlers} with its own. The `delivery-transfers` operations
 * (tus uploads, signed downloads) are not JSON contract routes: they are served in their own
 * scope, as the payments provider routes are.
 */
import type { Handlers } from '../deps.ts';
import { NotFound } from '../errors.ts';

const notServed = async (): Promise<never> => {
  throw new NotFound('Delivery files are not served by this server');
};

/** `{ listDeliveryFiles, deleteDeliveryFile, createDeliveryArchiveLink }`, each 404. */
export function deliveryFileHandlers(): Handlers {
  return {
    listDeliveryFiles: notServed,
    deleteDeliveryFile: notServed,
    createDeliveryArchiveLink: notServed,
  };
}
