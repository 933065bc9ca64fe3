/**
 * The multi-replica test (apps/api/test/replicas): its own configuration, outside the root projects, so
 * `npm test` never runs it — it needs PostgreSQL, Redis and nginx, which a newcomer's machine has
 * not. `.ci/run` runs it.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'replicas',
    root: new URL('../../../..', import.meta.url).pathname,
    include: ['apps/api/test/replicas/*.spec-replicas.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
