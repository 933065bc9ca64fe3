import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
