/** Placeholder until the appointments module lands (owned by the flow engineer). */
import type { Deps, Handlers } from '../deps.ts';

export function appointmentHandlers(_deps: Deps): Handlers {
  return {};
}
