/** Placeholder until the payments module lands (owned by the flow engineer). */
import type { Deps, Handlers } from '../deps.ts';

export function paymentHandlers(_deps: Deps): Handlers {
  return {};
}
