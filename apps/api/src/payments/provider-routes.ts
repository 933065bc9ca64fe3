/** Placeholder until the payments module lands (owned by the flow engineer): webhooks and sandbox pages. */
import type { FastifyInstance } from 'fastify';

import type { Deps } from '../deps.ts';

export async function registerProviderRoutes(_app: FastifyInstance, _deps: Deps): Promise<void> {}
