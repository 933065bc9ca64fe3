/**
 * Setup file of the `api` Vitest project (vitest.config.ts): no HTTP connection outlives the
 * request that opened it.
 *
 * The API's test files share their worker's modules (`isolate: false`), so Node's default
 * keep-alive agent would hand a file a connection to the Auth emulator left open by the file
 * before it — the one firebase-admin opens to check a token's revocation on every authenticated
 * request. The emulator closes an idle connection after 5 s (`Keep-Alive: timeout=5`), and the
 * client forgets it only when a timer of its own fires — late, most likely, while the worker's
 * event loop is busy starting the next file's database. A request written to a connection the
 * emulator has closed fails with "other side closed": seen once in CI, in a sign-up of
 * helpers/identity.ts, whose fetch calls get a dispatcher of their own for the same reason.
 */
import http from 'node:http';

http.globalAgent = new http.Agent({ keepAlive: false });
