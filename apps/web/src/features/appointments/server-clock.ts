import { api } from '../../app/api';
import { learnServerTime } from './server-time';

export { serverNowIso } from './server-time';

let installed = false;

/** Listens to API answers for their `Date` header; idempotent. */
export function installServerClock(): void {
  if (installed) return;
  installed = true;
  api.use({
    onResponse({ response }) {
      learnServerTime(response.headers.get('Date'));
      return undefined;
    },
  });
}
