/**
 * The test clock (tests and the end-to-end run only; docs/decisions/0003 "Routes outside
 * openapi.yaml"): with `SHOOTBOOK_TEST_CLOCK=1` the server's clock is a {@link TestClock} and
 * `POST /__test/clock { advanceMinutes }` moves it. Production refuses to start with it on
 * (src/config.ts).
 */
import type { FastifyInstance } from 'fastify';

import { TestClock, type Clock } from '../clock.ts';

/** The most the clock moves in one call, minutes (one year): anything larger is a mistake, not a test. */
export const MAX_CLOCK_STEP_MINUTES = 366 * 24 * 60;

/** Registers `POST /__test/clock`. @throws Error when `clock` is not a {@link TestClock}. */
export async function testClockPlugin(
  app: FastifyInstance,
  options: { clock: Clock },
): Promise<void> {
  const { clock } = options;
  if (!(clock instanceof TestClock)) throw new Error('SHOOTBOOK_TEST_CLOCK=1 needs a TestClock');
  app.post<{ Body: { advanceMinutes: number } }>(
    '/__test/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceMinutes'],
          additionalProperties: false,
          properties: {
            advanceMinutes: {
              type: 'number',
              minimum: -MAX_CLOCK_STEP_MINUTES,
              maximum: MAX_CLOCK_STEP_MINUTES,
            },
          },
        },
      },
    },
    async (request) => ({ now: clock.advance(request.body.advanceMinutes).toISOString() }),
  );
}
